import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection, EngineSession, StatementRows } from './base/engine-spec';
import type { TestPlace } from './testing/fixtures';
import { ENGINE_FIXTURES } from './testing/fixtures';

/** Reads every batch of a statement into rows. */
async function readAll(rows: StatementRows): Promise<unknown[][]> {
  const out: unknown[][] = [];
  for (let batch = await rows.nextBatch(); batch; batch = await rows.nextBatch()) {
    const count = batch[0]?.length ?? 0;
    for (let r = 0; r < count; r++) out.push(batch.map((column) => column[r]));
  }
  return out;
}

describe.each(ENGINE_FIXTURES)('a $name session', (fixture) => {
  const { dialect } = fixture.spec;
  let place: TestPlace;
  let connection: EngineConnection;
  const table = (name: string): string =>
    `${dialect.quoteIdentifier(place.schema)}.${dialect.quoteIdentifier(name)}`;

  beforeAll(async () => {
    place = await fixture.create();
    connection = await fixture.spec.connect({ uri: place.uri, readOnly: false });
    await connection.execute({ sql: `CREATE TABLE ${table('numbers')} (n INTEGER)`, parameters: [] });
    const values = Array.from({ length: 2500 }, (_, i) => `(${i})`).join(', ');
    await connection.execute({ sql: `INSERT INTO ${table('numbers')} VALUES ${values}`, parameters: [] });
  });

  afterAll(async () => {
    await connection?.close();
    if (place) await fixture.drop(place);
  });

  it('runs statements in order on one connection and reads rows a batch at a time', async () => {
    const rows = await connection.withSession(async (session: EngineSession) => {
      const created = await session.run(`CREATE TABLE ${table('copy')} AS SELECT n FROM ${table('numbers')}`);
      await created.close();
      const read = await session.run(`SELECT n FROM ${table('copy')} ORDER BY n`);
      expect(read.colnames).toEqual(['n']);
      expect(read.coltypesGeneric).toEqual(['NUMERIC']);
      const first = await read.nextBatch();
      expect(first?.[0]?.length).toBeGreaterThan(0);
      expect(first?.[0]?.length).toBeLessThan(2500);
      return [first, ...(await readAll(read))];
    });
    expect(rows.length).toBeGreaterThan(1);
  });

  it('stops reading early and runs the next statement on the same connection', async () => {
    const answer = await connection.withSession(async (session) => {
      const big = await session.run(`SELECT n FROM ${table('numbers')} ORDER BY n`);
      await big.nextBatch();
      await big.close();
      return readAll(await session.run('SELECT 42 AS answer'));
    });
    expect(answer).toEqual([[42]]);
  });

  it('runs in the schema it is given', async () => {
    if (!dialect.capabilities.schemas && fixture.name !== 'MariaDB') return;
    const count = await connection.withSession(
      async (session) => readAll(await session.run('SELECT COUNT(*) AS c FROM numbers')),
      { schema: place.schema },
    );
    expect(Number(count[0]?.[0])).toBe(2500);
  });

  it('cancels the running statement when aborted, and refuses further statements', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const running = connection.withSession(async (session) => readAll(await session.run(fixture.longSql)), {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 300);
    await expect(running).rejects.toThrow('The query was cancelled');
    expect(Date.now() - started).toBeLessThan(4500);
  });

  it('cancels a script that exceeds its timeout', async () => {
    const running = connection.withSession(async (session) => readAll(await session.run(fixture.longSql)), {
      timeoutMs: 300,
    });
    await expect(running).rejects.toThrow('The query exceeded the 0.3 s timeout');
  });

  it('names the engine error of a bad statement', async () => {
    const running = connection.withSession(async (session) => readAll(await session.run('SELEC 1')));
    await expect(running).rejects.toThrow(/error/i);
  });
});
