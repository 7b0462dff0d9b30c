// The one test command: lint, formatting, import rules, typecheck, build the web app, then unit, integration and end-to-end tests.
// It ends with the plain total line `N passed, N failed` that CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;

function run(label, command, args) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  console.log(
    `=== ${label}: ${ok ? 'ok' : `failed (exit ${result.status ?? result.signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return ok;
}

function step(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else failed += 1;
}

const node = process.execPath;
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

step('lint', node, [bin('eslint', 'bin/eslint.js'), '.']);
// Formatting as .prettierrc says; `npm run format` fixes what this reports.
step('format', node, [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']);
// Import rules and import circles (.dependency-cruiser.cjs): api/ only from app.ts, Kysely only in store/, core alone,
// the web chart runtime free of explore and dashboards, shared components free of every page.
step('imports', node, [
  bin('dependency-cruiser', 'bin/dependency-cruise.mjs'),
  'packages/server/src',
  'packages/core/src',
  'packages/web/src',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
]);
step('typecheck', node, [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json']);
const built = run('build web', node, [
  bin('vite', 'bin/vite.js'),
  'build',
  'packages/web',
  '--logLevel',
  'warn',
]);
if (!built) failed += 1;

const report = path.join(resultsDir, 'vitest.json');
fs.rmSync(report, { force: true });
const projects = built ? [] : ['--project', 'unit', '--project', 'integration'];
run('vitest', node, [
  bin('vitest', 'vitest.mjs'),
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
if (fs.existsSync(report)) {
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  // A suite that failed to load has no tests to count; count it as a failure.
  failed += summary.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
} else {
  console.log('vitest wrote no report');
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
