import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEngineRegistry } from '../engines/registry';
import { ENGINE_FIXTURES, type EngineFixture } from '../testing/engine-fixtures';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';
import { injectionCorpus } from './injection-corpus';

type Path = { name: string; send: (payload: string) => Promise<LightMyRequestResponse> };

/**
 * The standing injection suite (issue 15): every payload of the corpus through every path that accepts SQL, on all
 * four engines (databases without DML, as registered by default). Nothing may answer 5xx, and afterwards the
 * canary table is whole, no new table exists and no file was written.
 */
describe.each(ENGINE_FIXTURES)('SQL injection corpus on $name', ({ create }) => {
  let fixture: EngineFixture;
  let test: TestApp;
  let admin: Record<string, string>;
  let databaseId: number;
  let datasetId: number;
  let table: string;
  let pwned: string;
  const file = path.join(os.tmpdir(), `meridian-pwned-${crypto.randomBytes(4).toString('hex')}`);
  let sequence = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: admin,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const chartData = (query: Record<string, unknown>) =>
    call('POST', '/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ metrics: ['count'], ...query }],
      force: true,
    });

  beforeAll(async () => {
    fixture = await create();
    const qualify = (name: string) =>
      fixture.engine === 'postgresql' || fixture.engine === 'mysql' ? `${fixture.schema}.${name}` : name;
    table = qualify('orders');
    pwned = qualify('pwned');
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    const db = await call('POST', '/api/v1/database/', {
      database_name: 'target',
      sqlalchemy_uri: fixture.uri,
    });
    expect(db.statusCode, db.body).toBe(201);
    databaseId = db.json<{ id: number }>().id;
    const ds = await call('POST', '/api/v1/dataset/', {
      database: databaseId,
      schema: fixture.schema,
      table_name: 'orders',
    });
    expect(ds.statusCode, ds.body).toBe(201);
    datasetId = ds.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  const paths = (): Path[] => [
    {
      name: 'adhoc metric',
      send: (sql) => chartData({ metrics: [{ expressionType: 'SQL', sqlExpression: sql, label: 'm' }] }),
    },
    {
      name: 'adhoc column',
      send: (sql) => chartData({ columns: [{ expressionType: 'SQL', sqlExpression: sql, label: 'c' }] }),
    },
    { name: 'WHERE extra', send: (sql) => chartData({ extras: { where: sql } }) },
    { name: 'HAVING extra', send: (sql) => chartData({ extras: { having: sql } }) },
    {
      name: 'virtual dataset',
      send: (sql) =>
        call('POST', '/api/v1/dataset/', {
          database: databaseId,
          schema: fixture.schema,
          table_name: `v${(sequence += 1)}`,
          sql: `SELECT * FROM ${table} WHERE ${sql}`,
        }),
    },
  ];

  it('refuses or defuses every payload on every path, never with a 5xx, and leaves the data untouched', async () => {
    const corpus = injectionCorpus({ table, pwned, file });
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    const serverErrors: string[] = [];
    let sent = 0;
    for (const route of paths()) {
      for (const payload of corpus) {
        const response = await route.send(payload);
        sent += 1;
        if (response.statusCode >= 500)
          serverErrors.push(
            `${route.name} ${JSON.stringify(payload)}: ${response.statusCode} ${response.body}`,
          );
      }
    }
    expect(serverErrors).toEqual([]);
    expect(sent).toBe(corpus.length * 5);

    const spec = defaultEngineRegistry.forUri(fixture.uri);
    const connection = await spec.connect({ uri: fixture.uri, readOnly: true });
    try {
      const rows = await connection.execute({
        sql: `SELECT COUNT(*) AS n, SUM(amount) AS s FROM ${table}`,
        parameters: [],
      });
      expect(rows.columns.map((column) => Number(column[0]))).toEqual([3, 49.75]);
      const probe = await connection.execute({ sql: `SELECT 1 FROM ${pwned}`, parameters: [] }).then(
        () => 'exists',
        () => 'missing',
      );
      expect(probe).toBe('missing');
    } finally {
      await connection.close();
    }
    expect(fs.existsSync(file)).toBe(false);
  }, 600_000);
});
