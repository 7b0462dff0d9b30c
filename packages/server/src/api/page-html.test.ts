import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';
import { EARLY_CALLS_SCRIPT, pageHtml, routeChunks } from './page-html';

const INDEX = '<html><head><title>Meridian</title></head><body></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/dashboard/DashboardPage.tsx': {
    file: 'assets/DashboardPage-1.js',
    imports: ['_react.js', '_grid.js'],
  },
  '_grid.js': { file: 'assets/grid-1.js', imports: ['_react.js'] },
};

/** The paths the inline script of a page fetches early, run as a browser would at that address. */
function earlyCalls(html: string, pathname: string): string[] {
  const script = html.match(/<script>(.*?)<\/script>/)?.[1];
  if (script === undefined) return [];
  const window: { __meridianEarly?: Record<string, unknown>; __zod_globalConfig?: unknown } = {};
  vm.runInNewContext(script, { window, location: { pathname }, fetch: (url: string) => url });
  // Every page's zod parses without eval, which the Content-Security-Policy forbids.
  expect(window.__zod_globalConfig).toEqual({ jitless: true });
  return Object.keys(window.__meridianEarly ?? {});
}

describe('pageHtml', () => {
  it("starts a dashboard's three calls and the session calls, and preloads the page's own chunks", () => {
    const html = pageHtml(INDEX, MANIFEST, '/superset/dashboard/world_health/');
    expect(earlyCalls(html, '/superset/dashboard/world_health/')).toEqual([
      '/api/v1/me/',
      '/api/v1/me/roles/',
      '/api/v1/security/csrf_token/',
      '/api/v1/dashboard/world_health',
      '/api/v1/dashboard/world_health/charts',
      '/api/v1/dashboard/world_health/datasets',
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/DashboardPage-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/grid-1.js">');
    // The entry's own chunks are in index.html already.
    expect(html).not.toContain('href="/assets/react-1.js"');
    expect(html.indexOf('__meridianEarly')).toBeLessThan(html.indexOf('</head>'));
  });

  it('encodes the slug as the web app does, and no slug can close the script element', () => {
    const address = '/superset/dashboard/%3C%2Fscript%3E%3Cb%3E/';
    const html = pageHtml(INDEX, MANIFEST, address);
    expect(earlyCalls(html, address)).toContain('/api/v1/dashboard/%3C%2Fscript%3E%3Cb%3E');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('other pages get the session calls only; the permalink page is not a dashboard address', () => {
    expect(earlyCalls(pageHtml(INDEX, MANIFEST, '/chart/list/'), '/chart/list/')).toHaveLength(3);
    const permalink = pageHtml(INDEX, MANIFEST, '/superset/dashboard/p/abc/');
    expect(earlyCalls(permalink, '/superset/dashboard/p/abc/')).toHaveLength(3);
    expect(permalink).not.toContain('modulepreload');
  });

  it('the login page makes no calls, an undecodable address the session calls only', () => {
    expect(earlyCalls(pageHtml(INDEX, MANIFEST, '/login/'), '/login/')).toEqual([]);
    expect(pageHtml(INDEX, MANIFEST, '/login/')).not.toContain('modulepreload');
    const undecodable = '/superset/dashboard/%E0%A4%A/';
    const html = pageHtml(INDEX, MANIFEST, undecodable);
    expect(earlyCalls(html, undecodable)).toHaveLength(3);
    expect(html).not.toContain('modulepreload');
  });

  it('has one inline script on every page, which the Content-Security-Policy allows by its hash', () => {
    const hash = createHash('sha256').update(EARLY_CALLS_SCRIPT).digest('base64');
    for (const address of ['/superset/dashboard/1/', '/chart/list/', '/sqllab/', '/login/']) {
      const scripts = [...pageHtml(INDEX, MANIFEST, address).matchAll(/<script>(.*?)<\/script>/g)];
      expect(scripts.map((match) => match[1])).toEqual([EARLY_CALLS_SCRIPT]);
    }
    expect(contentSecurityPolicy("'self'")).toContain(`script-src 'self' 'sha256-${hash}'`);
  });
});

describe('routeChunks', () => {
  it('answers nothing for a module the build does not know (a build without manifest)', () => {
    expect(routeChunks({}, 'src/dashboard/DashboardPage.tsx')).toEqual([]);
  });
});
