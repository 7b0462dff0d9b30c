import { AppError } from '../../errors';

/** The parts of a SQLAlchemy URL: `dialect+driver://user:password@host:port/database?key=value`. */
export interface SqlalchemyUrl {
  /** `postgresql`, `mysql+pymysql`, `sqlite`, … (lowercase). */
  drivername: string;
  username?: string | undefined;
  /** Decoded from its percent-encoding. */
  password?: string | undefined;
  host?: string | undefined;
  port?: number | undefined;
  /** Database name, or the file path of file engines (`sqlite:////abs.db` -> `/abs.db`). */
  database?: string | undefined;
  query: Record<string, string>;
}

// SQLAlchemy's own pattern (sqlalchemy.engine.url._parse_url), with named groups.
const URL_PATTERN =
  /^(?<name>[A-Za-z][\w+.-]*):\/\/(?:(?<username>[^:/]*)(?::(?<password>[^@]*))?@)?(?:(?:\[(?<ipv6>[^/?]+)\]|(?<ipv4>[^/:?]+))?(?::(?<port>[^/?]*))?)?(?:\/(?<database>[^?]*))?(?:\?(?<query>.*))?$/s;

/** Decodes percent-escapes, keeping malformed text as written. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The scheme of a URI (`postgresql+psycopg2`), lowercase, or undefined when it has none. */
export function uriScheme(uri: string): string | undefined {
  return /^([A-Za-z][\w+.-]*):\/\//.exec(uri.trim())?.[1]?.toLowerCase();
}

/** The scheme without its driver suffix: `postgresql+psycopg2` -> `postgresql`. */
export function backendOf(scheme: string): string {
  return scheme.split('+')[0] ?? scheme;
}

/** Parses `key=value&…` with percent-decoding; a repeated key keeps its last value. */
function parseQuery(text: string | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  if (!text) return query;
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const [key = '', ...rest] = pair.split('=');
    query[decode(key)] = decode(rest.join('='));
  }
  return query;
}

/** Parses a SQLAlchemy URI; throws a 422 naming the problem (never echoing the password). */
export function parseSqlalchemyUri(uri: string): SqlalchemyUrl {
  const groups = URL_PATTERN.exec(uri.trim())?.groups;
  if (!groups) {
    throw new AppError(
      'UNPROCESSABLE',
      'Invalid SQLAlchemy URI: expected dialect+driver://user:password@host:port/database',
    );
  }
  const { name = '', username, password, ipv6, ipv4, port, database, query } = groups;
  if (port !== undefined && port !== '' && !/^\d+$/.test(port)) {
    throw new AppError('UNPROCESSABLE', `Invalid SQLAlchemy URI: the port "${port}" is not a number`);
  }
  return {
    drivername: name.toLowerCase(),
    username: username === undefined || username === '' ? undefined : decode(username),
    password: password === undefined ? undefined : decode(password),
    host: ipv6 ?? (ipv4 === undefined || ipv4 === '' ? undefined : ipv4),
    port: port === undefined || port === '' ? undefined : Number(port),
    database: database === undefined || database === '' ? undefined : database,
    query: parseQuery(query),
  };
}

/** Percent-encodes a user name or password for a URI. */
function encodeCredential(text: string): string {
  return encodeURIComponent(text);
}

/** Builds a SQLAlchemy URI from its parts (inverse of `parseSqlalchemyUri`). */
export function buildSqlalchemyUri(url: SqlalchemyUrl): string {
  let text = `${url.drivername}://`;
  if (url.username !== undefined || url.password !== undefined) {
    text += encodeCredential(url.username ?? '');
    if (url.password !== undefined) text += `:${encodeCredential(url.password)}`;
    text += '@';
  }
  if (url.host !== undefined) text += url.host.includes(':') ? `[${url.host}]` : url.host;
  if (url.port !== undefined) text += `:${url.port}`;
  if (url.database !== undefined) text += `/${url.database}`;
  const pairs = Object.entries(url.query).map(
    ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
  );
  if (pairs.length > 0) text += `?${pairs.join('&')}`;
  return text;
}

/** The URI with its password replaced by `XXXXXXXXXX` (Superset's mask), for display and logs. */
export function maskUriPassword(uri: string): string {
  try {
    const url = parseSqlalchemyUri(uri);
    return url.password === undefined ? uri : buildSqlalchemyUri({ ...url, password: 'XXXXXXXXXX' });
  } catch {
    return uri.replace(/:\/\/([^:/@]*):[^@]*@/, '://$1:XXXXXXXXXX@');
  }
}

/** Path of a file-engine URI: `sqlite:////abs.db` -> `/abs.db`, `sqlite:///rel.db` -> `rel.db`, `sqlite://` -> `:memory:`. */
export function filePathOfUri(uri: string): string {
  const match = /^[A-Za-z][\w+.-]*:\/\/(?<rest>.*)$/s.exec(uri.trim());
  const rest = match?.groups?.rest ?? '';
  if (rest === '' || rest === '/') return ':memory:';
  if (!rest.startsWith('/')) {
    throw new AppError(
      'UNPROCESSABLE',
      'Invalid file database URI: expected dialect:///relative/path or dialect:////absolute/path',
    );
  }
  const path = rest.slice(1).split('?')[0] ?? '';
  return path === '' ? ':memory:' : path;
}

/** A file-engine URI from a path (absolute paths give four slashes, as SQLAlchemy expects). */
export function fileUriOf(scheme: string, path: string): string {
  return `${scheme}:///${path}`;
}
