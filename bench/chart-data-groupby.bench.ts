// The group-by: events by day and country with three metrics, through POST /api/v1/chart/data over HTTP
// with the cache bypassed, against DuckDB running the same compiled SQL directly (read-only, no Meridian).
import {
  EVENTS_GROUP_BY,
  EXAMPLES_SIZE,
  reportRatio,
  startEventsBench,
  timeAgainstDuckdb,
} from './chart-data-setup';
import { report } from './measure';

const RUNS = EXAMPLES_SIZE === 'full' ? 10 : 25;

export async function run(): Promise<void> {
  const events = await startEventsBench();
  try {
    const { rows, ours, direct } = await timeAgainstDuckdb(events, EVENTS_GROUP_BY, RUNS);
    const name = `group-by day x country, ${rows} rows (DuckDB)`;
    report(name, ours, direct);
    reportRatio(name, ours, direct, 1.1);
  } finally {
    await events.bench.close();
  }
}
