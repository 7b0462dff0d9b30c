import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { access } from '../auth/access';
import { createPageHtml, WEB_APP_NOT_READY_MESSAGE, WebAppNotReadyError } from './page-html';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Serves the built web app: hashed assets with long caching, and index.html for every page route. */
export async function registerWebRoutes(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (webDist === '' || !fs.existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: run `npm run build`; only the API is served');
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: notFoundMessage(request.method, request.url) }),
    );
    return;
  }
  // The build writes .br and .gz copies of its scripts and stylesheets (packages/web/build/precompress.ts).
  await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
  app.get('/assets/*', {
    config: { access: access.public },
    schema: { hide: true },
    handler: async (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      // Asset names carry a hash of their content: a browser may keep them for good.
      return reply.sendFile(path.join('assets', file), { maxAge: ONE_YEAR_MS, immutable: true });
    },
  });
  const pageHtml = createPageHtml(webDist);
  const rootFiles = new Set(
    fs.readdirSync(webDist).filter((name) => fs.statSync(path.join(webDist, name)).isFile()),
  );
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/');
    if (!isPage) return reply.status(404).send({ message: notFoundMessage(request.method, request.url) });
    const rootFile = pathname.slice(1);
    if (rootFiles.has(rootFile) && rootFile !== 'index.html') return reply.sendFile(rootFile);
    // The single-page app routes everything else itself, including its own 404 page.
    let html: string;
    try {
      html = pageHtml(pathname);
    } catch (error) {
      if (!(error instanceof WebAppNotReadyError)) throw error;
      return reply.status(503).header('retry-after', '2').send({ message: WEB_APP_NOT_READY_MESSAGE });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

function notFoundMessage(method: string, url: string): string {
  return `Not found: ${method} ${url.split('?')[0] ?? url}`;
}
