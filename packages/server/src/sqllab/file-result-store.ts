import fs from 'node:fs/promises';
import path from 'node:path';
import { RESULTS_KEY_PATTERN, type SqlLabResultStore, type StoredResultMeta } from './result-store';

/** How often at most expired results are swept from the disk. */
const SWEEP_INTERVAL_MS = 60_000;

interface MetaFile extends StoredResultMeta {
  /** Epoch ms after which the result is gone. */
  expiresAt: number;
}

/** SQL Lab results as files in `<dataDir>/sqllab-results/<key>/` (no Redis: one process reads what it wrote). */
export class FileResultStore implements SqlLabResultStore {
  private lastSweep = 0;

  constructor(
    private readonly root: string,
    private readonly now: () => number = Date.now,
  ) {}

  async writePage(key: string, index: number, json: string): Promise<void> {
    const dir = this.dirOf(key);
    if (index === 0) {
      await fs.mkdir(dir, { recursive: true });
      void this.sweep();
    }
    await fs.writeFile(path.join(dir, `page-${index}.json`), json);
  }

  async finish(key: string, meta: StoredResultMeta, ttlSeconds: number): Promise<void> {
    const dir = this.dirOf(key);
    await fs.mkdir(dir, { recursive: true });
    const file: MetaFile = { ...meta, expiresAt: this.now() + ttlSeconds * 1000 };
    await fs.writeFile(path.join(dir, 'meta.json'), JSON.stringify(file));
  }

  async meta(key: string): Promise<StoredResultMeta | undefined> {
    if (!RESULTS_KEY_PATTERN.test(key)) return undefined;
    const file = await this.readMeta(this.dirOf(key));
    if (!file) return undefined;
    if (file.expiresAt <= this.now()) {
      await this.discard(key);
      return undefined;
    }
    const { expiresAt: _expiresAt, ...meta } = file;
    return meta;
  }

  async readPage(key: string, index: number): Promise<string | undefined> {
    if (!RESULTS_KEY_PATTERN.test(key) || !Number.isSafeInteger(index) || index < 0) return undefined;
    return fs.readFile(path.join(this.dirOf(key), `page-${index}.json`), 'utf8').catch(() => undefined);
  }

  async discard(key: string): Promise<void> {
    if (!RESULTS_KEY_PATTERN.test(key)) return;
    await fs.rm(this.dirOf(key), { recursive: true, force: true });
  }

  async close(): Promise<void> {}

  private dirOf(key: string): string {
    if (!RESULTS_KEY_PATTERN.test(key)) throw new Error('Not a results key');
    return path.join(this.root, key);
  }

  private async readMeta(dir: string): Promise<MetaFile | undefined> {
    try {
      return JSON.parse(await fs.readFile(path.join(dir, 'meta.json'), 'utf8')) as MetaFile;
    } catch {
      return undefined;
    }
  }

  /** Removes expired results, and leftovers of runs that never finished an hour after they started. */
  private async sweep(): Promise<void> {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    const entries = await fs.readdir(this.root).catch(() => [] as string[]);
    for (const key of entries.filter((name) => RESULTS_KEY_PATTERN.test(name))) {
      const dir = path.join(this.root, key);
      const meta = await this.readMeta(dir);
      const stat = await fs.stat(dir).catch(() => undefined);
      const isAbandoned = !meta && stat !== undefined && now - stat.mtimeMs > 3_600_000;
      if ((meta && meta.expiresAt <= now) || isAbandoned) await fs.rm(dir, { recursive: true, force: true });
    }
  }
}
