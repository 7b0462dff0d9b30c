import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The HTML of the single-page app's pages. For a page whose API calls and code are known from its address alone
 * (a dashboard), index.html also starts those calls while the scripts load, and preloads the page's own code
 * next to the entry's: the page does not wait for its code before asking for its data, nor for the entry before
 * fetching its code. The web app picks the early answers up (packages/web/src/app/early-responses.ts).
 */

/** The calls every signed-in page makes first: who is signed in, their roles, the CSRF token. */
const SESSION_CALLS = ['/api/v1/me/', '/api/v1/me/roles/', '/api/v1/security/csrf_token/'];

/** Pages with their own early calls and code, by address; `{}` in a call is the address's segment, encoded. */
const EARLY_PAGES: readonly { pattern: RegExp; module: string; calls: readonly string[] }[] = [
  {
    // One segment only: /superset/dashboard/p/KEY/ is the permalink page.
    pattern: /^\/superset\/dashboard\/([^/]+)\/?$/,
    module: 'src/dashboard/DashboardPage.tsx',
    calls: ['/api/v1/dashboard/{}', '/api/v1/dashboard/{}/charts', '/api/v1/dashboard/{}/datasets'],
  },
];

/**
 * The one inline script of every page, a classic script run before the module scripts. It tells zod, before zod
 * loads, to parse without compiled code (the Content-Security-Policy forbids eval; zod's probe for it would be
 * reported as a violation on every page). Outside the login page it starts the session calls and the address's
 * page calls, and files each response promise by path. It reads the address in the browser, so its text never
 * changes and the Content-Security-Policy allows it by its hash alone.
 */
export const EARLY_CALLS_SCRIPT = earlyCallsScript();

/** The CSP source that allows EARLY_CALLS_SCRIPT and no other inline script. */
export const EARLY_CALLS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_CALLS_SCRIPT).digest('base64')}'`;

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** What a page answers while the web app's files are missing or half written: 503 with Retry-After. */
export const WEB_APP_NOT_READY_MESSAGE =
  'Meridian is starting: its web app is not ready yet. Try again in a few seconds.';

/** Thrown by a PageHtml while index.html can not be read. */
export class WebAppNotReadyError extends Error {
  constructor(cause: unknown) {
    super(WEB_APP_NOT_READY_MESSAGE, { cause });
  }
}

/** Answers the HTML of the page at a path (without query string). */
export type PageHtml = (pathname: string) => string;

/** Reads index.html and the build's manifest (dist/.vite/manifest.json, optional), again after a rebuild. */
export function createPageHtml(webDist: string): PageHtml {
  const indexFile = path.join(webDist, 'index.html');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  let loaded: { builtAt: number; indexHtml: string; manifest: Manifest } | undefined;
  return (pathname) => {
    try {
      const builtAt = fs.statSync(indexFile).mtimeMs;
      if (loaded?.builtAt !== builtAt) {
        const manifest = fs.existsSync(manifestFile)
          ? manifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')))
          : {};
        loaded = { builtAt, indexHtml: fs.readFileSync(indexFile, 'utf8'), manifest };
      }
    } catch (error) {
      // A rebuild empties the folder and writes it again (issue 17: a first /login/ answered 500 meanwhile): the
      // last good copy serves until the new one is whole; with none yet, the page is not ready.
      if (!loaded) throw new WebAppNotReadyError(error);
    }
    return pageHtml(loaded.indexHtml, loaded.manifest, pathname);
  };
}

/** index.html with the page's early calls and code preloads added to its head. */
export function pageHtml(indexHtml: string, manifest: Manifest, pathname: string): string {
  let preloads: string[] = [];
  for (const page of EARLY_PAGES) {
    const segment = pathname.match(page.pattern)?.[1];
    if (segment !== undefined && safeDecode(segment) !== undefined)
      preloads = routeChunks(manifest, page.module);
  }
  const script = `<script>${EARLY_CALLS_SCRIPT}</script>\n    `;
  const links = preloads
    .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n  `)
    .join('');
  // The script goes before the stylesheet (a classic script after it would wait for it to load), the page's
  // chunks after the entry's.
  const scriptAt = firstOf(indexHtml, ['<script', '<link', '</head>']);
  const linksAt = firstOf(indexHtml, ['</head>']);
  return (
    indexHtml.slice(0, scriptAt) +
    script +
    indexHtml.slice(scriptAt, linksAt) +
    links +
    indexHtml.slice(linksAt)
  );
}

/** Where the first of these markers starts (the end of the text if none is found). */
function firstOf(text: string, markers: readonly string[]): number {
  const found = markers.map((marker) => text.indexOf(marker)).filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : text.length;
}

function earlyCallsScript(): string {
  const pages = EARLY_PAGES.map((page) => [page.pattern.source, page.calls]);
  // Escaped for a script element: no `<` can close it. A segment that does not decode starts no page calls.
  const data = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `window.__zod_globalConfig={jitless:true};` +
    `(function(){if(/^\\/login\\/?$/.test(location.pathname))return;` +
    `var early=window.__meridianEarly={};var calls=${data(SESSION_CALLS)};` +
    `${data(pages)}.forEach(function(page){var m=location.pathname.match(new RegExp(page[0]));if(!m)return;` +
    `var s;try{s=encodeURIComponent(decodeURIComponent(m[1]))}catch(e){return}` +
    `page[1].forEach(function(c){calls.push(c.split('{}').join(s))})});` +
    `calls.forEach(function(u){early[u]=fetch(u,{credentials:'include',headers:{Accept:'application/json'}})})})();`
  );
}

/** The files of a route module and of the chunks it imports statically, less those the entry already loads. */
export function routeChunks(manifest: Manifest, module: string): string[] {
  if (!manifest[module]) return [];
  const entryChunks = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) collectImports(manifest, key, entryChunks);
  const routeKeys = new Set<string>();
  collectImports(manifest, module, routeKeys);
  return [...routeKeys]
    .filter((key) => !entryChunks.has(key))
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file !== undefined && file.endsWith('.js'));
}

function collectImports(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) collectImports(manifest, imported, into);
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
