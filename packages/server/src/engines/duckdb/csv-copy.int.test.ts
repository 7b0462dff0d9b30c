import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLines } from '../../sqllab/csv';
import type { CsvCopy, EngineConnection, EngineSession } from '../base/engine-spec';
import { runOnce } from '../testing/fixtures';
import { csvCopySql } from './csv-copy-sql';
import { acquireDuckDbInstance, closeIdleDuckDbInstances, releaseDuckDbInstance } from './instances';
import { duckdbSpec } from './spec';

/** Values each writer must spell alike: quoting, NULL, unicode, number layouts, time edges. */
const TRICKY = `CREATE TABLE tricky AS SELECT * FROM (VALUES
  (1, 'plain', 1.5::DOUBLE, 12.50::DECIMAL(10,2), true, DATE '2024-03-13', TIMESTAMP '2024-03-13 14:37:52',
   TIMESTAMPTZ '2024-03-13 14:37:52.123+02', 1.25::FLOAT, 9007199254740993::BIGINT, 'a'::mood, 'x'),
  (2, 'say "hi"', 0.1::DOUBLE + 0.2, -0.05::DECIMAL(10,2), false, DATE '1969-07-20',
   TIMESTAMP '1969-07-20 20:17:40.0005', TIMESTAMPTZ '1970-01-01 00:00:00+00', 0.1::FLOAT, -42::BIGINT, 'b'::mood, ''),
  (3, 'a,b', 1e21::DOUBLE, 123456789012.345678::DECIMAL(38,6), NULL, DATE '0001-01-01',
   TIMESTAMP '9999-12-31 23:59:59.999999', NULL, NULL, NULL, NULL, NULL),
  (4, 'line one' || chr(10) || 'line two', 1e-7::DOUBLE, NULL, true, DATE '10000-01-01',
   TIMESTAMP '1900-01-01 00:00:00.001', TIMESTAMPTZ '2000-02-29 12:00:00-05', 3.4e38::FLOAT, 0::BIGINT, 'a'::mood, '#tag'),
  (5, 'cr' || chr(13) || 'x', -0.0::DOUBLE, 0.00::DECIMAL(10,2), false, NULL, TIMESTAMP '2024-01-01 00:00:00.100',
   TIMESTAMPTZ '1969-12-31 23:59:59.9995+00', -1e-5::FLOAT, 123::BIGINT, NULL, ' spaced '),
  (6, 'üñí ©😀', 'nan'::DOUBLE, 1::DECIMAL(3,0), true, DATE '1970-01-01', NULL, NULL, 'inf'::FLOAT, 1::BIGINT, 'b'::mood,
   '"'),
  (7, '', '-inf'::DOUBLE, 99.99::DECIMAL(4,2), NULL, DATE '2000-02-29', TIMESTAMP '0001-01-01 00:00:00',
   TIMESTAMPTZ '2024-06-01 00:00:00.5+00', 16777216::FLOAT, (-9223372036854775807 - 1)::BIGINT, 'a'::mood, ',"'),
  (8, NULL, 123456789.125::DOUBLE, -0.001::DECIMAL(6,3), false, DATE '2024-12-31', TIMESTAMP '1969-12-31 23:59:59.9995',
   NULL, NULL, 9223372036854775807::BIGINT, NULL, 'tab' || chr(9) || 'x')
) AS v(id, label, amount, price, flag, day, stamp, stamp_zone, ratio, big, feeling, note)`;

/** Doubles of every magnitude, the layouts' edges among them, from a fixed seed. */
const DOUBLES = `CREATE TABLE doubles AS
  SELECT i, (random() - 0.5) * pow(10, floor(random() * 80) - 40) AS x FROM range(4000) t(i)
  UNION ALL SELECT 4000 + i, (CAST([0.0001, 0.00009999999999999999, 0.000001, 0.0000009999999999999999,
    1e15, 9999999999999998, 1e16, 1.2345e20, 999999999999999900000, 1e21, 2.0^53, 2.0^53 + 2, 5e-324,
    1.7976931348623157e308, 100, -100.5, 0.5, 4.35, 0.000123] AS DOUBLE[]))[i + 1] FROM range(19) t(i)`;

describe('DuckDB CSV by COPY', () => {
  let folder: string;
  let connection: EngineConnection;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'meridian-csv-copy-'));
    const uri = `duckdb:///${join(folder, 'data.duckdb')}`;
    await runOnce(duckdbSpec, uri, "CREATE TYPE mood AS ENUM ('a', 'b')");
    await runOnce(duckdbSpec, uri, TRICKY);
    await runOnce(duckdbSpec, uri, `SELECT setseed(0.42); ${DOUBLES}`);
    await runOnce(duckdbSpec, uri, 'CREATE TABLE listy AS SELECT [1, 2] AS l, 1 AS n');
    // Several row groups, so the scan runs in parallel and order and limit matter.
    await runOnce(
      duckdbSpec,
      uri,
      "CREATE TABLE many AS SELECT range AS n, 'row ' || range AS label FROM range(600000)",
    );
    closeIdleDuckDbInstances();
    connection = await duckdbSpec.connect({ uri, readOnly: true });
  });
  afterAll(async () => {
    await connection?.close();
    closeIdleDuckDbInstances();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The CSV lines the row-by-row writer makes of a statement's batches. */
  const rowByRow = async (session: EngineSession, sql: string): Promise<string> => {
    const rows = await session.run(sql);
    let out = '';
    for (let batch = await rows.nextBatch(); batch; batch = await rows.nextBatch())
      out += csvLines(batch, batch[0]?.length ?? 0);
    return out;
  };
  const read = async (copy: CsvCopy): Promise<string> => {
    const pieces: Buffer[] = [];
    for await (const piece of copy.lines) pieces.push(piece);
    return Buffer.concat(pieces).toString('utf8');
  };
  const bothWriters = (sql: string, maxRows?: number, isWholeResult = false) =>
    connection.withSession(async (session) => {
      const copy = await session.copyCsv?.(sql, { maxRows, isWholeResult });
      if (!copy) throw new Error(`no native copy of ${sql}`);
      return { native: await read(copy), js: await rowByRow(session, sql), colnames: copy.colnames };
    });
  const leftovers = () =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.includes('meridian-csv-'),
    );

  it('writes the same bytes as the row-by-row writer, tricky values included', async () => {
    const { native, js, colnames } = await bothWriters('SELECT * FROM tricky ORDER BY id');
    expect(colnames).toEqual([
      'id',
      'label',
      'amount',
      'price',
      'flag',
      'day',
      'stamp',
      'stamp_zone',
      'ratio',
      'big',
      'feeling',
      'note',
    ]);
    expect(native.split('\r\n')[1]).toBe(
      '2,"say ""hi""",0.30000000000000004,-0.05,false,1969-07-20T00:00:00,1969-07-20T20:17:40.001,' +
        '1970-01-01T00:00:00,0.10000000149011612,-42,b,',
    );
    expect(native).toBe(js);
  });

  it('writes a one-column result, empty text and NULL as empty lines, alike', async () => {
    // Rows 2 and 3 hold '' and NULL; row 4 starts with '#', which DuckDB's own quoting would quote.
    const { native, js } = await bothWriters('SELECT note FROM tricky ORDER BY id');
    expect(native.split('\r\n')).toEqual(['x', '', '', '#tag', ' spaced ', '""""', '","""', 'tab\tx', '']);
    expect(native).toBe(js);
  });

  it('lays out doubles of every magnitude as JavaScript does', async () => {
    const { native, js } = await bothWriters('SELECT x FROM doubles ORDER BY i');
    expect(native.split('\r\n').length).toBe(4020);
    expect(native).toBe(js);
  });

  it('keeps the order, stops at the row limit and leaves no file behind', async () => {
    const { native, js } = await bothWriters('SELECT * FROM many ORDER BY n DESC', 250000);
    const lines = native.split('\r\n');
    expect(lines.length - 1).toBe(250000);
    expect([lines[0], lines[249999]]).toEqual(['599999,row 599999', '350000,row 350000']);
    expect(native).toBe(js.split('\r\n').slice(0, 250000).join('\r\n') + '\r\n');
    expect((await bothWriters('SELECT * FROM many', 400000)).native.split('\r\n')[399999]).toBe(
      '399999,row 399999',
    );
    expect(leftovers()).toEqual([]);
  });

  it('counts rows at the limit across line breaks and quotes inside cells', async () => {
    // Rows 2, 4 and 5 hold a doubled quote, a line feed and a carriage return inside quoted cells.
    for (const limit of [2, 4, 5]) {
      const { native, js } = await bothWriters('SELECT * FROM tricky ORDER BY id', limit);
      expect(native, `limit ${limit}`).toBe(js.split('\r\n').slice(0, limit).join('\r\n') + '\r\n');
    }
    expect((await bothWriters('SELECT * FROM tricky ORDER BY id', 0)).native).toBe('');
    expect(leftovers()).toEqual([]);
  });

  it('writes a whole result on every thread in any order: the same lines, and ORDER BY still holds', async () => {
    const { native, js } = await bothWriters('SELECT * FROM many', undefined, true);
    expect(native.split('\r\n').sort()).toEqual(js.split('\r\n').sort());
    expect((await bothWriters('SELECT * FROM many ORDER BY n DESC', undefined, true)).native).toBe(
      (await bothWriters('SELECT * FROM many ORDER BY n DESC')).js,
    );
    const tricky = await bothWriters('SELECT * FROM tricky ORDER BY id', undefined, true);
    expect(tricky.native).toBe(tricky.js);
    expect(leftovers()).toEqual([]);
  });

  it('keeps the read order of a whole result whose SQL picks rows or values by it', async () => {
    for (const sql of [
      'SELECT * FROM many LIMIT 300000',
      'SELECT * FROM many OFFSET 500000',
      'SELECT n, row_number() OVER () AS r FROM many',
    ]) {
      const { native, js } = await bothWriters(sql, undefined, true);
      expect(native === js, sql).toBe(true);
    }
  });

  it('cuts a whole result at the row limit with a LIMIT DuckDB runs on every thread', async () => {
    const { native } = await bothWriters('SELECT * FROM many', 1000, true);
    const lines = native.split('\r\n').slice(0, -1);
    expect(lines).toHaveLength(1000);
    expect(new Set(lines).size).toBe(1000);
    for (const line of lines) expect(line).toMatch(/^(\d+),row \1$/);
    const path = join(folder, 'data.duckdb');
    const instance = await acquireDuckDbInstance(path, true, 'csv-any-order');
    const explained = await instance.connect();
    try {
      const prepared = await explained.prepare('SELECT * FROM many');
      const types = [prepared.columnType(0), prepared.columnType(1)];
      prepared.destroySync();
      const copy = csvCopySql({
        select: 'SELECT * FROM many',
        types,
        path: join(`${path}.tmp`, 'x.csv'),
        limit: 1000,
      });
      const plan = String((await explained.runAndReadAll(`EXPLAIN ${copy ?? ''}`)).getRows()[0]?.[1]);
      // No batch copy: threads write what they finish, nothing waits to be put in order.
      expect(plan).toMatch(/COPY_TO_FILE[\s\S]*STREAMING_LIMIT[\s\S]*SEQ_SCAN/);
      expect(plan).not.toMatch(/BATCH_COPY_TO_FILE/);
    } finally {
      explained.closeSync();
      releaseDuckDbInstance(path, true, instance, 'csv-any-order');
    }
  });

  it('reads batches instead for types it cannot spell, and for anything but one SELECT', async () => {
    for (const sql of [
      'SELECT * FROM listy',
      'SELECT 1; SELECT 2',
      'PRAGMA version',
      'SELECT $1 AS p',
      'SELEC 1',
    ]) {
      const copy = await connection.withSession(async (session) => session.copyCsv?.(sql, {}));
      expect(copy, sql).toBeUndefined();
    }
  });

  it('stops the COPY when the reader leaves early', async () => {
    const sql = "SELECT n, 'row ' || n AS label FROM range(20000000) t(n)";
    const firstPiece = await connection.withSession(async (session) => {
      const copy = await session.copyCsv?.(sql, {});
      if (!copy) throw new Error('no native copy');
      for await (const piece of copy.lines) return piece.toString('utf8', 0, 8);
      return '';
    });
    expect(firstPiece).toBe('0,row 0\r');
    expect(leftovers()).toEqual([]);
    // The connection is free for the next statement.
    const next = await connection.execute({ sql: 'SELECT 1 AS one', parameters: [] });
    expect(next.columns).toEqual([[1]]);
  });
});

describe('DuckDB CSV by COPY on a file open for writing (allow_dml)', () => {
  let folder: string;
  let path: string;
  let connection: EngineConnection;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'meridian-csv-copy-dml-'));
    path = join(folder, 'data.duckdb');
    // Several row groups, so a scan on more than one thread would finish batches out of order.
    await runOnce(
      duckdbSpec,
      `duckdb:///${path}`,
      "CREATE TABLE many AS SELECT range AS n, 'row ' || range AS label FROM range(600000)",
    );
    closeIdleDuckDbInstances();
    connection = await duckdbSpec.connect({ uri: `duckdb:///${path}`, readOnly: false });
  });
  afterAll(async () => {
    await connection?.close();
    closeIdleDuckDbInstances();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is written by COPY in order, cut at the row limit, with no file left behind', async () => {
    const native = await connection.withSession(async (session) => {
      const copy = await session.copyCsv?.('SELECT * FROM many', { maxRows: 400000 });
      if (!copy) throw new Error('no native copy on a writable file');
      const pieces: Buffer[] = [];
      for await (const piece of copy.lines) pieces.push(piece);
      return Buffer.concat(pieces).toString('utf8');
    });
    const lines = native.split('\r\n');
    expect(lines.length - 1).toBe(400000);
    expect([lines[0], lines[122880], lines[399999]]).toEqual([
      '0,row 0',
      '122880,row 122880',
      '399999,row 399999',
    ]);
    expect(
      readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) =>
        name.includes('meridian-csv-'),
      ),
    ).toEqual([]);
    // The connection still writes.
    await connection.execute({ sql: 'CREATE TABLE after_export AS SELECT 1 AS one', parameters: [] });
  });

  it("keeps the COPY on one of the instance's threads: a streaming LIMIT feeds it, so no batch waits in memory", async () => {
    const instance = await acquireDuckDbInstance(path, false);
    const explained = await instance.connect();
    try {
      const prepared = await explained.prepare('SELECT * FROM many');
      const types = [prepared.columnType(0), prepared.columnType(1)];
      prepared.destroySync();
      // The instance's temporary directory is where the lockdown lets COPY write.
      const target = join(`${path}.tmp`, 'explained.csv');
      const plan = async (oneThread: boolean): Promise<string> => {
        const copy = csvCopySql({ select: 'SELECT * FROM many', types, path: target, oneThread });
        const reader = await explained.runAndReadAll(`EXPLAIN ${copy ?? ''}`);
        return String(reader.getRows()[0]?.[1]);
      };
      expect(await plan(true)).toMatch(/BATCH_COPY_TO_FILE[\s\S]*STREAMING_LIMIT[\s\S]*SEQ_SCAN/);
      expect(await plan(false)).not.toMatch(/LIMIT/);
    } finally {
      explained.closeSync();
      releaseDuckDbInstance(path, false, instance);
    }
  });
});
