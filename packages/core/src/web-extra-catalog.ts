import { z } from 'zod';
import { parameterErrorSchema } from './database';

/**
 * Answers of the database catalogue calls (available engines, schemas, tables, table metadata) and of
 * the related/distinct helpers, as the web app reads them. Written by the web app's author because core
 * had no schema for them yet; the lead may move them into database.ts / dataset.ts.
 */

/** JSON Schema of one connection parameter in `GET /api/v1/database/available/`. */
export const parameterPropertySchema = z.object({
  /** JSON Schema type: string, integer, number, boolean, object. */
  type: z.string().optional(),
  /** Help text under the field. */
  description: z.string().optional(),
  /** Default value. */
  default: z.unknown().optional(),
  /** JSON Schema format, e.g. password. */
  format: z.string().optional(),
  /** Allowed values, when the parameter is a choice. */
  enum: z.array(z.union([z.string(), z.number()])).optional(),
  /** Lowest allowed number. */
  minimum: z.number().optional(),
  /** Highest allowed number. */
  maximum: z.number().optional(),
  /** Display title. */
  title: z.string().optional(),
});
export type ParameterProperty = z.infer<typeof parameterPropertySchema>;

/** JSON Schema (an object) of an engine's connection parameters. */
export const parametersJsonSchema = z.object({
  /** The parameters, by name (host, port, username, password, database, …). */
  properties: z.record(z.string(), parameterPropertySchema).default({}),
  /** Names of the parameters that must be given. */
  required: z.array(z.string()).default([]),
});
export type ParametersJsonSchema = z.infer<typeof parametersJsonSchema>;

/** One engine of `GET /api/v1/database/available/`. */
export const availableEngineSchema = z.object({
  /** Engine key, e.g. postgresql. */
  engine: z.string(),
  /** Display name, e.g. PostgreSQL. */
  name: z.string(),
  /** Example URI shown in the URI field. */
  sqlalchemy_uri_placeholder: z.string().default(''),
  /** JSON Schema of the parameters form; absent when the engine only takes a URI. */
  parameters: parametersJsonSchema.optional(),
  /** Shown first, as a large card. */
  preferred: z.boolean().default(false),
});
export type AvailableEngine = z.infer<typeof availableEngineSchema>;

/** Answer of `GET /api/v1/database/available/`. */
export const availableEnginesResponseSchema = z.object({ databases: z.array(availableEngineSchema) });

/** Answer of test_connection, validate_parameters (200) and deletes: `{message}`. */
export const messageResponseSchema = z.object({ message: z.string() });

/** Answer 422 of `POST /api/v1/database/validate_parameters/`. */
export const validateParametersErrorsSchema = z.object({ errors: z.array(parameterErrorSchema) });
export type ParameterError = z.infer<typeof parameterErrorSchema>;

/** Answer of `GET /api/v1/database/{id}/schemas/`. */
export const schemaListResponseSchema = z.object({ result: z.array(z.string()) });

/** A table or view of `GET /api/v1/database/{id}/tables/`. */
export const tableOptionSchema = z.object({
  /** Table name. */
  value: z.string(),
  /** table or view. */
  type: z.string(),
});
export type TableOption = z.infer<typeof tableOptionSchema>;

/** Answer of `GET /api/v1/database/{id}/tables/`. */
export const tableListResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(tableOptionSchema),
});

/** A column of `GET /api/v1/database/{id}/table_metadata/`. */
export const tableMetadataColumnSchema = z.object({
  name: z.string(),
  /** Native type. */
  type: z.string(),
  /** Generic type (STRING, NUMERIC, TEMPORAL, BOOLEAN), null when unknown. */
  type_generic: z.string().nullable().default(null),
  nullable: z.boolean().default(true),
  is_dttm: z.boolean().default(false),
});

/** Answer of `GET /api/v1/database/{id}/table_metadata/`. */
export const tableMetadataSchema = z.object({
  name: z.string(),
  columns: z.array(tableMetadataColumnSchema),
  /** `SELECT * FROM … LIMIT 100` for the engine. */
  selectStar: z.string().optional(),
});
export type TableMetadata = z.infer<typeof tableMetadataSchema>;

/** One option of `/related/{column}` and `/distinct/{column}`. */
export const relatedOptionSchema = z.object({
  /** Id (related) or the value itself (distinct). */
  value: z.union([z.number(), z.string()]),
  /** Label to show. */
  text: z.string(),
});
export type RelatedOption = z.infer<typeof relatedOptionSchema>;

/** Answer of `/related/{column}` and `/distinct/{column}`. */
export const relatedResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(relatedOptionSchema),
});
