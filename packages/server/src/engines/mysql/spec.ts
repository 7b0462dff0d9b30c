import type { EngineSpec } from '../base/engine-spec';
import {
  buildNetworkUri,
  networkParametersSchema,
  parseNetworkUri,
  validateNetworkParameters,
} from '../base/parameters';
import { createTypeMapper } from '../base/sql';
import { mysqlDialect } from './dialect';
import { connectMysql } from './driver';

/** Native MySQL / MariaDB types to generic types, first match wins (TINYINT(1) is MySQL's boolean). */
export const mysqlTypeMapper = createTypeMapper([
  [/^tinyint\(1\)(?!\w)|^bool(ean)?\b/i, 'BOOLEAN'],
  [/^(datetime|timestamp|date|time)\b/i, 'TEMPORAL'],
  [
    /^(tinyint|smallint|mediumint|int|integer|bigint|decimal|dec|numeric|fixed|float|double|real|year|bit)\b/i,
    'NUMERIC',
  ],
  [/^(char|varchar|tinytext|text|mediumtext|longtext|enum|set|json|uuid|inet[46])\b/i, 'STRING'],
]);

/** MySQL and MariaDB (Superset's `mysql+mysqldb`, `mysql+pymysql`, `mariadb` URIs). */
export const mysqlSpec: EngineSpec = {
  engine: 'mysql',
  engineName: 'MySQL',
  uriSchemes: [
    'mysql',
    'mysql+mysqldb',
    'mysql+pymysql',
    'mysql+mysqlconnector',
    'mariadb',
    'mariadb+mariadbconnector',
  ],
  preferred: false,
  sqlalchemyUriPlaceholder: 'mysql://user:password@host:port/dbname[?key=value&key=value...]',
  parametersSchema: networkParametersSchema,
  buildUri: (parameters) => buildNetworkUri('mysql', parameters),
  parseUri: parseNetworkUri,
  validateParameters: validateNetworkParameters,
  dialect: mysqlDialect,
  typeMapper: mysqlTypeMapper,
  connect: async (target) => connectMysql(target, mysqlTypeMapper),
};
