import { AppError } from '../errors';
import type { EngineSpec } from './base/engine-spec';
import { backendOf, uriScheme } from './base/uri';
import { duckdbSpec } from './duckdb/spec';
import { mysqlSpec } from './mysql/spec';
import { postgresSpec } from './postgres/spec';
import { sqliteSpec } from './sqlite/spec';

/** The engines Meridian ships, in the order the connect form lists them. */
export const DEFAULT_ENGINE_SPECS: readonly EngineSpec[] = [postgresSpec, mysqlSpec, sqliteSpec, duckdbSpec];

/** The engine of the example database Meridian generates on first start (a local file). */
export const EXAMPLES_ENGINE: EngineSpec = duckdbSpec;

/** Engine specs looked up by engine key or URI scheme: the one place that maps names to engines. */
export interface EngineRegistry {
  /** Every spec, in registration order. */
  readonly specs: readonly EngineSpec[];
  /** The spec of an engine key (`postgresql`), or undefined. */
  get(engine: string): EngineSpec | undefined;
  /** The spec of an engine key; 422 naming the supported ones when unknown. */
  byEngine(engine: string): EngineSpec;
  /** The spec a URI's scheme names (`postgresql+psycopg2://…` -> PostgreSQL); 422 when none does. */
  forUri(uri: string): EngineSpec;
}

/** The 422 of an engine no spec accepts, on `sqlalchemy_uri`, listing the supported engines. */
function unknownEngine(name: string, specs: readonly EngineSpec[]): AppError {
  const supported = specs.map((spec) => spec.engine).join(', ');
  return new AppError('UNPROCESSABLE', {
    sqlalchemy_uri: [`Unknown database engine "${name}"; supported engines: ${supported}`],
  });
}

/** Builds a registry from a list of specs (tests build their own). */
export function createEngineRegistry(specs: readonly EngineSpec[]): EngineRegistry {
  const bySchemes = new Map<string, EngineSpec>();
  for (const spec of specs) for (const scheme of spec.uriSchemes) bySchemes.set(scheme.toLowerCase(), spec);
  const get = (engine: string) => specs.find((spec) => spec.engine === engine);
  return {
    specs,
    get,
    byEngine: (engine) => {
      const spec = get(engine);
      if (!spec) throw unknownEngine(engine, specs);
      return spec;
    },
    forUri: (uri) => {
      const scheme = uriScheme(uri);
      if (!scheme)
        throw new AppError('UNPROCESSABLE', {
          sqlalchemy_uri: ['Invalid connection string: expected engine://…'],
        });
      const spec = bySchemes.get(scheme) ?? bySchemes.get(backendOf(scheme));
      if (!spec) throw unknownEngine(backendOf(scheme), specs);
      return spec;
    },
  };
}

/** The registry of the engines Meridian ships. */
export const defaultEngineRegistry: EngineRegistry = createEngineRegistry(DEFAULT_ENGINE_SPECS);

/** The default spec of a URI; 422 `Unknown database engine "x"` listing the supported ones. */
export function engineForUri(uri: string): EngineSpec {
  return defaultEngineRegistry.forUri(uri);
}
