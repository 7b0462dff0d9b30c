// The route fuzzer at length: 20,000 seeded requests (MERIDIAN_FUZZ_REQUESTS) over every route, as admin, Gamma
// and anonymous; prints how many answered 5xx (must be 0) and the first few.
import { fuzzRoutes } from '../packages/server/src/security/route-fuzzer';
import { bearerFor, createTestApp, createUserWithRole } from '../packages/server/src/testing/test-app';

export async function run(): Promise<void> {
  const requests = Number(process.env['MERIDIAN_FUZZ_REQUESTS'] ?? 20_000);
  const seed = Number(process.env['MERIDIAN_FUZZ_SEED'] ?? 15);
  const test = await createTestApp();
  try {
    const admin = await bearerFor(test.app, 'admin', test.adminPassword);
    await createUserWithRole(test, 'fuzz_gamma', 'Gamma');
    const gamma = await bearerFor(test.app, 'fuzz_gamma', 'fuzz_gamma-password');
    const started = Date.now();
    const outcome = await fuzzRoutes(
      test,
      { admin, admin2: admin, gamma, anonymous: {} },
      { requests, seed },
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `${outcome.sent} fuzzed requests over ${outcome.routes} routes (seed ${seed}) in ${seconds.toFixed(1)} s: ${outcome.failures.length} × 5xx`,
    );
    for (const failure of outcome.failures.slice(0, 10)) console.log(`  ${failure}`);
    if (outcome.failures.length > 0) process.exitCode = 1;
  } finally {
    await test.close();
  }
}
