// Latency of a small chart query (60 rows: a week of events by country and device) through POST /api/v1/chart/data
// over HTTP with the cache bypassed, against DuckDB running the same compiled SQL and parameters directly.
import { DuckDBInstance } from '@duckdb/node-api';
import { duckdbDialect } from '../packages/server/src/engines/duckdb/dialect';
import { duckdbParameter } from '../packages/server/src/engines/duckdb/values';
import { examplesEventsFile, reportOverhead, resultRows, startChartDataBench } from './chart-data-setup';
import { measurePair, report } from './measure';

const RUNS = 200;
const SMALL_QUERY = {
  columns: ['country', 'device'],
  metrics: [
    'count',
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' }, label: 'revenue' },
  ],
  filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-03-01T00:00:00 : 2024-03-08T00:00:00' }],
  row_limit: 1000,
};

export async function run(): Promise<void> {
  const file = await examplesEventsFile();
  const bench = await startChartDataBench({
    uri: `duckdb:///${file}`,
    schema: 'main',
    table: 'events',
    dialect: duckdbDialect,
  });
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    const { sql, parameters } = bench.compile(SMALL_QUERY);
    const raw = async () =>
      (await connection.runAndReadAll(sql, parameters.map(duckdbParameter))).getRowsJS();
    const rows = resultRows(await bench.chartData([SMALL_QUERY]));
    const rawRows = (await raw()).length;
    if (rows !== rawRows || rows > 1000) throw new Error(`the API answered ${rows} rows, DuckDB ${rawRows}`);
    const { ours, raw: direct } = await measurePair(
      RUNS,
      () => bench.chartData([SMALL_QUERY], { force: true }),
      raw,
    );
    const name = `small query, ${rows} rows (DuckDB)`;
    report(name, ours, direct);
    reportOverhead(name, ours, direct, 5);
  } finally {
    connection.closeSync();
    instance.closeSync();
    await bench.close();
  }
}
