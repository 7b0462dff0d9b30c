// Maps in headless Chromium (the e2e flags, WebGL through SwiftShader): time from chart data in memory to the first
// drawn frame of a 100,000-point deck.gl scatter (Meridian's renderer, with its offline basemap) against plain deck.gl
// drawing the same points, and of a world choropleth; then the gzip size of the map chunk the web build loads
// only on pages that draw a map.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { ROOT } from '../e2e/harness';
import { openBenchPage } from './browser-page';
import { machineLoad, report, timingOf } from './measure';
import type { MapPage } from './map-render-page';

const POINTS = 100_000;
const RUNS = Number(process.env['MAP_BENCH_RUNS'] ?? 7);
type Kind = 'scatterFirstDraw' | 'rawScatterFirstDraw' | 'worldFirstDraw';

/** A fresh document each run: a new WebGL context, nothing cached in the page. */
async function firstDraw(page: Page, url: string, kind: Kind): Promise<{ ms: number; features: number }> {
  await page.goto(url);
  await page.waitForFunction(() => window.mapPage !== undefined);
  return page.evaluate(
    async ({ k, n }) => {
      const p = window.mapPage as MapPage;
      return k === 'worldFirstDraw' ? p.worldFirstDraw() : p[k](n);
    },
    { k: kind, n: POINTS },
  );
}

/** Gzip bytes of a build file. */
function gzipBytes(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(ROOT, 'packages', 'web', 'dist', file))).length;
}

type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/** Files reachable from a manifest key (static imports, and dynamic ones unless skipped). */
function reachable(
  manifest: Manifest,
  key: string,
  dynamic: (k: string) => boolean,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  const chunk = manifest[key];
  for (const next of chunk.imports ?? []) reachable(manifest, next, dynamic, seen);
  for (const next of chunk.dynamicImports ?? []) if (dynamic(next)) reachable(manifest, next, dynamic, seen);
  return seen;
}

/** The map chunk: what the deck.gl scatter renderer loads beyond the entry (no MapLibre: no style URL). */
function mapChunkSizes(): { scatterKb: number; worldKb: number; styleKb: number } | null {
  const manifestFile = path.join(ROOT, 'packages', 'web', 'dist', '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const scatterKey = Object.keys(manifest).find((k) => k.endsWith('deck-scatter/DeckScatterChart.tsx'));
  const worldKey = Object.keys(manifest).find((k) => k.endsWith('world-map/WorldMapChart.tsx'));
  if (!entry || !scatterKey || !worldKey) return null;
  const inEntry = reachable(manifest, entry, () => false);
  const noStyle = (k: string) =>
    !k.includes('StyleBasemap') && !k.includes('states-10m') && !k.includes('webgpu');
  const kb = (keys: Set<string>) =>
    [...keys].filter((k) => !inEntry.has(k)).reduce((sum, k) => sum + gzipBytes(manifest[k]?.file ?? ''), 0) /
    1024;
  const style = Object.keys(manifest).find((k) => k.includes('StyleBasemap'));
  return {
    scatterKb: kb(reachable(manifest, scatterKey, noStyle)),
    worldKb: kb(reachable(manifest, worldKey, noStyle)),
    styleKb: style ? kb(reachable(manifest, style, () => false)) : 0,
  };
}

export async function run(): Promise<void> {
  const bench = await openBenchPage('map-render-page.tsx', { width: 1280, height: 800 });
  try {
    const { page, url } = bench;
    const check = await firstDraw(page, url, 'scatterFirstDraw');
    if (check.features !== POINTS)
      throw new Error(`the scatter drew ${check.features} points, not ${POINTS}`);
    const world = await firstDraw(page, url, 'worldFirstDraw');
    if (world.features < 150) throw new Error(`the world map filled ${world.features} countries`);
    console.log(`${machineLoad()}; ${RUNS} runs each, a fresh page (and WebGL context) per run`);
    const times: Record<Kind, number[]> = {
      scatterFirstDraw: [],
      rawScatterFirstDraw: [],
      worldFirstDraw: [],
    };
    for (let i = 0; i < RUNS; i++) {
      const order: Kind[] =
        i % 2 === 0
          ? ['scatterFirstDraw', 'rawScatterFirstDraw']
          : ['rawScatterFirstDraw', 'scatterFirstDraw'];
      for (const kind of order) times[kind].push((await firstDraw(page, url, kind)).ms);
      times.worldFirstDraw.push((await firstDraw(page, url, 'worldFirstDraw')).ms);
    }
    report(
      `deck.gl scatter, ${POINTS.toLocaleString('en-US')} points, first draw`,
      timingOf(times.scatterFirstDraw),
      timingOf(times.rawScatterFirstDraw),
    );
    const w = timingOf(times.worldFirstDraw);
    console.log(
      `${'world choropleth, first draw'.padEnd(44)} meridian ${w.median.toFixed(1)} ms (p95 ${w.p95.toFixed(1)}), ${world.features} countries filled`,
    );
    const sizes = mapChunkSizes();
    if (!sizes) console.log('map chunk: no web build with a manifest (npx vite build packages/web)');
    else
      console.log(
        `map chunk (gzip, loaded only where a map draws): deck.gl scatter ${sizes.scatterKb.toFixed(0)} KB, world map ${sizes.worldKb.toFixed(0)} KB; MapLibre for MERIDIAN_MAP_STYLE_URL another ${sizes.styleKb.toFixed(0)} KB`,
      );
  } finally {
    await bench.close();
  }
}
