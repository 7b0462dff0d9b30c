import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbSpec } from '../engines/duckdb/spec';
import { postgresSpec } from '../engines/postgres/spec';
import { sqliteSpec } from '../engines/sqlite/spec';
import { parseFileDatabaseDirs, refuseUnsafeFile, type FileDatabasePolicy } from './file-databases';

describe('file database policy', () => {
  let root: string;
  let policy: FileDatabasePolicy;
  beforeAll(() => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-files-')));
    for (const dir of ['data', 'allowed', 'other']) fs.mkdirSync(path.join(root, dir));
    fs.symlinkSync(path.join(root, 'other'), path.join(root, 'allowed', 'link'));
    policy = {
      dataDir: path.join(root, 'data'),
      allowedFiles: [path.join(root, 'data', 'examples.duckdb')],
      allowedDirs: parseFileDatabaseDirs(path.join(root, 'allowed')),
    };
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const check = (uri: string, p: FileDatabasePolicy = policy) => {
    const spec = uri.startsWith('duckdb') ? duckdbSpec : uri.startsWith('sqlite') ? sqliteSpec : postgresSpec;
    try {
      refuseUnsafeFile(spec, uri, p);
      return 'allowed';
    } catch (error) {
      return (error as { detail: string }).detail;
    }
  };

  it('allows files under the allowed dirs, the examples file, :memory: and network engines', () => {
    expect(check(`sqlite:///${root}/allowed/a.db`)).toBe('allowed');
    expect(check(`duckdb:///${root}/allowed/sub/b.duckdb`)).toBe('allowed');
    expect(check(`duckdb:///${root}/data/examples.duckdb`)).toBe('allowed');
    expect(check('duckdb:///:memory:')).toBe('allowed');
    expect(check('sqlite://')).toBe('allowed');
    expect(check('postgresql://u@127.0.0.1/db')).toBe('allowed');
  });

  it("refuses the data dir, files elsewhere, '..' and symlinks leading out, and file: URIs", () => {
    const outside =
      'SQLite and DuckDB files can only be connected from the directories in MERIDIAN_FILE_DATABASE_DIRS';
    expect(check(`sqlite:///${root}/data/meridian.db`)).toBe(
      "Files in Meridian's data directory cannot be connected as databases",
    );
    expect(check('sqlite:////etc/passwd')).toBe(outside);
    expect(check(`sqlite:///${root}/allowed/../other/x.db`)).toBe(outside);
    expect(check(`duckdb:///${root}/allowed/link/x.duckdb`)).toBe(outside);
    expect(check(`sqlite:///${root}/allowedx/x.db`)).toBe(outside);
    expect(check(`sqlite:///file:${root}/allowed/a.db?mode=rw`)).toBe(
      'A database file must be a plain path, not a file: URI or one with options',
    );
  });

  it('refuses every file when no directory is configured (the default)', () => {
    expect(
      check(`sqlite:///${root}/allowed/a.db`, { ...policy, allowedDirs: parseFileDatabaseDirs('') }),
    ).toBe(
      'SQLite and DuckDB files cannot be connected: no directory allows them (the operator lists them in MERIDIAN_FILE_DATABASE_DIRS)',
    );
  });
});
