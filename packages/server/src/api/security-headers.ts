import type { FastifyInstance } from 'fastify';
import { EARLY_CALLS_SCRIPT_SOURCE } from './page-html';

/**
 * The Content-Security-Policy of every answer: scripts, frames and plugins only from Meridian itself (and the
 * pages' one inline script, by its hash: it starts their first API calls while the code loads); inline styles
 * (antd's CSS-in-JS) and images/tiles/map styles from anywhere over HTTPS; `frame-ancestors` from the config, so
 * embedding is an operator's choice.
 */
export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_CALLS_SCRIPT_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss: https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Adds the hardening headers to every answer (API, web app, static files). */
export function registerSecurityHeaders(app: FastifyInstance, frameAncestors: string): void {
  const csp = contentSecurityPolicy(frameAncestors);
  // X-Frame-Options cannot list origins: it is sent only when embedding is limited to Meridian itself.
  const frameOptions = frameAncestors.trim() === "'self'" ? 'SAMEORIGIN' : undefined;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (frameOptions) reply.header('x-frame-options', frameOptions);
    return payload;
  });
}
