import type { EngineSpec } from '../base/engine-spec';
import {
  buildNetworkUri,
  networkParametersSchema,
  parseNetworkUri,
  validateNetworkParameters,
} from '../base/parameters';
import { createTypeMapper } from '../base/sql';
import { postgresDialect } from './dialect';
import { connectPostgres } from './driver';

/** Native PostgreSQL types (format_type names and result OID names) to generic types, first match wins. */
export const postgresTypeMapper = createTypeMapper([
  [/\[\]$|^_/, null],
  [/^bool/i, 'BOOLEAN'],
  [/^interval/i, null],
  [/^(timestamp|date|time)/i, 'TEMPORAL'],
  [
    /^(smallint|integer|bigint|int[248]?|numeric|decimal|real|double precision|float[48]?|money|(small|big)?serial|oid)\b/i,
    'NUMERIC',
  ],
  [/^(character|char|varchar|bpchar|text|citext|name|uuid|jsonb?|xml|inet|cidr|macaddr)\b/i, 'STRING'],
]);

/** PostgreSQL (also what Superset calls `postgresql+psycopg2`). */
export const postgresSpec: EngineSpec = {
  engine: 'postgresql',
  engineName: 'PostgreSQL',
  uriSchemes: ['postgresql', 'postgres', 'postgresql+psycopg2', 'postgresql+psycopg', 'postgresql+pg8000'],
  preferred: true,
  sqlalchemyUriPlaceholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
  parametersSchema: networkParametersSchema,
  buildUri: (parameters) => buildNetworkUri('postgresql', parameters),
  parseUri: parseNetworkUri,
  validateParameters: validateNetworkParameters,
  dialect: postgresDialect,
  typeMapper: postgresTypeMapper,
  connect: async (target) => connectPostgres(target, postgresTypeMapper),
};
