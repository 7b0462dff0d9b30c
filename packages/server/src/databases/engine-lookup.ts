import { AppError } from '../errors';
import type { EngineSpec } from '../engines/base/engine-spec';

/** Finds engine specs by URI scheme or engine key. */
export class EngineLookup {
  private readonly byScheme = new Map<string, EngineSpec>();

  constructor(readonly specs: readonly EngineSpec[]) {
    for (const spec of specs)
      for (const scheme of spec.uriSchemes) this.byScheme.set(scheme.toLowerCase(), spec);
  }

  /** The spec of an engine key; 422 naming the supported ones when unknown. */
  byEngine(engine: string): EngineSpec {
    const spec = this.specs.find((s) => s.engine === engine);
    if (!spec) throw unknownEngine(engine, this.specs);
    return spec;
  }

  /** The spec a URI's scheme names (`postgresql+psycopg2://` → postgresql); 422 when unknown. */
  forUri(uri: string): EngineSpec {
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(uri)?.[1]?.toLowerCase();
    if (!scheme)
      throw new AppError('UNPROCESSABLE', {
        sqlalchemy_uri: ['Invalid connection string: expected engine://…'],
      });
    const spec = this.byScheme.get(scheme) ?? this.byScheme.get(scheme.split('+')[0] ?? '');
    if (!spec) throw unknownEngine(scheme.split('+')[0] ?? scheme, this.specs);
    return spec;
  }
}

function unknownEngine(engine: string, specs: readonly EngineSpec[]): AppError {
  const supported = specs.map((s) => s.engine).join(', ');
  return new AppError('UNPROCESSABLE', {
    sqlalchemy_uri: [`Unknown database engine "${engine}"; supported engines: ${supported}`],
  });
}
