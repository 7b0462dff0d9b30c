// Throughput of cached chart answers: 32 concurrent clients (autocannon, in a worker thread so that it does not
// share the server's event loop) POST the same query context to /api/v1/chart/data and get the cached answer.
import autocannon from 'autocannon';
import { EVENTS_WEEK_BY_COUNTRY, startEventsBench } from './chart-data-setup';

const CONNECTIONS = 32;
const SECONDS = Number(process.env['MERIDIAN_BENCH_SECONDS'] ?? 8);
const TARGET_PER_SECOND = 3000;

export async function run(): Promise<void> {
  const { bench } = await startEventsBench();
  try {
    await bench.chartData([EVENTS_WEEK_BY_COUNTRY], { force: false });
    const again = (await bench.chartData([EVENTS_WEEK_BY_COUNTRY], { force: false })) as {
      result: { is_cached: boolean }[];
    };
    if (again.result[0]?.is_cached !== true) throw new Error('the second answer did not come from the cache');
    const result = await autocannon({
      url: `${bench.address}/api/v1/chart/data`,
      method: 'POST',
      headers: { ...bench.headers, 'content-type': 'application/json' },
      body: bench.body([EVENTS_WEEK_BY_COUNTRY], { force: false }),
      connections: CONNECTIONS,
      duration: SECONDS,
      workers: 1,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
    const perSecond = result.requests.average;
    console.log(
      `${'cached chart answers, 32 clients'.padEnd(44)} meridian ${Math.round(perSecond)} req/s (latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)  target >= ${TARGET_PER_SECOND}/s: ${perSecond >= TARGET_PER_SECOND ? 'met' : 'MISSED'}`,
    );
  } finally {
    await bench.close();
  }
}
