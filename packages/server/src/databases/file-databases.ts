import fs from 'node:fs';
import path from 'node:path';
import type { EngineSpec } from '../engines/base/engine-spec';
import { AppError } from '../errors';

/**
 * Which files SQLite and DuckDB databases may open. Meridian's data dir (metadata, secret key) is never one of
 * them, except the examples file; any other file must lie under a directory the operator allows
 * (`MERIDIAN_FILE_DATABASE_DIRS`), as Superset's PREVENT_UNSAFE_DB_CONNECTIONS refuses SQLite by default.
 */
export interface FileDatabasePolicy {
  /** Meridian's own state. */
  dataDir: string;
  /** Files inside the data dir that may be connected (the examples file). */
  allowedFiles: readonly string[];
  /** Directories whose files (at any depth) may be connected. */
  allowedDirs: readonly string[];
}

/** The operator's setting that opens a directory to file databases. */
export const FILE_DATABASE_DIRS_ENV = 'MERIDIAN_FILE_DATABASE_DIRS';

/** The directories whose paths non-admins never read in a message: the data dir and the file database dirs. */
export function serverDirsOf(config: { dataDir: string; fileDatabaseDirs: string }): string[] {
  return [config.dataDir, ...parseFileDatabaseDirs(config.fileDatabaseDirs)];
}

/** Splits the configured list (separated by the platform's path delimiter, `:` on Linux) into absolute dirs. */
export function parseFileDatabaseDirs(value: string): string[] {
  return value
    .split(path.delimiter)
    .map((dir) => dir.trim())
    .filter(Boolean)
    .map((dir) => realPath(dir));
}

/** The real path of a file, symlinks of it or of its existing ancestors resolved (a link cannot lead outside). */
export function realPath(file: string): string {
  const absolute = path.resolve(file);
  const missing: string[] = [];
  let current = absolute;
  for (;;) {
    try {
      return path.join(fs.realpathSync(current), ...missing.reverse());
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return absolute;
      missing.push(path.basename(current));
      current = parent;
    }
  }
}

const isInside = (file: string, dir: string): boolean =>
  file === dir || file.startsWith(dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`);

/** The 422 of a file database outside what the policy allows. */
function refused(message: string): AppError {
  return new AppError('UNPROCESSABLE', message);
}

/** Refuses a SQLite or DuckDB URI whose file the policy does not allow; `:memory:` and network engines pass. */
export function refuseUnsafeFile(spec: EngineSpec, uri: string, policy: FileDatabasePolicy): void {
  const file = spec.parseUri(uri)['path'];
  if (typeof file !== 'string' || file === '' || file === ':memory:') return;
  // SQLite reads `file:` names as URIs with their own options (another path, mode=rw…): never from a user.
  if (/^file:/i.test(file) || file.includes('?'))
    throw refused('A database file must be a plain path, not a file: URI or one with options');
  const real = realPath(file);
  const dataDir = realPath(policy.dataDir);
  if (isInside(real, dataDir)) {
    if (policy.allowedFiles.some((allowed) => realPath(allowed) === real)) return;
    throw refused("Files in Meridian's data directory cannot be connected as databases");
  }
  if (policy.allowedDirs.some((dir) => isInside(real, dir))) return;
  throw refused(
    policy.allowedDirs.length === 0
      ? `SQLite and DuckDB files cannot be connected: no directory allows them (the operator lists them in ${FILE_DATABASE_DIRS_ENV})`
      : `SQLite and DuckDB files can only be connected from the directories in ${FILE_DATABASE_DIRS_ENV}`,
  );
}
