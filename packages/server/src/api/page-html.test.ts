import { describe, expect, it } from 'vitest';
import { pageHtml, routeChunks } from './page-html';

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

/** The paths the inline script of a page fetches early. */
function earlyCalls(html: string): string[] {
  const list = html.match(/<script>window\.__meridianEarly=\{\};(\[.*?\])\.forEach/)?.[1];
  return list === undefined ? [] : (JSON.parse(list) as string[]);
}

describe('pageHtml', () => {
  it("starts a dashboard's three calls and the session calls, and preloads the page's own chunks", () => {
    const html = pageHtml(INDEX, MANIFEST, '/superset/dashboard/world_health/');
    expect(earlyCalls(html)).toEqual([
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
    const html = pageHtml(INDEX, MANIFEST, '/superset/dashboard/%3C%2Fscript%3E%3Cb%3E/');
    expect(earlyCalls(html)).toContain('/api/v1/dashboard/%3C%2Fscript%3E%3Cb%3E');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('other pages get the session calls only; the permalink page is not a dashboard address', () => {
    expect(earlyCalls(pageHtml(INDEX, MANIFEST, '/chart/list/'))).toHaveLength(3);
    const permalink = pageHtml(INDEX, MANIFEST, '/superset/dashboard/p/abc/');
    expect(earlyCalls(permalink)).toHaveLength(3);
    expect(permalink).not.toContain('modulepreload');
  });

  it('the login page and an undecodable address get index.html or the session calls unchanged', () => {
    expect(pageHtml(INDEX, MANIFEST, '/login/')).toBe(INDEX);
    expect(earlyCalls(pageHtml(INDEX, MANIFEST, '/superset/dashboard/%E0%A4%A/'))).toHaveLength(3);
  });
});

describe('routeChunks', () => {
  it('answers nothing for a module the build does not know (a build without manifest)', () => {
    expect(routeChunks({}, 'src/dashboard/DashboardPage.tsx')).toEqual([]);
  });
});
