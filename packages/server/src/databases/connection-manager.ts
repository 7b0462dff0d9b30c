import type { EngineConnection, EngineSpec } from '../engines/base/engine-spec';

/** What a pool is opened from. */
export interface PoolKey {
  databaseId: number;
  /** Changes whenever the database is edited, so edits open a fresh pool. */
  version: string;
  spec: EngineSpec;
  uri: string;
  readOnly: boolean;
  engineParams: Record<string, unknown>;
}

/** One pool per database, opened on first use and replaced when the database changes. */
export class ConnectionManager {
  private readonly pools = new Map<number, { version: string; connection: Promise<EngineConnection> }>();

  /** The pool of a database, opening it if needed. */
  async get(key: PoolKey): Promise<EngineConnection> {
    const cached = this.pools.get(key.databaseId);
    if (cached && cached.version === key.version) return cached.connection;
    if (cached) void this.closeQuietly(cached.connection);
    const connection = key.spec.connect({
      uri: key.uri,
      readOnly: key.readOnly,
      engineParams: key.engineParams,
    });
    this.pools.set(key.databaseId, { version: key.version, connection });
    connection.catch(() => this.pools.delete(key.databaseId));
    return connection;
  }

  /** Closes the pool of a database (after an edit or delete). */
  async evict(databaseId: number): Promise<void> {
    const cached = this.pools.get(databaseId);
    this.pools.delete(databaseId);
    if (cached) await this.closeQuietly(cached.connection);
  }

  /** Closes every pool (on shutdown). */
  async closeAll(): Promise<void> {
    const all = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(all.map((p) => this.closeQuietly(p.connection)));
  }

  private async closeQuietly(connection: Promise<EngineConnection>): Promise<void> {
    try {
      await (await connection).close();
    } catch {
      // A pool that failed to open has nothing to close.
    }
  }
}
