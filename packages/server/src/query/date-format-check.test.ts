import { describe, expect, it } from 'vitest';
import type { ColumnarResult, CompiledSql } from '../engines/base/engine-spec';
import { sqliteSpec } from '../engines/sqlite/spec';
import { checkDateFormats, readableFormatsCache } from './date-format-check';

const check = { column: 'yr', format: '%Y', raw: '"yr"', converted: 'CONVERTED("yr")' };

/** A connection whose probe answers the given unreadable values, counting its statements. */
function probeConnection(unreadable: unknown[]) {
  const statements: CompiledSql[] = [];
  const execute = (query: CompiledSql): Promise<ColumnarResult> => {
    statements.push(query);
    return Promise.resolve({
      colnames: ['yr'],
      coltypes: ['TEXT'],
      coltypesGeneric: [null],
      columns: [unreadable],
      rowcount: unreadable.length,
    });
  };
  return { connection: { execute }, statements };
}

describe('checkDateFormats', () => {
  it('probes for a stored value the format reads as NULL, and names it', async () => {
    const { connection, statements } = probeConnection(['2024-13']);
    await expect(
      checkDateFormats({ connection, dialect: sqliteSpec.dialect, from: '"games"', checks: [check] }),
    ).rejects.toThrow(
      "The python_date_format '%Y' of column 'yr' does not read its values (such as '2024-13')",
    );
    expect(statements[0]?.sql).toBe(
      'SELECT "yr" FROM "games" WHERE "yr" IS NOT NULL AND CONVERTED("yr") IS NULL LIMIT 1',
    );
  });

  it('after a successful query, trusts a passed probe for a while (it scans the table), per database', async () => {
    const cache = readableFormatsCache();
    const { connection, statements } = probeConnection([]);
    const options = { connection, dialect: sqliteSpec.dialect, from: '"games"', checks: [check] };
    await checkDateFormats({ ...options, readable: { cache, scope: '1' } });
    await checkDateFormats({ ...options, readable: { cache, scope: '1' } });
    expect(statements).toHaveLength(1);
    await checkDateFormats({ ...options, readable: { cache, scope: '2' } });
    expect(statements).toHaveLength(2);
    // After a failed query the probe always runs: its answer explains the failure.
    await checkDateFormats(options);
    expect(statements).toHaveLength(3);
  });

  it('never remembers a probe that found an unreadable value', async () => {
    const cache = readableFormatsCache();
    const { connection, statements } = probeConnection(['x']);
    const options = { connection, dialect: sqliteSpec.dialect, from: '"games"', checks: [check] };
    await expect(checkDateFormats({ ...options, readable: { cache, scope: '1' } })).rejects.toThrow();
    await expect(checkDateFormats({ ...options, readable: { cache, scope: '1' } })).rejects.toThrow();
    expect(statements).toHaveLength(2);
  });
});
