// Opens a bench page in headless Chromium: the page bundled as production code (React's production build) into
// a temporary folder, and the machine's Chromium with the e2e flags.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// esbuild comes with tsx, which runs every bench.
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/harness';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A bench page open in Chromium. */
export interface BenchPage {
  /** The browser tab. */
  page: Page;
  /** `file://` URL of the page's index.html. */
  url: string;
  /** Closes the browser and removes the built page. */
  close(): Promise<void>;
}

/** Bundles `entry` (a .tsx in bench/; CSS imports dropped) into a folder with an index.html. */
async function buildPage(entry: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `meridian-${path.basename(entry, '.tsx')}-`));
  await build({
    entryPoints: [path.join(here, entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(dir, 'page.js'),
    logLevel: 'error',
  });
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0"><script src="page.js"></script></body></html>',
  );
  return dir;
}

/** Builds the page `entry` (a file name in bench/) and opens it in a new Chromium tab of the given size (not yet navigated). */
export async function openBenchPage(
  entry: string,
  viewport: { width: number; height: number },
): Promise<BenchPage> {
  const dir = await buildPage(entry);
  const removeDir = () => fs.rm(dir, { recursive: true, force: true });
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await removeDir();
    throw error;
  });
  const close = async () => {
    await browser.close();
    await removeDir();
  };
  try {
    const page = await browser.newPage({ viewport });
    return { page, url: `file://${path.join(dir, 'index.html')}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}
