import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { CsvCopyOptions, EngineConnection, EngineSession } from '../engines/base/engine-spec';
import type { QueryRow } from '../store/queries-repo';
import { streamCsv } from './sqllab-export';

/** A finished run of `SELECT n FROM t`, limited to 1,000 rows, with what limited it. */
function finishedRun(limitingFactor: string | null): QueryRow {
  return {
    id: 1,
    client_id: 'run1',
    database_id: 1,
    user_id: 1,
    status: 'success',
    tab_name: 'Numbers',
    sql_editor_id: null,
    catalog: null,
    schema: 'main',
    sql: 'SELECT n FROM t',
    select_sql: 'SELECT n FROM t',
    executed_sql: 'SELECT n FROM t',
    limit: 1000,
    limiting_factor: limitingFactor,
    select_as_cta: 0,
    ctas_method: null,
    tmp_table_name: null,
    tmp_schema_name: null,
    progress: 100,
    rows: 2,
    error_message: null,
    results_key: 'key1',
    extra_json: null,
    start_time: 0,
    end_time: 1,
    changed_on: '2026-11-26T00:00:00Z',
    database_name: 'examples',
    user_first_name: 'Ada',
    user_last_name: 'Lovelace',
  };
}

/** CSV lines as an engine streams them. */
async function* linesOf(text: string): AsyncGenerator<Buffer> {
  yield Buffer.from(text);
}

/** Downloads a run through an engine that copies CSV natively; answers the file and the options the engine got. */
async function download(row: QueryRow): Promise<{ file: string; options: CsvCopyOptions[] }> {
  const options: CsvCopyOptions[] = [];
  const session: EngineSession = {
    run: () => Promise.reject(new Error('the native copy should be used')),
    copyCsv: (_sql, copyOptions) => {
      options.push(copyOptions);
      return Promise.resolve({ colnames: ['n'], lines: linesOf('1\r\n2\r\n') });
    },
  };
  const connection: Pick<EngineConnection, 'withSession'> = {
    withSession: (work) => work(session),
  };
  const csv = await streamCsv({
    row,
    connection,
    now: new Date('2026-11-26T12:00:00Z'),
    csvExport: { sep: ',', decimal: '.', encoding: 'utf-8' },
  });
  return { file: await text(csv.body), options };
}

describe('SQL Lab CSV download', () => {
  it('tells the engine the run read every row when no limit cut it, so its order is free', async () => {
    const { file, options } = await download(finishedRun('NOT_LIMITED'));
    expect(file).toBe('n\r\n1\r\n2\r\n');
    expect(options).toEqual([{ maxRows: 1000, isWholeResult: true }]);
  });

  it.each(['QUERY', 'DROPDOWN', 'QUERY_AND_DROPDOWN', 'UNKNOWN', null])(
    'keeps the read order of a run limited by %s: the download holds the rows the grid showed',
    async (limitingFactor) => {
      const { options } = await download(finishedRun(limitingFactor));
      expect(options).toEqual([{ maxRows: 1000, isWholeResult: false }]);
    },
  );
});
