import crypto from 'node:crypto';
import {
  SQLLAB_STASH_TTL_MINUTES,
  datasetIdOfKey,
  sqlLabFormDataSchema,
  sqlLabStashResponseSchema,
  type SqlLabFormData,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type Principal } from '../auth/access';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { visibleDataset } from './datasets-routes';

const TAGS = ['SQL Lab'];
/** key_value resource of the forms "View in SQL Lab" posts. */
export const SQLLAB_STASH_RESOURCE = 'sqllab_form';
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
export function registerSqlLabRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sqlLab = access.can('can_sqllab', 'Superset');

  // An HTML form post: only this scope parses form bodies.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
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
        await visibleDataset(ctx, request.principal, datasetIdOfKey(form.datasourceKey));
        const key = await stash(ctx, request.principal, form);
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
    handler: async (request) => ({ result: await readStash(ctx, request.principal, request.params.key) }),
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

async function stash(ctx: AppContext, principal: Principal, form: SqlLabFormData): Promise<string> {
  const key = crypto.randomBytes(12).toString('base64url');
  const now = new Date();
  // Expired forms are cleared as new ones come, so the table holds only the last hour's.
  await ctx.store.db
    .deleteFrom('key_value')
    .where('resource', '=', SQLLAB_STASH_RESOURCE)
    .where('expires_on', '<', now.toISOString())
    .execute();
  await ctx.store.db
    .insertInto('key_value')
    .values({
      resource: SQLLAB_STASH_RESOURCE,
      uuid: key,
      value: JSON.stringify(form),
      created_on: now.toISOString(),
      created_by_fk: principal.kind === 'user' ? principal.userId : null,
      expires_on: new Date(now.getTime() + SQLLAB_STASH_TTL_MINUTES * 60_000).toISOString(),
    })
    .execute();
  return key;
}

/** The stashed form; 404 when unknown, expired, another user's, or its dataset is no longer visible. */
async function readStash(ctx: AppContext, principal: Principal, key: string): Promise<SqlLabFormData> {
  const row = await ctx.store.db
    .selectFrom('key_value')
    .select(['value', 'created_by_fk', 'expires_on'])
    .where('resource', '=', SQLLAB_STASH_RESOURCE)
    .where('uuid', '=', key)
    .executeTakeFirst();
  const userId = principal.kind === 'user' ? principal.userId : null;
  const isLive =
    row?.expires_on !== null && row?.expires_on !== undefined && row.expires_on > new Date().toISOString();
  if (!row || !isLive || row.created_by_fk !== userId) throw notFound('SQL Lab form');
  const form = sqlLabFormDataSchema.parse(JSON.parse(row.value));
  await visibleDataset(ctx, principal, datasetIdOfKey(form.datasourceKey));
  return form;
}
