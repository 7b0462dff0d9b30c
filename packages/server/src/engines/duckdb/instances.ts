import { DuckDBInstance } from '@duckdb/node-api';

/** How long an instance nobody uses stays open, so reconnects do not reopen the file. */
const IDLE_CLOSE_MS = 10_000;

/**
 * What an instance is for. The two `csv` ones are further read-only instances of a file for SQL Lab's CSV COPY, with
 * settings queries must not have (they are the whole instance's):
 * - `csv` runs on one thread, for SQL whose rows depend on the read order (read-order.ts): DuckDB keeps a COPY's rows
 *   in order by holding the batches threads finish early, and on a busy machine one thread runs far ahead, so with
 *   two threads a 5M-row COPY held 200-300 MB; on one thread it holds nothing.
 * - `csv-any-order` runs on every thread with `preserve_insertion_order` off, for the rest: threads write their
 *   batches as they finish, so nothing waits in memory either, and ORDER BY still holds.
 */
export type InstancePurpose = 'query' | 'csv' | 'csv-any-order';
/** The purposes of SQL Lab's CSV instances. */
export type CsvPurpose = Exclude<InstancePurpose, 'query'>;

/** Settings of each purpose, over the lockdown and the access mode. */
const PURPOSE_SETTINGS: Readonly<Record<InstancePurpose, Readonly<Record<string, string>>>> = {
  query: {},
  csv: { threads: '1' },
  'csv-any-order': { preserve_insertion_order: 'false' },
};

interface CachedInstance {
  path: string;
  readOnly: boolean;
  instance: Promise<DuckDBInstance>;
  users: number;
  closeTimer: NodeJS.Timeout | undefined;
}

// One instance per file and mode in this process: DuckDB locks a file read-write for one process only, and
// two instances of one file in one process would not see each other's writes.
const cache = new Map<string, CachedInstance>();

const keyOf = (path: string, readOnly: boolean, purpose: InstancePurpose = 'query'): string =>
  `${readOnly ? 'ro' : 'rw'}${purpose === 'query' ? '' : `-${purpose}`}:${path}`;

/** The keys of a file's instances in the other mode (a writer excludes every reader, and the reverse). */
const otherModeKeys = (path: string, readOnly: boolean): string[] =>
  readOnly
    ? [keyOf(path, false)]
    : [keyOf(path, true), keyOf(path, true, 'csv'), keyOf(path, true, 'csv-any-order')];

/**
 * Every instance Meridian opens, file or `:memory:`: SQL reads no other file and no network (read_csv('/etc/passwd'),
 * ATTACH, COPY … TO, INSTALL/LOAD), and the configuration is locked so no statement can `SET` that back.
 */
export const LOCKED_DOWN: Readonly<Record<string, string>> = {
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  lock_configuration: 'true',
};

/** Closes an instance and forgets it. */
function closeEntry(key: string, entry: CachedInstance): void {
  clearTimeout(entry.closeTimer);
  if (cache.get(key) === entry) cache.delete(key);
  void entry.instance.then((instance) => instance.closeSync()).catch(() => undefined);
}

/**
 * Opens (or shares) the instance of a file in a mode; `:memory:` is never shared. A `csv` instance must be
 * read-only: two instances of a file in one process only agree while neither writes.
 */
export async function acquireDuckDbInstance(
  path: string,
  readOnly: boolean,
  purpose: InstancePurpose = 'query',
): Promise<DuckDBInstance> {
  // An in-memory database starts empty, so read-only would make it useless (and DuckDB refuses it).
  if (path === ':memory:') return DuckDBInstance.create(':memory:', LOCKED_DOWN);
  if (purpose !== 'query' && !readOnly) throw new Error('a CSV instance of a DuckDB file is read-only');
  const options: Record<string, string> = {
    ...LOCKED_DOWN,
    ...(readOnly ? { access_mode: 'READ_ONLY' } : {}),
    ...PURPOSE_SETTINGS[purpose],
  };
  const key = keyOf(path, readOnly, purpose);
  for (const otherKey of otherModeKeys(path, readOnly)) {
    const other = cache.get(otherKey);
    if (other && other.users === 0) closeEntry(otherKey, other);
  }
  let entry = cache.get(key);
  if (!entry) {
    entry = {
      path,
      readOnly,
      instance: DuckDBInstance.create(path, options),
      users: 0,
      closeTimer: undefined,
    };
    cache.set(key, entry);
    const opened = entry;
    opened.instance.catch(() => cache.get(key) === opened && cache.delete(key));
  }
  clearTimeout(entry.closeTimer);
  entry.users += 1;
  try {
    return await entry.instance;
  } catch (error) {
    entry.users -= 1;
    throw error;
  }
}

/** Gives an instance back; the last user schedules its close. */
export function releaseDuckDbInstance(
  path: string,
  readOnly: boolean,
  instance: DuckDBInstance,
  purpose: InstancePurpose = 'query',
): void {
  if (path === ':memory:') return instance.closeSync();
  const key = keyOf(path, readOnly, purpose);
  const entry = cache.get(key);
  if (!entry) return;
  entry.users = Math.max(0, entry.users - 1);
  if (entry.users > 0) return;
  entry.closeTimer = setTimeout(() => closeEntry(key, entry), IDLE_CLOSE_MS);
  entry.closeTimer.unref();
}

/** Closes every instance nobody uses now (tests, shutdown, before another process writes a file). */
export function closeIdleDuckDbInstances(): void {
  for (const [key, entry] of cache) if (entry.users === 0) closeEntry(key, entry);
}
