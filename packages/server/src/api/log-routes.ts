import { recentActivityQuerySchema, recentActivityResponseSchema } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';

const TAGS = ['Log'];

/** The activity log's read call: the home page's recently viewed dashboards and charts. */
export function registerLogRoutes(app: FastifyInstance, { activity }: Pick<AppContext, 'activity'>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/log/recent_activity/', {
    config: { access: access.authenticated },
    schema: {
      tags: TAGS,
      summary:
        'Your recently viewed dashboards and charts, newest first (rison q: page, page_size, distinct)',
      querystring: z.object({ q: recentActivityQuerySchema.optional() }),
      response: { 200: recentActivityResponseSchema },
    },
    handler: async (request) => {
      const query = request.query.q ?? recentActivityQuerySchema.parse({});
      return { result: await activity.recentActivity(request.principal, query) };
    },
  });
}
