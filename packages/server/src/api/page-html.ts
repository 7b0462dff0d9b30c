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

/** Pages with their own early calls and code, by address. */
const EARLY_PAGES: readonly { pattern: RegExp; module: string; calls: (segment: string) => string[] }[] = [
  {
    // One segment only: /superset/dashboard/p/KEY/ is the permalink page.
    pattern: /^\/superset\/dashboard\/([^/]+)\/?$/,
    module: 'src/dashboard/DashboardPage.tsx',
    calls: (idOrSlug) => {
      const base = `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`;
      return [base, `${base}/charts`, `${base}/datasets`];
    },
  },
];

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** Answers the HTML of the page at a path (without query string). */
export type PageHtml = (pathname: string) => string;

/** Reads index.html and the build's manifest (dist/.vite/manifest.json, optional), again after a rebuild. */
export function createPageHtml(webDist: string): PageHtml {
  const indexFile = path.join(webDist, 'index.html');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  let loaded: { builtAt: number; indexHtml: string; manifest: Manifest } | undefined;
  return (pathname) => {
    const builtAt = fs.statSync(indexFile).mtimeMs;
    if (loaded?.builtAt !== builtAt) {
      const manifest = fs.existsSync(manifestFile)
        ? manifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')))
        : {};
      loaded = { builtAt, indexHtml: fs.readFileSync(indexFile, 'utf8'), manifest };
    }
    return pageHtml(loaded.indexHtml, loaded.manifest, pathname);
  };
}

/** index.html with the page's early calls and code preloads added to its head. */
export function pageHtml(indexHtml: string, manifest: Manifest, pathname: string): string {
  if (pathname === '/login/' || pathname === '/login') return indexHtml;
  const calls = [...SESSION_CALLS];
  let preloads: string[] = [];
  for (const page of EARLY_PAGES) {
    const segment = pathname.match(page.pattern)?.[1];
    const idOrSlug = segment === undefined ? undefined : safeDecode(segment);
    if (idOrSlug === undefined) continue;
    calls.push(...page.calls(idOrSlug));
    preloads = routeChunks(manifest, page.module);
  }
  const script = `<script>${earlyCallsScript(calls)}</script>\n    `;
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

/** A classic script, run before the module scripts: starts each GET and files its response promise by path. */
function earlyCallsScript(calls: readonly string[]): string {
  // Escaped for a script element: no `<` can close it.
  const list = JSON.stringify(calls).replace(/</g, '\\u003c');
  return (
    `window.__meridianEarly={};${list}.forEach(function(u){window.__meridianEarly[u]=` +
    `fetch(u,{credentials:'include',headers:{Accept:'application/json'}})});`
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
