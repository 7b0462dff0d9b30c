import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { EARLY_CALLS_SCRIPT } from './page-html';

/** A built web app in miniature: index.html, the manifest, an entry and a dashboard chunk with .br/.gz copies. */
function fakeWebDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Meridian</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage-1.js' },
    }),
  );
  const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
  for (const name of ['index-1.js', 'DashboardPage-1.js']) {
    const file = path.join(dist, 'assets', name);
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  }
  return dist;
}

describe('the web app (GET /assets/*, page routes)', () => {
  let test: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fakeWebDist();
    test = await createTestApp(undefined, { config: { webDist } });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves hashed assets for good, compressed as the browser accepts', async () => {
    const brotli = await test.app.inject({
      url: '/assets/index-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('export const answer');

    const gzip = await test.app.inject({ url: '/assets/index-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await test.app.inject({ url: '/assets/index-1.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const answer');
  });

  it("a dashboard page starts its calls in the HTML and preloads the dashboard's code; it is never cached", async () => {
    const page = await test.app.inject({ url: '/superset/dashboard/sales/?standalone=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    // The one inline script starts the calls the address needs (page-html.test.ts runs it per address).
    expect(page.body).toContain(`<script>${EARLY_CALLS_SCRIPT}</script>`);
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/DashboardPage-1.js">');
    // The early calls run before the stylesheet, which would hold a classic script back.
    expect(page.body.indexOf('__meridianEarly')).toBeLessThan(page.body.indexOf('stylesheet'));
  });

  it('the login page is index.html as built with the inline script only; an unknown API path is a JSON 404', async () => {
    const login = await test.app.inject({ url: '/login/' });
    expect(login.body.replace(`<script>${EARLY_CALLS_SCRIPT}</script>\n    `, '')).toBe(
      fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    );
    const api = await test.app.inject({ url: '/api/v1/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json<{ message: string }>().message).toBe('Not found: GET /api/v1/nothing');
  });
});
