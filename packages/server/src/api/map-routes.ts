import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';

/** `GET /api/v1/map/config/`: the basemap style URL maps draw under their layers (null: offline boundaries). */
export function registerMapRoutes(app: FastifyInstance, mapStyleUrl: () => string): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/map/config/', {
    // Public: a shared or embedded dashboard draws maps too, and the answer holds no secret.
    config: { access: access.public },
    schema: {
      tags: ['Maps'],
      summary: 'Map settings of this install',
      response: { 200: z.object({ result: z.object({ style_url: z.string().nullable() }) }) },
    },
    handler: async () => ({ result: { style_url: mapStyleUrl() === '' ? null : mapStyleUrl() } }),
  });
}
