// Latency of a small chart query (60 rows: a week of events by country and device) through POST /api/v1/chart/data
// over HTTP with the cache bypassed, against DuckDB running the same compiled SQL and parameters directly.
import {
  EVENTS_WEEK_BY_COUNTRY,
  reportOverhead,
  startEventsBench,
  timeAgainstDuckdb,
} from './chart-data-setup';
import { report } from './measure';

const RUNS = 200;

export async function run(): Promise<void> {
  const events = await startEventsBench();
  try {
    const { rows, ours, direct } = await timeAgainstDuckdb(events, EVENTS_WEEK_BY_COUNTRY, RUNS);
    if (rows > 1000) throw new Error(`the API answered ${rows} rows, over the row limit`);
    const name = `small query, ${rows} rows (DuckDB)`;
    report(name, ours, direct);
    reportOverhead(name, ours, direct, 5);
  } finally {
    await events.bench.close();
  }
}
