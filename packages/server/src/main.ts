import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildApp } from './app';
import { createAdmin, ensureAdmin, ensureExamples, upgradeStore, EXAMPLES_FILE } from './bootstrap';
import { loadConfig, type Config } from './config';
import { loggerOptions } from './logging';
import { registerExamples } from './examples/register-examples';
import { CHART_DATA_QUEUE } from './jobs/chart-data-job';
import { cancelAllEngineWork } from './engines/base/shutdown';
import { exitOnSignals, installCrashHandlers } from './process-lifecycle';
import { startWorker } from './worker';

const USAGE = `Usage: meridian <command>

Commands:
  start                       upgrade the metadata store, create admin and examples on first start, serve
  worker                      run async query jobs from Redis (MERIDIAN_REDIS_URL) until SIGTERM
  db upgrade                  run the metadata store's migrations and seed roles and permissions
  create-admin --username U --password P [--first-name F] [--last-name L] [--email E]
  load-examples [--size small|full]   (re)build the example DuckDB database in the data dir
`;

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built web app shipped beside the server in the monorepo. */
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

async function main(argv: string[]): Promise<number> {
  const config = withDefaults(loadConfig());
  const log = pino(loggerOptions(config.logLevel));
  const [command, sub] = argv;
  switch (command) {
    case 'start':
      await start(config, log);
      return -1;
    case 'worker':
      return worker(config, log);
    case 'db':
      if (sub !== 'upgrade') break;
      await (await upgradeStore(config, log)).close();
      log.info('metadata store is up to date');
      return 0;
    case 'create-admin':
      return createAdminCommand(config, log, argv.slice(1));
    case 'load-examples':
      return loadExamplesCommand(config, log, argv.slice(1));
    default:
      break;
  }
  process.stderr.write(USAGE);
  return 2;
}

async function start(config: Config, log: pino.Logger): Promise<void> {
  const store = await upgradeStore(config, log);
  await ensureAdmin(store, config, (line) => console.log(line));
  await ensureExamples(config, log);
  const { app, ctx } = await buildApp(config, store);
  const examplesFile = path.join(config.dataDir, EXAMPLES_FILE);
  if (config.examples !== 'none' && fs.existsSync(examplesFile)) await registerExamples(ctx, examplesFile);
  installCrashHandlers(log);
  exitOnSignals(log, async () => {
    cancelAllEngineWork();
    const closing = app.close();
    // Requests answer once their queries are cancelled; the keep-alive sockets they leave would hold close()
    // open, so idle ones are swept as they appear and whatever still hangs is cut after a few seconds.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    const cut = setTimeout(() => app.server.closeAllConnections(), 3_000);
    try {
      await closing;
    } finally {
      clearInterval(sweep);
      clearTimeout(cut);
    }
    await store.close();
  });
  const address = await app.listen({ host: config.host, port: config.port });
  if (config.reportsSchedulerIntervalSeconds > 0)
    ctx.reportRuntime.scheduler.start(config.reportsSchedulerIntervalSeconds * 1000);
  console.log(`Meridian is serving on ${address}`);
}

/** `meridian worker`: takes chart data, SQL Lab and report jobs from BullMQ and runs them against the shared store. */
async function worker(config: Config, log: pino.Logger): Promise<number> {
  if (config.redisUrl === '') {
    process.stderr.write(
      'meridian worker needs MERIDIAN_REDIS_URL: workers take their jobs from Redis. ' +
        'Without Redis, async queries run inside the API process and no worker is needed.\n',
    );
    return 2;
  }
  installCrashHandlers(log);
  const running = await startWorker(config, log);
  exitOnSignals(log, () => running.close());
  console.log(
    `Meridian worker is taking async query jobs from ${config.redisKeyPrefix}bull:${CHART_DATA_QUEUE}`,
  );
  return -1;
}

async function createAdminCommand(config: Config, log: pino.Logger, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      email: { type: 'string' },
    },
  });
  if (!values.username || !values.password) {
    process.stderr.write('create-admin needs --username and --password\n');
    return 2;
  }
  const store = await upgradeStore(config, log);
  try {
    const created = await createAdmin(store, {
      username: values.username,
      password: values.password,
      ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
      ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
      ...(values.email ? { email: values.email } : {}),
    });
    console.log(
      created
        ? `Created admin "${values.username}"`
        : `User "${values.username}" already exists; nothing changed`,
    );
    return created ? 0 : 1;
  } finally {
    await store.close();
  }
}

async function loadExamplesCommand(config: Config, log: pino.Logger, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { size: { type: 'string', default: config.examples === 'full' ? 'full' : 'small' } },
  });
  if (values.size !== 'small' && values.size !== 'full') {
    process.stderr.write('--size must be small or full\n');
    return 2;
  }
  const started = Date.now();
  const file = path.join(config.dataDir, EXAMPLES_FILE);
  const { generateExamples } = await import('./examples/generate');
  await generateExamples({
    path: file,
    size: values.size,
    onProgress: (message: string) => log.info(message),
  });
  console.log(`Example data written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

function withDefaults(config: Config): Config {
  return { ...config, webDist: config.webDist || DEFAULT_WEB_DIST };
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
