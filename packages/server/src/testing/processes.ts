import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root, where `node --import tsx packages/server/src/main.ts` runs. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** How long a process gets between SIGTERM and SIGKILL. */
const STOP_TIMEOUT_MS = 5_000;

/** A `meridian <command>` child process of a test. */
export interface MeridianProcess {
  child: ChildProcess;
  /** The last 20 000 characters it printed (stdout and stderr). */
  output(): string;
  /** Resolves with the first match of a pattern in its output; rejects when it exits or the time runs out. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Resolves with its exit code (null when killed by a signal). */
  exit(): Promise<number | null>;
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Where a test's child process starts. */
export interface SpawnOptions {
  /** The entry, relative to the monorepo root; `meridian` itself by default. */
  entry?: string;
  /** Opens an IPC channel (`child.send`, `child.on('message')`). */
  ipc?: boolean;
}

/** Runs `meridian <args>` (or another server entry) from the monorepo root with extra environment variables. */
export function spawnMeridian(
  args: string[],
  env: Record<string, string>,
  options: SpawnOptions = {},
): MeridianProcess {
  const entry = options.entry ?? 'packages/server/src/main.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const waitFor = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const done = (error?: Error, match?: RegExpMatchArray) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (match) resolve(match);
        else reject(error);
      };
      const check = () => {
        const match = output.match(pattern);
        if (match) done(undefined, match);
      };
      const timer = setTimeout(
        () =>
          done(
            new Error(`meridian ${args.join(' ')} printed no ${pattern} within ${timeoutMs} ms:\n${output}`),
          ),
        timeoutMs,
      );
      listeners.add(check);
      void exitCode.then((code) => {
        check();
        done(new Error(`meridian ${args.join(' ')} exited (${code}) before printing ${pattern}:\n${output}`));
      });
      check();
    });

  const stop = async () => {
    if (hasExited()) return;
    child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS),
    );
    if ((await Promise.race([exitCode, timeout])) === 'timeout') {
      child.kill('SIGKILL');
      await exitCode;
    }
  };
  return { child, output: () => output, waitFor, exit: () => exitCode, stop };
}
