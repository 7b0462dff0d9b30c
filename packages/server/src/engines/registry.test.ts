import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createEngineRegistry, DEFAULT_ENGINE_SPECS, engineForUri } from './registry';
import { sqliteSpec } from './sqlite/spec';

/** The detail of the AppError a call throws. */
function detailOf(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error instanceof AppError ? error.detail : error;
  }
  return undefined;
}

describe('the engine registry', () => {
  it.each([
    ['postgresql://u@h/d', 'postgresql'],
    ['postgres://u@h/d', 'postgresql'],
    ['postgresql+psycopg2://u@h/d', 'postgresql'],
    ['postgresql+asyncpg://u@h/d', 'postgresql'],
    ['mysql://u@h/d', 'mysql'],
    ['mysql+mysqldb://u@h/d', 'mysql'],
    ['mysql+pymysql://u@h/d', 'mysql'],
    ['mariadb://u@h/d', 'mysql'],
    ['sqlite:////tmp/x.db', 'sqlite'],
    ['duckdb:////tmp/x.duckdb', 'duckdb'],
    ['DuckDB:///:memory:', 'duckdb'],
  ])('finds the engine of %s', (uri, engine) => {
    expect(engineForUri(uri).engine).toBe(engine);
  });

  it('names an unknown engine and lists the supported ones', () => {
    const find = () => engineForUri('oracle+cx_oracle://u:p@h/d');
    expect(find).toThrow(AppError);
    expect(detailOf(find)).toEqual({
      sqlalchemy_uri: [
        'Unknown database engine "oracle"; supported engines: postgresql, mysql, sqlite, duckdb',
      ],
    });
  });

  it('builds registries of any list of specs', () => {
    const registry = createEngineRegistry([sqliteSpec]);
    expect(registry.get('sqlite')).toBe(sqliteSpec);
    expect(registry.get('postgresql')).toBeUndefined();
    expect(detailOf(() => registry.forUri('postgresql://h/d'))).toEqual({
      sqlalchemy_uri: ['Unknown database engine "postgresql"; supported engines: sqlite'],
    });
  });

  it('has one spec per engine key and scheme', () => {
    const engines = DEFAULT_ENGINE_SPECS.map((spec) => spec.engine);
    expect(new Set(engines).size).toBe(engines.length);
    const schemes = DEFAULT_ENGINE_SPECS.flatMap((spec) => spec.uriSchemes);
    expect(new Set(schemes).size).toBe(schemes.length);
  });

  it('round-trips each spec between parameters and URIs', () => {
    for (const spec of DEFAULT_ENGINE_SPECS) {
      const isFile = spec.engine === 'sqlite' || spec.engine === 'duckdb';
      const uri = isFile ? `${spec.engine}:////data/x.db` : `${spec.engine}://user:p%40ss@host:1234/db`;
      expect(spec.buildUri(spec.parseUri(uri))).toBe(uri);
      expect(spec.validateParameters(spec.parseUri(uri))).toEqual([]);
    }
  });
});
