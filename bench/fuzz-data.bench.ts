// The route fuzzer over an app holding objects (a SQLite database, two datasets, three charts, a dashboard), so
// that ids in paths name real rows and the fuzz reaches past the 404s; 20,000 requests (MERIDIAN_FUZZ_REQUESTS).
import { fuzzRoutes } from '../packages/server/src/security/route-fuzzer';
import { dashboardTestContext, layoutWith } from '../packages/server/src/testing/dashboard-fixture';
import { STORE_TARGETS } from '../packages/server/src/testing/test-app';

export async function run(): Promise<void> {
  const requests = Number(process.env['MERIDIAN_FUZZ_REQUESTS'] ?? 20_000);
  const seed = Number(process.env['MERIDIAN_FUZZ_SEED'] ?? 15);
  const ctx = await dashboardTestContext(STORE_TARGETS[0] as (typeof STORE_TARGETS)[number]);
  try {
    await ctx.createDashboard({
      dashboard_title: 'Fuzzed',
      position_json: layoutWith([ctx.chartA, ctx.chartB]),
    });
    const started = Date.now();
    const outcome = await fuzzRoutes(
      ctx.test,
      { admin: ctx.admin, alpha: ctx.alpha, gamma: ctx.gamma, anonymous: {} },
      { requests, seed },
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `${outcome.sent} fuzzed requests over ${outcome.routes} routes with objects (seed ${seed}) in ${seconds.toFixed(1)} s: ${outcome.failures.length} × 5xx`,
    );
    for (const failure of outcome.failures.slice(0, 10)) console.log(`  ${failure}`);
    if (outcome.failures.length > 0) process.exitCode = 1;
  } finally {
    await ctx.close();
  }
}
