// The dashboard route's JavaScript, gzip, read straight from packages/web/dist without a browser: the same sum
// dashboard-50.bench.ts reports after loading the page in Chromium. Build first:
// node node_modules/vite/bin/vite.js build packages/web
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../e2e/harness';
import { gzipBytesOf, largestScripts, routeStaticScripts, TARGET_ROUTE_JS_GZIP_KB } from './route-js';

/** Prints the route's JavaScript of the current build, its largest files, and the verdict against the budget. */
export function run(): Promise<void> {
  const webDist = path.join(ROOT, 'packages', 'web', 'dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} has no build: run node node_modules/vite/bin/vite.js build packages/web`);
  }
  const scripts = routeStaticScripts(webDist);
  const route = gzipBytesOf(webDist, scripts);
  console.log('largest scripts of the route (gzip -9):');
  for (const [file, bytes] of largestScripts(webDist, scripts, 10))
    console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${file}`);
  const kb = route.bytes / 1024;
  console.log(
    `route JS (gzip -9): ${kb.toFixed(1)} KB in ${route.files} files (entry + dashboard page)   target <= ${TARGET_ROUTE_JS_GZIP_KB} KB: ${kb <= TARGET_ROUTE_JS_GZIP_KB ? 'met' : 'MISSED'}`,
  );
  return Promise.resolve();
}
