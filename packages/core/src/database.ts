import { z } from 'zod';
import { isJsonObjectText } from './json-text';

/** What replaces a password in every answer; sending it back keeps the stored password. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

/** Superset's uuid of the examples database, so its example exports find ours. */
export const EXAMPLES_DATABASE_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';

/** How a connection was entered in the connect modal. */
export const configurationMethodSchema = z.enum(['sqlalchemy_form', 'dynamic_form']);

/** The `extra` JSON text of a database: must parse as a JSON object. */
export const jsonObjectTextSchema = z.string().refine(isJsonObjectText, {
  message: 'Field cannot be decoded by JSON. Expecting a JSON object.',
});

const databaseFlags = {
  /** Shown in SQL Lab's database list. */
  expose_in_sqllab: z.boolean(),
  /** Runs SQL Lab queries asynchronously on workers. */
  allow_run_async: z.boolean(),
  /** Allows CREATE TABLE AS in SQL Lab. */
  allow_ctas: z.boolean(),
  /** Allows CREATE VIEW AS in SQL Lab. */
  allow_cvas: z.boolean(),
  /** Allows DML (INSERT, UPDATE, DELETE…) in SQL Lab; otherwise file databases open read-only. */
  allow_dml: z.boolean(),
  /** Allows CSV/columnar/Excel uploads into this database. */
  allow_file_upload: z.boolean(),
  /** Runs queries as the signed-in user where the engine supports it. */
  impersonate_user: z.boolean(),
};

/** Body of `POST /api/v1/database/`: a URI, or an engine with parameters. */
export const databaseCreateSchema = z.object({
  /** Unique display name. */
  database_name: z.string().trim().min(1, 'This field is required').max(250),
  /** SQLAlchemy-style URI, e.g. postgresql://user:pass@host:5432/db. */
  sqlalchemy_uri: z.string().trim().min(1).optional(),
  /** Engine key, with `parameters`, when the URI is not given. */
  engine: z.string().optional(),
  /** Connection parameters of the engine (host, port, username, password, database…). */
  parameters: z.record(z.string(), z.unknown()).optional(),
  /** How the form was filled. */
  configuration_method: configurationMethodSchema.default('sqlalchemy_form'),
  expose_in_sqllab: databaseFlags.expose_in_sqllab.default(true),
  allow_run_async: databaseFlags.allow_run_async.default(false),
  allow_ctas: databaseFlags.allow_ctas.default(false),
  allow_cvas: databaseFlags.allow_cvas.default(false),
  allow_dml: databaseFlags.allow_dml.default(false),
  allow_file_upload: databaseFlags.allow_file_upload.default(false),
  impersonate_user: databaseFlags.impersonate_user.default(false),
  /** JSON object text: engine_params, metadata_cache_timeout, schemas_allowed_for_file_upload… */
  extra: jsonObjectTextSchema.default('{}'),
  /** Seconds results stay cached; null uses the default. */
  cache_timeout: z.number().int().min(-1).nullable().default(null),
  /** Stable id across exports; generated when absent. */
  uuid: z.uuid().optional(),
});
export type DatabaseCreate = z.infer<typeof databaseCreateSchema>;

/** Body of `PUT /api/v1/database/{id}`: any subset; a masked password keeps the stored one. */
export const databaseUpdateSchema = z
  .object({
    database_name: databaseCreateSchema.shape.database_name,
    sqlalchemy_uri: z.string().trim().min(1),
    engine: z.string(),
    parameters: z.record(z.string(), z.unknown()),
    configuration_method: configurationMethodSchema,
    ...databaseFlags,
    extra: jsonObjectTextSchema,
    cache_timeout: z.number().int().min(-1).nullable(),
  })
  .partial();
export type DatabaseUpdate = z.infer<typeof databaseUpdateSchema>;

/** A database as the API answers it; the password is always masked. */
export const databaseSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  database_name: z.string(),
  /** Engine key, e.g. postgresql. */
  backend: z.string(),
  /** Engine display name, e.g. PostgreSQL. */
  engine_name: z.string(),
  /** URI with the password masked. */
  sqlalchemy_uri: z.string(),
  /** Parameters parsed from the URI, password masked. */
  parameters: z.record(z.string(), z.unknown()),
  configuration_method: configurationMethodSchema,
  ...databaseFlags,
  extra: z.string(),
  cache_timeout: z.number().int().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  /** Display name of who last changed it, or null. */
  changed_by_name: z.string().nullable(),
});
export type Database = z.infer<typeof databaseSchema>;

/** Body of `POST /api/v1/database/test_connection/`. */
export const testConnectionSchema = z.object({
  /** Name of a saved database whose password a masked URI should reuse. */
  database_name: z.string().optional(),
  sqlalchemy_uri: z.string().trim().min(1).optional(),
  engine: z.string().optional(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  extra: jsonObjectTextSchema.optional(),
  configuration_method: configurationMethodSchema.optional(),
});
export type TestConnection = z.infer<typeof testConnectionSchema>;

/** Body of `POST /api/v1/database/validate_parameters/`. */
export const validateParametersSchema = z.object({
  /** Engine key. */
  engine: z.string().min(1),
  /** Parameters to check. */
  parameters: z.record(z.string(), z.unknown()).default({}),
  configuration_method: configurationMethodSchema.default('dynamic_form'),
  database_name: z.string().optional(),
});

/** One error of validate_parameters, in Superset's shape. */
export const parameterErrorSchema = z.object({
  message: z.string(),
  error_type: z.string(),
  level: z.enum(['error', 'warning']),
  extra: z.record(z.string(), z.unknown()),
});

/** Messages of the database calls, verbatim from the spec. */
export const DATABASE_MESSAGES = {
  connectionOk: 'Connection looks good!',
  /** What a non-admin reads of any failed connection: the driver's text would tell open ports and files apart. */
  connectionFailed: 'Connection failed, please check your connection settings',
  requiredField: 'This is a required field',
} as const;
