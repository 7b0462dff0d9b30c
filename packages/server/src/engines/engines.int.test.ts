import { TIME_GRAINS } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { EngineConnection } from './base/engine-spec';
import { expectedBucket, GRAIN_INPUTS } from './testing/grain-cases';
import type { TestPlace } from './testing/fixtures';
import { ENGINE_FIXTURES } from './testing/fixtures';

const QUOTED_NAME = `O'Brien "the" one`;

describe.each(ENGINE_FIXTURES)('the $name engine', (fixture) => {
  const { dialect } = fixture.spec;
  const p = (index: number): string => dialect.placeholder(index);
  let place: TestPlace;
  let connection: EngineConnection;
  const table = (name: string): string =>
    `${dialect.quoteIdentifier(place.schema)}.${dialect.quoteIdentifier(name)}`;
  const run = (sql: string, parameters: unknown[] = []) => connection.execute({ sql, parameters });

  beforeAll(async () => {
    place = await fixture.create();
    connection = await fixture.spec.connect({ uri: place.uri, readOnly: false });
    const [id, name, amount, ts, flag] = fixture.ddlTypes;
    await run(
      `CREATE TABLE ${table('events')} (id ${id}, name ${name}, amount ${amount}, ts ${ts}, flag ${flag})`,
    );
    const insert = `INSERT INTO ${table('events')} VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)})`;
    await run(insert, [1, QUOTED_NAME, 12.5, '2024-03-13 14:37:52', true]);
    await run(insert, [2, 'plain', 3.25, '2023-12-31 23:59:59', false]);
    await run(insert, [3, null, null, null, null]);
    await run(`CREATE VIEW ${table('v_events')} AS SELECT id, name FROM ${table('events')}`);
    await run(`CREATE TABLE ${table('grains')} (id ${id}, ts ${ts})`);
    for (const [index, input] of GRAIN_INPUTS.entries()) {
      await run(`INSERT INTO ${table('grains')} VALUES (${p(1)}, ${p(2)})`, [index, input]);
    }
  });

  afterAll(async () => {
    await connection?.close();
    if (place) await fixture.drop(place);
  });

  it('lists its schemas without the system ones', async () => {
    const schemas = await connection.schemas();
    expect(schemas).toContain(place.schema);
    for (const system of [
      'information_schema',
      'pg_catalog',
      'pg_toast',
      'mysql',
      'performance_schema',
      'sys',
    ]) {
      expect(schemas).not.toContain(system);
    }
  });

  it('lists tables and views with their type', async () => {
    expect(await connection.tables(place.schema)).toEqual([
      { name: 'events', type: 'table' },
      { name: 'grains', type: 'table' },
      { name: 'v_events', type: 'view' },
    ]);
  });

  it('introspects columns with native and generic types', async () => {
    const columns = await connection.columns(place.schema, 'events');
    expect(columns.map((column) => column.name)).toEqual(['id', 'name', 'amount', 'ts', 'flag']);
    expect(columns.map((column) => column.type)).toEqual(fixture.nativeTypes);
    expect(columns.map((column) => column.type_generic)).toEqual([
      'NUMERIC',
      'STRING',
      'NUMERIC',
      'TEMPORAL',
      'BOOLEAN',
    ]);
    expect(columns.map((column) => column.is_dttm)).toEqual([false, false, false, true, false]);
    expect(columns.map((column) => column.nullable)).toEqual([false, true, true, true, true]);
    expect((await connection.columns(place.schema, 'v_events')).map((column) => column.name)).toEqual([
      'id',
      'name',
    ]);
  });

  it('answers no partitions for a plain table', async () => {
    expect(await connection.tableExtra(place.schema, 'events')).toEqual({});
  });

  it('reads rows back column by column in the shared value forms', async () => {
    const result = await run(`SELECT id, name, amount, ts, flag FROM ${table('events')} ORDER BY id`);
    expect(result.colnames).toEqual(['id', 'name', 'amount', 'ts', 'flag']);
    expect(result.rowcount).toBe(3);
    expect(result.columns).toEqual([
      [1, 2, 3],
      [QUOTED_NAME, 'plain', null],
      [12.5, 3.25, null],
      ['2024-03-13T14:37:52', '2023-12-31T23:59:59', null],
      [true, false, null],
    ]);
    expect(result.coltypesGeneric.slice(1)).toEqual(['STRING', 'NUMERIC', 'TEMPORAL', 'BOOLEAN']);
  });

  it('binds strings with quotes, numbers and timestamps as parameters', async () => {
    const select = `SELECT id FROM ${table('events')}`;
    expect((await run(`${select} WHERE name = ${p(1)}`, [QUOTED_NAME])).columns).toEqual([[1]]);
    const where = `amount > ${p(1)} AND ts < ${dialect.timestampParameter(p(2))}`;
    expect((await run(`${select} WHERE ${where}`, [3, '2024-01-01 00:00:00'])).columns).toEqual([[2]]);
    const at = new Date(Date.UTC(2024, 2, 13, 14, 37, 52));
    expect((await run(`${select} WHERE ts = ${dialect.timestampParameter(p(1))}`, [at])).columns).toEqual([
      [1],
    ]);
  });

  it('runs the SQL its dialect writes: quoting, literals, limits, epochs', async () => {
    const odd = 'we"ird`name';
    const literal = `it's "x" \\ y`;
    const quoted = await run(
      `SELECT 1 AS ${dialect.quoteIdentifier(odd)}, ${dialect.escapeLiteral(literal)} AS s`,
    );
    expect(quoted.colnames).toEqual([odd, 's']);
    expect(quoted.columns[1]).toEqual([literal]);
    const ids = (clause: string) => run(`SELECT id FROM ${table('events')} ORDER BY id ${clause}`);
    expect((await ids(dialect.limitOffset(1, 1))).columns).toEqual([[2]]);
    expect((await ids(dialect.limitOffset(undefined, 1))).columns).toEqual([[2, 3]]);
    expect((await ids(dialect.limitOffset(2, undefined))).columns).toEqual([[1, 2]]);
    const epochs = await run(
      `SELECT ${dialect.epochToTimestamp('1710340672', 's')} AS s, ${dialect.epochToTimestamp('1710340672000', 'ms')} AS ms`,
    );
    expect(epochs.columns).toEqual([['2024-03-13T14:37:52'], ['2024-03-13T14:37:52']]);
  });

  it.each(TIME_GRAINS.map((grain) => grain.key))('buckets timestamps by the %s grain', async (grain) => {
    const expression = dialect.timeGrainExpression('ts', grain);
    expect(expression).toBeDefined();
    const result = await run(`SELECT ${expression} AS bucket FROM ${table('grains')} ORDER BY id`);
    expect(result.columns[0]).toEqual(GRAIN_INPUTS.map((input) => expectedBucket(input, grain)));
    expect(result.coltypesGeneric[0]).toBe('TEMPORAL');
  });

  it('caps the rows it returns at maxRows', async () => {
    const result = await connection.execute(
      { sql: `SELECT id FROM ${table('grains')} ORDER BY id`, parameters: [] },
      { maxRows: 2 },
    );
    expect(result.columns).toEqual([[0, 1]]);
    expect(result.rowcount).toBe(2);
  });

  it('reports SQL errors with the engine name', async () => {
    const error = await run('SELECT * FROM meridian_no_such_table').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).message).toMatch(
      new RegExp(`^${fixture.spec.engineName} error: .*meridian_no_such_table`, 's'),
    );
  });

  it('stops a long query at its timeout and stays usable', async () => {
    const started = Date.now();
    const error = await connection
      .execute({ sql: fixture.longSql, parameters: [] }, { timeoutMs: 200 })
      .catch((e: unknown) => e);
    expect((error as AppError).message).toBe('The query exceeded the 0.2 s timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await run('SELECT 1 AS one')).columns).toEqual([[1]]);
  });

  it('cancels a long query when its signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const started = Date.now();
    const error = await connection
      .execute({ sql: fixture.longSql, parameters: [] }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect((error as AppError).message).toBe('The query was cancelled');
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await run('SELECT 2 AS two')).columns).toEqual([[2]]);
  });

  it('does not start a query whose signal already aborted', async () => {
    const error = await connection
      .execute({ sql: 'SELECT 1', parameters: [] }, { signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect((error as AppError).message).toBe('The query was cancelled');
  });

  it('passes its own connection test', async () => {
    await expect(connection.testConnection()).resolves.toBeUndefined();
  });
});
