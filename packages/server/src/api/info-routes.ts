import { infoQuerystringSchema, infoResponseSchema } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, actionsOn } from '../auth/access';

/** API path segment -> permission resource, for the `_info` calls. */
export const INFO_RESOURCES: Record<string, string> = {
  chart: 'Chart',
  dashboard: 'Dashboard',
  dataset: 'Dataset',
  database: 'Database',
  saved_query: 'SavedQuery',
  report: 'ReportSchedule',
  annotation_layer: 'Annotation',
  'security/users': 'User',
  'security/roles': 'Role',
};

/** `GET /api/v1/{resource}/_info?q=(keys:!(permissions))`: the caller's actions on a resource. */
export function registerInfoRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [segment, resource] of Object.entries(INFO_RESOURCES)) {
    r.get(`/api/v1/${segment}/_info`, {
      config: { access: access.authenticated },
      schema: {
        tags: ['Permissions'],
        summary: `Your permissions on ${resource}`,
        querystring: infoQuerystringSchema,
        response: { 200: infoResponseSchema },
      },
      handler: async (request) => ({ permissions: actionsOn(request.principal, resource) }),
    });
  }
}
