import type { EngineSpec } from '../base/engine-spec';
import { buildFileUri, fileParametersSchema, parseFileUri, validateFileParameters } from '../base/parameters';
import { createTypeMapper } from '../base/sql';
import { duckdbDialect } from './dialect';
import { connectDuckDb } from './driver';

/** Native DuckDB types to generic types, first match wins. */
export const duckdbTypeMapper = createTypeMapper([
  [/\[\d*\]$|^(STRUCT|MAP|UNION|LIST)\b/i, null],
  [/^(BOOL|BOOLEAN|LOGICAL)\b/i, 'BOOLEAN'],
  [/^INTERVAL\b/i, null],
  [/^(DATE|TIME|TIMESTAMP|TIMESTAMPTZ|DATETIME)/i, 'TEMPORAL'],
  [
    /^(U?TINYINT|U?SMALLINT|U?INTEGER|U?BIGINT|U?HUGEINT|INT\d*|INTEGER|DECIMAL|NUMERIC|DOUBLE|FLOAT\d*|REAL|BIGNUM|VARINT)\b/i,
    'NUMERIC',
  ],
  [/^(VARCHAR|CHAR|BPCHAR|TEXT|STRING|UUID|ENUM|JSON)\b/i, 'STRING'],
]);

/** DuckDB files (and `:memory:`), opened read-only unless DML is allowed. */
export const duckdbSpec: EngineSpec = {
  engine: 'duckdb',
  engineName: 'DuckDB',
  uriSchemes: ['duckdb'],
  preferred: true,
  sqlalchemyUriPlaceholder: 'duckdb:////absolute/path/to/file.duckdb',
  parametersSchema: fileParametersSchema,
  buildUri: (parameters) => buildFileUri('duckdb', parameters),
  parseUri: parseFileUri,
  validateParameters: validateFileParameters,
  dialect: duckdbDialect,
  typeMapper: duckdbTypeMapper,
  connect: async (target) => connectDuckDb(target, duckdbTypeMapper),
};
