// The group-by: events by day and country with three metrics, through POST /api/v1/chart/data over HTTP
// with the cache bypassed, against DuckDB running the same compiled SQL directly (read-only, no Meridian).
import { DuckDBInstance } from '@duckdb/node-api';
import { duckdbDialect } from '../packages/server/src/engines/duckdb/dialect';
import { duckdbParameter } from '../packages/server/src/engines/duckdb/values';
import {
  EVENTS_GROUP_BY,
  EXAMPLES_SIZE,
  examplesEventsFile,
  reportRatio,
  resultRows,
  startChartDataBench,
} from './chart-data-setup';
import { measurePair, report } from './measure';

const RUNS = EXAMPLES_SIZE === 'full' ? 10 : 25;

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
    const { sql, parameters } = bench.compile(EVENTS_GROUP_BY);
    const rows = resultRows(await bench.chartData([EVENTS_GROUP_BY]));
    const raw = async () =>
      (await connection.runAndReadAll(sql, parameters.map(duckdbParameter))).getRowsJS();
    const rawRows = (await raw()).length;
    if (rows !== rawRows) throw new Error(`the API answered ${rows} rows, DuckDB ${rawRows}`);
    const { ours, raw: direct } = await measurePair(
      RUNS,
      () => bench.chartData([EVENTS_GROUP_BY], { force: true }),
      raw,
    );
    const name = `group-by day x country, ${rows} rows (DuckDB)`;
    report(name, ours, direct);
    reportRatio(name, ours, direct, 1.1);
  } finally {
    connection.closeSync();
    instance.closeSync();
    await bench.close();
  }
}
