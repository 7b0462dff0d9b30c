import { CATEGORICAL_SCHEMES, SUPERSET_COLORS, type CategoricalScheme } from './categorical-schemes';

export { CATEGORICAL_SCHEMES, SUPERSET_COLORS, type CategoricalScheme };

/** Old ids still found in saved charts, mapped to the scheme they mean. */
const SCHEME_ALIASES: Readonly<Record<string, string>> = { SUPERSET_DEFAULT: 'supersetColors' };

/** Default scheme id (spec: an unknown saved scheme falls back to it). */
export const DEFAULT_COLOR_SCHEME = SUPERSET_COLORS.id;

/** Schemes by id, built from a list (tests can build their own). */
export type CategoricalSchemeRegistry = ReadonlyMap<string, CategoricalScheme>;

/** Builds a scheme registry. */
export function createSchemeRegistry(
  schemes: readonly CategoricalScheme[] = CATEGORICAL_SCHEMES,
): CategoricalSchemeRegistry {
  return new Map(schemes.map((scheme) => [scheme.id, scheme]));
}

const defaultRegistry = createSchemeRegistry();

/** The scheme of a saved id; aliases resolved; unknown or empty ids give the default scheme. */
export function getCategoricalScheme(
  id: string | null | undefined,
  registry: CategoricalSchemeRegistry = defaultRegistry,
): CategoricalScheme {
  const key = id ? (SCHEME_ALIASES[id] ?? id) : DEFAULT_COLOR_SCHEME;
  return registry.get(key) ?? registry.get(DEFAULT_COLOR_SCHEME) ?? SUPERSET_COLORS;
}

/** Choices for the colour-scheme select: [id, label]. */
export function colorSchemeChoices(
  registry: CategoricalSchemeRegistry = defaultRegistry,
): [string, string][] {
  return [...registry.values()].map((scheme) => [scheme.id, scheme.label]);
}
