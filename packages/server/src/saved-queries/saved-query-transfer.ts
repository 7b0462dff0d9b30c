import crypto from 'node:crypto';
import JSZip from 'jszip';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { AppError } from '../errors';
import type { DatabaseRow } from '../store/databases-repo';
import type { SavedQueriesRepo, SavedQueryRow } from '../store/saved-queries-repo';
import { exportStamp, secureFilename } from '../transfer/exporter';
import { readBundle } from '../transfer/zip-reader';

/** Version of Superset's v1 export format. */
const EXPORT_VERSION = '1.0.0';

/** A saved query's YAML in an export (Superset's v1 format; template parameters are not exported). */
const savedQueryYamlSchema = z.object({
  catalog: z.string().nullable().optional(),
  schema: z.string().nullable().optional(),
  label: z.string().min(1).max(256),
  description: z.string().nullable().optional(),
  sql: z.string().min(1),
  uuid: z.uuid(),
  version: z.string(),
  database_uuid: z.uuid(),
});

/** The database fields an export carries beside its saved queries. */
function databaseYaml(row: DatabaseRow, maskedUri: string): Record<string, unknown> {
  let extra: unknown = {};
  try {
    extra = JSON.parse(row.extra);
  } catch {
    extra = {};
  }
  return {
    database_name: row.database_name,
    sqlalchemy_uri: maskedUri,
    cache_timeout: row.cache_timeout,
    expose_in_sqllab: Boolean(row.expose_in_sqllab),
    allow_run_async: Boolean(row.allow_run_async),
    allow_ctas: Boolean(row.allow_ctas),
    allow_cvas: Boolean(row.allow_cvas),
    allow_dml: Boolean(row.allow_dml),
    allow_file_upload: Boolean(row.allow_file_upload),
    extra,
    uuid: row.uuid,
    version: EXPORT_VERSION,
  };
}

/** Builds Superset's saved-query export ZIP: metadata, one YAML per query, one per database. */
export async function exportSavedQueries(options: {
  rows: readonly SavedQueryRow[];
  databases: readonly DatabaseRow[];
  maskedUriOf: (row: DatabaseRow) => string;
  now: Date;
}): Promise<{ zip: Buffer; filename: string }> {
  const stamp = exportStamp(options.now);
  const root = `saved_query_export_${stamp}`;
  const zip = new JSZip();
  zip.file(
    `${root}/metadata.yaml`,
    stringify({ version: EXPORT_VERSION, type: 'SavedQuery', timestamp: options.now.toISOString() }),
  );
  const byId = new Map(options.databases.map((db) => [db.id, db]));
  for (const row of options.rows) {
    const database = byId.get(row.db_id);
    if (!database) continue;
    const dbName = secureFilename(database.database_name) || database.uuid;
    const folder = row.schema ? `${dbName}/${secureFilename(row.schema) || 'schema'}` : dbName;
    const name = secureFilename(row.label) || row.uuid;
    zip.file(
      `${root}/queries/${folder}/${name}.yaml`,
      stringify({
        catalog: row.catalog,
        schema: row.schema,
        label: row.label,
        description: row.description,
        sql: row.sql,
        uuid: row.uuid,
        version: EXPORT_VERSION,
        database_uuid: database.uuid,
      }),
    );
    zip.file(
      `${root}/databases/${dbName}.yaml`,
      stringify(databaseYaml(database, options.maskedUriOf(database))),
    );
  }
  return {
    zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    filename: `${root}.zip`,
  };
}

/** Imports the saved queries of a v1 ZIP for a user: existing uuids are kept unless `overwrite`; databases must exist. */
export async function importSavedQueries(options: {
  zip: Buffer;
  overwrite: boolean;
  userId: number;
  repo: SavedQueriesRepo;
  databaseByUuid: (uuid: string) => Promise<{ id: number } | undefined>;
  now: Date;
}): Promise<number> {
  const files = await readBundle(options.zip);
  const metadata = files.get('metadata.yaml');
  if (!metadata || (parse(metadata) as { type?: unknown } | null)?.type !== 'SavedQuery') {
    throw new AppError('UNPROCESSABLE', 'Not a saved query export: metadata.yaml must say type: SavedQuery');
  }
  let imported = 0;
  for (const [path, text] of files) {
    if (!path.startsWith('queries/')) continue;
    const parsed = savedQueryYamlSchema.safeParse(parse(text));
    if (!parsed.success)
      throw new AppError('UNPROCESSABLE', {
        [path]: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      });
    const query = parsed.data;
    const database = await options.databaseByUuid(query.database_uuid);
    if (!database)
      throw new AppError('UNPROCESSABLE', {
        [path]: [`Database ${query.database_uuid} does not exist: import or connect it first`],
      });
    const existing = await options.repo.byUuid(query.uuid);
    const at = options.now.toISOString();
    const fields = {
      db_id: database.id,
      catalog: query.catalog ?? null,
      schema: query.schema ?? null,
      label: query.label,
      description: query.description ?? null,
      sql: query.sql,
      changed_on: at,
      changed_by_fk: options.userId,
    };
    if (existing && existing.user_id !== options.userId) {
      throw new AppError('UNPROCESSABLE', {
        [path]: ['A saved query with this uuid belongs to another user'],
      });
    }
    if (existing && !options.overwrite) continue;
    if (existing) await options.repo.update(existing.id, fields);
    else
      await options.repo.create({
        ...fields,
        uuid: query.uuid ?? crypto.randomUUID(),
        user_id: options.userId,
        template_parameters: null,
        extra_json: null,
        rows: null,
        last_run: null,
        created_on: at,
        created_by_fk: options.userId,
      });
    imported += 1;
  }
  return imported;
}
