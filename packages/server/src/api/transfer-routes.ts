import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type AccessRule } from '../auth/access';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { ImportType } from '../transfer/importer';
import type { TransferService } from '../transfer/transfer-service';
import { idsQuerystringSchema, messageResponseSchema } from './route-schemas';

const TAGS = ['Import/export'];
/** Largest ZIP upload accepted (compressed). */
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** The typed endpoints: `/api/v1/<path>/` with the resource its permissions name. */
const TYPES: { type: Exclude<ImportType, 'assets'>; resource: string }[] = [
  { type: 'dashboard', resource: 'Dashboard' },
  { type: 'chart', resource: 'Chart' },
  { type: 'dataset', resource: 'Dataset' },
  { type: 'database', resource: 'Database' },
];

/** Export (`GET …/export/`) and import (`POST …/import/`) of dashboards, charts, datasets, databases and assets. */
export function registerTransferRoutes(
  app: FastifyInstance,
  { transfer }: Pick<AppContext, 'transfer'>,
): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    for (const { type, resource } of TYPES) {
      r.get(`/api/v1/${type}/export/`, {
        config: { access: access.can('can_read', resource) },
        schema: { tags: TAGS, summary: `Export ${type}s as a ZIP`, querystring: idsQuerystringSchema },
        handler: async (request, reply) => {
          const { zip, filename } = await transfer.export(request.principal, {
            kind: type,
            ids: request.query.q,
          });
          return sendZip(reply, zip, filename);
        },
      });
      registerImport(
        r,
        transfer,
        `/api/v1/${type}/import/`,
        type,
        'formData',
        access.can('can_write', resource),
      );
    }
    r.get('/api/v1/assets/export/', {
      config: { access: access.admin },
      schema: { tags: TAGS, summary: 'Export every asset as a ZIP' },
      handler: async (request, reply) => {
        const { zip, filename } = await transfer.export(request.principal, { kind: 'assets', ids: [] });
        return sendZip(reply, zip, filename);
      },
    });
    registerImport(r, transfer, '/api/v1/assets/import/', 'assets', 'bundle', access.admin);
  });
}

function registerImport(
  r: FastifyInstance,
  transfer: TransferService,
  url: string,
  type: ImportType,
  fileField: string,
  rule: AccessRule,
): void {
  r.post(url, {
    config: { access: rule },
    schema: {
      tags: TAGS,
      summary: `Import ${type === 'assets' ? 'assets' : `${type}s`} from a ZIP (multipart: ${fileField}, overwrite, passwords)`,
      consumes: ['multipart/form-data'],
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const form = await readForm(request, fileField);
      await transfer.import(request.principal, form.zip, {
        type,
        overwrite: form.overwrite,
        passwords: form.passwords,
      });
      return { message: 'OK' };
    },
  });
}

const passwordsSchema = z.record(z.string(), z.string());

/** The multipart fields of an import: the ZIP, `overwrite` and `passwords`. */
async function readForm(
  request: FastifyRequest,
  fileField: string,
): Promise<{ zip: Buffer; overwrite: boolean; passwords: Record<string, string> }> {
  if (!request.isMultipart())
    throw new AppError(
      'INVALID_PAYLOAD_FORMAT_ERROR',
      `Send a multipart/form-data body with the ZIP in '${fileField}'`,
    );
  let zip: Buffer | undefined;
  let overwrite = false;
  let passwords: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) zip = bytes;
      } else if (part.fieldname === 'overwrite') {
        overwrite = String(part.value) === 'true';
      } else if (part.fieldname === 'passwords') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(part.value));
        } catch {
          throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', { passwords: ['Not a valid JSON object'] });
        }
        const result = passwordsSchema.safeParse(parsed);
        if (!result.success)
          throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', {
            passwords: ['Must map file names to passwords'],
          });
        passwords = result.data;
      }
    }
  } catch (error) {
    // A body busboy cannot read (no boundary, cut short) is the caller's to fix, not a server fault.
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw new AppError(
      'INVALID_PAYLOAD_FORMAT_ERROR',
      `Send a multipart/form-data body with the ZIP in '${fileField}'`,
    );
  }
  if (!zip)
    throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', { [fileField]: ['Missing data for required field.'] });
  return { zip, overwrite, passwords };
}

function sendZip(reply: FastifyReply, zip: Buffer, filename: string) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(zip);
}
