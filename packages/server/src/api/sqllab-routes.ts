import { sqlLabFormDataSchema, sqlLabStashResponseSchema, type SqlLabFormData } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { acceptFormBodies } from './replies';

const TAGS = ['SQL Lab'];
/** The web page SQL Lab opens on. */
const SQLLAB_PAGE = '/sqllab/';

const formBodySchema = z.object({
  /** JSON text of the form data: `{datasourceKey, sql}`. */
  form_data: z.string(),
  /** The session's CSRF token, as Superset's hidden form input sends it. */
  csrf_token: z.string().optional(),
});

/**
 * "View in SQL Lab" (spec §7): explore posts an HTML form to /superset/sqllab/; the form data is kept for a short
 * while under a random key, and the browser is sent on to the SQL Lab page, which reads it back.
 */
export function registerSqlLabRoutes(app: FastifyInstance, { keyValue }: Pick<AppContext, 'keyValue'>): void {
  const sqlLab = access.can('can_sqllab', 'Superset');

  // An HTML form post: only this scope parses form bodies.
  void app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.withTypeProvider<ZodTypeProvider>().post('/superset/sqllab/', {
      config: { access: sqlLab, csrfFormField: 'csrf_token' },
      schema: {
        tags: TAGS,
        summary: 'Legacy: open SQL Lab on a dataset with some SQL (an HTML form post of form_data)',
        body: formBodySchema,
        response: { 303: z.null().describe('Redirect to the SQL Lab page') },
      },
      handler: async (request, reply) => {
        const form = parseFormData(request.body.form_data);
        const key = await keyValue.stashSqlLabForm(request.principal, form);
        const query = new URLSearchParams({ datasourceKey: form.datasourceKey, stash: key });
        return reply.redirect(`${SQLLAB_PAGE}?${query.toString()}`, 303);
      },
    });
  });

  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/sqllab/stash/:key', {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'The form data a "View in SQL Lab" post left, for the user who posted it',
      params: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'Not a stash key') }),
      response: { 200: sqlLabStashResponseSchema },
    },
    handler: async (request) => ({
      result: await keyValue.sqlLabForm(request.principal, request.params.key),
    }),
  });
}

function parseFormData(text: string): SqlLabFormData {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', 'form_data is not JSON');
  }
  const parsed = sqlLabFormDataSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `Invalid form_data: ${problems.join('; ')}`);
  }
  return parsed.data;
}
