import type { EngineSpec } from '../base/engine-spec';
import { buildFileUri, fileParametersSchema, parseFileUri, validateFileParameters } from '../base/parameters';
import { createTypeMapper } from '../base/sql';
import { sqliteDialect } from './dialect';
import { connectSqlite } from './driver';

/**
 * Declared SQLite types to generic types: booleans and date/time names first (SQLite has no such types, but
 * declared names say what the text or numbers mean), then SQLite's affinity rules (INT, CHAR/CLOB/TEXT,
 * REAL/FLOA/DOUB, BLOB or none, else NUMERIC).
 */
export const sqliteTypeMapper = createTypeMapper([
  [/^$/, null],
  [/BOOL/i, 'BOOLEAN'],
  [/DATE|TIME/i, 'TEMPORAL'],
  [/INT/i, 'NUMERIC'],
  [/CHAR|CLOB|TEXT/i, 'STRING'],
  [/BLOB/i, null],
  [/REAL|FLOA|DOUB/i, 'NUMERIC'],
  [/NULL/i, null],
  [/./, 'NUMERIC'],
]);

/** SQLite files (and `:memory:`), through libsql. */
export const sqliteSpec: EngineSpec = {
  engine: 'sqlite',
  engineName: 'SQLite',
  uriSchemes: ['sqlite', 'sqlite+pysqlite'],
  preferred: false,
  sqlalchemyUriPlaceholder: 'sqlite:////absolute/path/to/file.db',
  parametersSchema: fileParametersSchema,
  buildUri: (parameters) => buildFileUri('sqlite', parameters),
  parseUri: parseFileUri,
  validateParameters: validateFileParameters,
  dialect: sqliteDialect,
  typeMapper: sqliteTypeMapper,
  connect: async (target) => connectSqlite(target, sqliteTypeMapper),
};
