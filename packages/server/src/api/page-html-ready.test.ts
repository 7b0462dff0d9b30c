import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageHtml, WEB_APP_NOT_READY_MESSAGE, WebAppNotReadyError } from './page-html';

const dirs: string[] = [];
function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-web-dist-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Issue 17: a first /login/ answered 500 once; a rebuild of the web app was emptying its folder meanwhile. */
describe('page HTML while the web app is being built', () => {
  it('says the web app is not ready (a 503, not a 500) before index.html exists', () => {
    const pageHtml = createPageHtml(webDist());
    expect(() => pageHtml('/login/')).toThrow(WebAppNotReadyError);
    expect(() => pageHtml('/login/')).toThrow(WEB_APP_NOT_READY_MESSAGE);
  });

  it('keeps serving the last good copy while a rebuild has removed or half written the files', () => {
    const dir = webDist();
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body>v1</body></html>');
    const pageHtml = createPageHtml(dir);
    expect(pageHtml('/login/')).toContain('v1');
    fs.rmSync(path.join(dir, 'index.html'));
    expect(pageHtml('/login/')).toContain('v1');
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body>v2</body></html>');
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"half');
    expect(pageHtml('/login/')).toContain('v1');
  });
});
