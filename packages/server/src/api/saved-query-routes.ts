import fastifyMultipart from '@fastify/multipart';
import { savedQueryCreateSchema, savedQuerySchema, savedQueryUpdateSchema } from '@meridian/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type Principal } from '../auth/access';
import { canSeeDatabase, dataAccessOf } from '../auth/data-access';
import type { AppContext } from '../context';
import { maskedUri } from '../databases/uri-password';
import { AppError } from '../errors';
import type { SavedQueryCaller } from '../saved-queries/saved-query-service';
import { exportSavedQueries, importSavedQueries } from '../saved-queries/saved-query-transfer';
import { registerCrudRoutes } from './crud';
import { messageResponseSchema } from './route-schemas';

const TAGS = ['Saved Queries'];
const BASE = '/api/v1/saved_query/';
/** Largest import upload. */
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const idsQuerystringSchema = z.object({ q: z.array(z.number().int().positive()).min(1).max(1000) });

/** The saved-query caller of a request. */
function callerOf(principal: Principal): SavedQueryCaller {
  if (principal.kind !== 'user') throw new AppError('NOT_AUTHENTICATED', 'Sign in to use saved queries');
  return { userId: principal.userId, access: dataAccessOf(principal) };
}

/** Saved queries (Superset's /api/v1/saved_query): CRUD, rison lists, bulk delete, v1 export and import. */
export function registerSavedQueryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = ctx.sqlLab.savedQueries;
  registerCrudRoutes(app, {
    base: BASE,
    tags: TAGS,
    permissionView: 'SavedQuery',
    item: savedQuerySchema,
    createBody: savedQueryCreateSchema,
    updateBody: savedQueryUpdateSchema,
    idsQuerystring: idsQuerystringSchema,
    summaries: {
      list: 'List your saved queries',
      get: 'One saved query',
      create: 'Save a query',
      update: 'Edit a saved query',
      delete: 'Delete a saved query',
      bulkDelete: 'Delete saved queries: q=!(ids)',
    },
    callerOf,
    service,
    deletedMessage: (n) => `Deleted ${n} saved quer${n === 1 ? 'y' : 'ies'}`,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'SavedQuery');

  r.get(`${BASE}distinct/:column`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Distinct schemas or catalogs of your saved queries',
      params: z.object({ column: z.enum(['schema', 'catalog']) }),
      response: {
        200: z.object({
          count: z.number().int(),
          result: z.array(z.object({ value: z.string(), text: z.string() })),
        }),
      },
    },
    handler: async (request) => {
      const values = await service.distinct(callerOf(request.principal), request.params.column);
      return { count: values.length, result: values.map((value) => ({ value, text: value })) };
    },
  });

  r.get(`${BASE}export/`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: "Export saved queries in Superset's v1 ZIP format",
      querystring: idsQuerystringSchema,
    },
    handler: async (request, reply) => {
      const rows = await service.ownedRows(callerOf(request.principal), request.query.q);
      const databases = await ctx.repos.databases.byIds([...new Set(rows.map((row) => row.db_id))]);
      const { zip, filename } = await exportSavedQueries({
        rows,
        databases,
        maskedUriOf: (db) => maskedUri(db.sqlalchemy_uri, db.password_encrypted !== null),
        now: new Date(),
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename=${filename}`)
        .send(zip);
    },
  });

  registerImport(app, ctx);
}

/** `POST /api/v1/saved_query/import/`: multipart `formData` (the ZIP) and `overwrite`. */
function registerImport(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    scope.withTypeProvider<ZodTypeProvider>().post(`${BASE}import/`, {
      config: { access: access.can('can_write', 'SavedQuery') },
      schema: {
        tags: TAGS,
        summary: 'Import saved queries from a v1 ZIP (multipart: formData, overwrite)',
        consumes: ['multipart/form-data'],
        response: { 200: messageResponseSchema },
      },
      handler: async (request) => {
        const caller = callerOf(request.principal);
        const form = await readImportForm(request);
        await importSavedQueries({
          zip: form.zip,
          overwrite: form.overwrite,
          userId: caller.userId,
          repo: ctx.repos.savedQueries,
          databaseByUuid: async (uuid) => {
            const database = await ctx.repos.databases.byUuid(uuid);
            return database && canSeeDatabase(caller.access, database.id) ? database : undefined;
          },
          now: new Date(),
        });
        return { message: 'OK' };
      },
    });
  });
}

async function readImportForm(request: FastifyRequest): Promise<{ zip: Buffer; overwrite: boolean }> {
  if (!request.isMultipart())
    throw new AppError(
      'INVALID_PAYLOAD_FORMAT_ERROR',
      "Send a multipart/form-data body with the ZIP in 'formData'",
    );
  let zip: Buffer | undefined;
  let overwrite = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'formData') zip = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
      else if (part.fieldname === 'overwrite') overwrite = String(part.value) === 'true';
    }
  } catch (error) {
    // A body busboy cannot read (no boundary, cut short) is the caller's to fix (found by the route fuzzer).
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status >= 400 && status < 500)) throw error;
    throw new AppError(
      'INVALID_PAYLOAD_FORMAT_ERROR',
      "Send a multipart/form-data body with the ZIP in 'formData'",
    );
  }
  if (!zip)
    throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', { formData: ['Missing data for required field.'] });
  return { zip, overwrite };
}
