// The dashboard route's JavaScript: which built scripts a dashboard page loads before any chart renderer, and
// their gzip size (dashboard-50.bench.ts and route-js.bench.ts report it).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The budget of issues 6 and 21: the dashboard route's JavaScript, gzip, for dashboards without maps. */
export const TARGET_ROUTE_JS_GZIP_KB = 500;

/** Sum of the gzip sizes of the built files behind the paths the page requested. */
export function gzipBytesOf(
  webDist: string,
  pathnames: ReadonlySet<string>,
): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const pathname of pathnames) {
    const file = path.join(webDist, pathname);
    if (!file.startsWith(webDist) || !fs.existsSync(file)) continue;
    bytes += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    files += 1;
  }
  return { bytes, files };
}

/**
 * The route's own code: the entry script and the dashboard page's chunk with everything they import statically
 * (the chart renderers, ECharts included, are chunks loaded per visualization type and are not part of it).
 */
export function routeStaticScripts(webDist: string): Set<string> {
  const assets = path.join(webDist, 'assets');
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  const page = fs.readdirSync(assets).find((file) => /^DashboardPage-.*\.js$/.test(file));
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(path.join(assets, file), 'utf8');
    for (const match of source.matchAll(
      /(?:import|export)\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    ))
      if (match[1]) walk(match[1]);
  };
  if (entry) walk(entry);
  if (page) walk(page);
  return new Set([...seen].map((file) => `/assets/${file}`));
}

/** The `count` largest scripts of a load with their gzip sizes. */
export function largestScripts(
  webDist: string,
  scripts: ReadonlySet<string>,
  count: number,
): [string, number][] {
  return [...scripts]
    .map((pathname): [string, number] => [pathname, gzipBytesOf(webDist, new Set([pathname])).bytes])
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
}
