/** End-to-end harness: a real Meridian server on a free port, a fresh data dir, and headless Chromium. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** The monorepo's root directory. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where screenshots of tests go. */
export const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'e2e');
/** The admin password every test server starts with. */
export const ADMIN_PASSWORD = 'e2e-admin-Pa55word';

// A server loading the examples on a shared, loaded machine took over 60 s to answer (issue 17 runs).
const HEALTH_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 5_000;

/** A running server started by the harness. */
export interface ServerHandle {
  /** Origin of the server, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /** Password of the `admin` user. */
  adminPassword: string;
  /** The server's fresh data directory. */
  dataDir: string;
  /** Stops the server (SIGTERM, then SIGKILL) and removes its data directory. */
  stop(): Promise<void>;
}

/** Finds a free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function killAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS));
  if ((await Promise.race([exited(child), timer])) === 'timeout') {
    child.kill('SIGKILL');
    await exited(child);
  }
}

/** Starts `meridian start` on a free port with a fresh data dir; resolves once GET /health answers 200. */
/** How a spec's server starts. */
export interface ServerOptions {
  /** Example data to load on first start (MERIDIAN_EXAMPLES); none unless asked for. */
  examples?: 'none' | 'small';
}

export async function startServer(options: ServerOptions = {}): Promise<ServerHandle> {
  const port = await freePort();
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'meridian-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts', 'start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      MERIDIAN_PORT: String(port),
      MERIDIAN_HOST: '127.0.0.1',
      MERIDIAN_DATA_DIR: dataDir,
      MERIDIAN_ADMIN_PASSWORD: ADMIN_PASSWORD,
      MERIDIAN_EXAMPLES: options.examples ?? 'none',
      MERIDIAN_LOG_LEVEL: 'warn',
      MERIDIAN_FILE_DATABASE_DIRS: process.env['MERIDIAN_FILE_DATABASE_DIRS'] ?? os.tmpdir(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await killAndWait(child);
    await fsp.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, adminPassword: ADMIN_PASSWORD, dataDir, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer GET /health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Launches the machine's headless Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A file name made from a test name. */
export function screenshotPath(testName: string): string {
  const slug = testName
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 120);
  return path.join(SCREENSHOT_DIR, `${slug}.png`);
}

/** What a spec file gets from `setupE2e`: valid inside tests. */
export interface E2eContext {
  /** The file's server. */
  readonly server: ServerHandle;
  /** The file's browser. */
  readonly browser: Browser;
  /** A fresh browser context for the current test, its base URL the server. */
  readonly context: BrowserContext;
  /** A page in that context. */
  readonly page: Page;
}

/** Registers hooks: one server and browser per file, a fresh page per test, a screenshot after each test. */
export function setupE2e(options: ServerOptions = {}): E2eContext {
  let server: ServerHandle | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    if (!browser || !server) throw new Error('The e2e harness did not start');
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });
  });
  afterEach(async (testContext) => {
    if (page) {
      await fsp.mkdir(SCREENSHOT_DIR, { recursive: true });
      await page
        .screenshot({ path: screenshotPath(testContext.task.name), fullPage: true })
        .catch(() => undefined);
    }
    if (testContext.task.result?.state === 'fail' && pageErrors.length > 0) {
      console.error(`Browser errors in "${testContext.task.name}":\n${pageErrors.join('\n')}`);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside a test`);
    return value;
  };
  return {
    get server() {
      return need(server, 'server');
    },
    get browser() {
      return need(browser, 'browser');
    },
    get context() {
      return need(context, 'context');
    },
    get page() {
      return need(page, 'page');
    },
  };
}

const WEB_DIR = path.join(ROOT, 'packages', 'web');
const WEB_INPUTS = [
  path.join(WEB_DIR, 'src'),
  path.join(WEB_DIR, 'index.html'),
  path.join(WEB_DIR, 'vite.config.ts'),
  path.join(ROOT, 'packages', 'core', 'src'),
  path.join(ROOT, 'packages', 'viz', 'src'),
];
const BUILD_LOCK = path.join(ROOT, 'test-results', '.web-build.lock');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isWebBuildStale(): boolean {
  const index = path.join(WEB_DIR, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return WEB_INPUTS.some((input) => newestMtime(input) > built);
}

/** Builds packages/web when dist is missing or older than its sources (one build at a time across workers). */
export async function ensureWebBuild(): Promise<void> {
  if (process.env.MERIDIAN_E2E_SKIP_BUILD === '1' || !isWebBuildStale()) return;
  await fsp.mkdir(path.dirname(BUILD_LOCK), { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      await fsp.mkdir(BUILD_LOCK);
      break;
    } catch {
      const age = Date.now() - (fs.existsSync(BUILD_LOCK) ? fs.statSync(BUILD_LOCK).mtimeMs : Date.now());
      if (age > 300_000) await fsp.rm(BUILD_LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the web build lock ${BUILD_LOCK}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (isWebBuildStale()) await buildWeb();
  } finally {
    await fsp.rm(BUILD_LOCK, { recursive: true, force: true });
  }
}

function buildWeb(): Promise<void> {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: WEB_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${output}`)),
    );
  });
}
