import { describe, expect, it } from 'vitest';
import { hideServerPaths } from './server-paths';

describe('hideServerPaths', () => {
  it('keeps only the last part of absolute server paths', () => {
    expect(hideServerPaths('IO Error: Cannot open file "/tmp/meridian-x/secret.duckdb": No such file')).toBe(
      'IO Error: Cannot open file "secret.duckdb": No such file',
    );
    expect(hideServerPaths("could not read '/etc/passwd'")).toBe("could not read 'passwd'");
    expect(hideServerPaths('at /srv/app/node_modules/pg/lib/client.js:12')).toBe('at client.js:12');
    expect(hideServerPaths('file /custom/dir/a.db', ['/custom/dir'])).toBe('file a.db');
  });

  it('leaves URLs, API routes of other roots and arithmetic alone', () => {
    const text = 'see https://example.com/tmp/x and /api/v1/chart/ and SELECT a/b/c';
    expect(hideServerPaths(text)).toBe(text);
  });
});
