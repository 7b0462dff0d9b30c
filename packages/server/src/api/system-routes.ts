import type { FastifyInstance } from 'fastify';
import { access } from '../auth/access';

/** Health check and the OpenAPI document. */
export function registerSystemRoutes(app: FastifyInstance): void {
  app.get('/health', {
    config: { access: access.public },
    schema: { hide: true },
    handler: async (_request, reply) => reply.type('text/plain').send('OK'),
  });
  app.get('/api/v1/_openapi', {
    config: { access: access.public },
    schema: { hide: true },
    handler: async () => app.swagger(),
  });
}
