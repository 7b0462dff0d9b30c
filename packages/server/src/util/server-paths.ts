import os from 'node:os';
import path from 'node:path';

/** Top-level directories whose paths are the server's own, whatever the machine. */
const COMMON_ROOTS = [
  'tmp',
  'home',
  'root',
  'var',
  'etc',
  'usr',
  'opt',
  'srv',
  'mnt',
  'data',
  'proc',
  'dev',
  'run',
];

/** The first directory of an absolute path (`/work/data` → `work`), if any. */
function topDirectory(dir: string): string | undefined {
  const [first] = path.resolve(dir).split(path.sep).filter(Boolean);
  return first;
}

/**
 * Rewrites every absolute server path in a message to its last part (`/srv/meridian/data/x.duckdb` → `x.duckdb`):
 * a driver's error names the files it opened, and where they lie is none of a non-admin caller's business.
 * `extraDirs` adds the roots of the directories the operator configured (data dir, file database dirs).
 */
export function hideServerPaths(text: string, extraDirs: readonly string[] = []): string {
  const roots = new Set(COMMON_ROOTS);
  for (const dir of [...extraDirs, process.cwd(), os.tmpdir(), os.homedir()]) {
    const top = topDirectory(dir);
    if (top) roots.add(top);
  }
  const names = [...roots].map((root) => root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  // A path starts after a space, quote or bracket (never inside a URL's `scheme://host/...`).
  const pattern = new RegExp(`(^|[\\s'"\`(\\[=:,])/(?:${names})(?:/[^\\s'"\`)\\],;]*)?`, 'g');
  return text.replace(pattern, (match: string, before: string) => {
    const file = match.slice(before.length).replace(/\/+$/, '');
    return `${before}${path.posix.basename(file)}`;
  });
}
