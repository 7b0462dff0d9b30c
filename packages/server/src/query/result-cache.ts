import crypto from 'node:crypto';

/** A cached query answer: its JSON text and when it was computed. */
export interface CachedResult {
  /** The query result object, serialized once. */
  json: string;
  /** ISO time the result was computed. */
  cachedAt: string;
}

/** Where query results are cached: in memory by default, Redis when configured. */
export interface ResultCache {
  get(key: string): Promise<CachedResult | undefined>;
  set(key: string, value: CachedResult, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/** The cache key of a compiled query: SQL, parameters, post-processing and result type. */
export function cacheKey(parts: {
  datasetId: number;
  sql: string;
  parameters: readonly unknown[];
  postProcessing: unknown;
  resultType: string;
  /** Compared periods of a time comparison, when any. */
  timeOffsets?: readonly string[];
}): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** An LRU cache in this process, bounded by total JSON size. */
export class MemoryResultCache implements ResultCache {
  private readonly entries = new Map<string, CachedResult & { expiresAt: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 256 * 1024 * 1024) {}

  async get(key: string): Promise<CachedResult | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.remove(key);
      return undefined;
    }
    // Re-inserting moves the entry to the most recently used end of the Map.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  async set(key: string, value: CachedResult, ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0 || value.json.length > this.maxBytes / 4) return;
    this.remove(key);
    this.entries.set(key, { ...value, expiresAt: Date.now() + ttlSeconds * 1000 });
    this.bytes += value.json.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.json.length;
    this.entries.delete(key);
  }
}
