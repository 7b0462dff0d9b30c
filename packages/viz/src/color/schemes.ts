/** A categorical colour scheme: an ordered palette for series and slices. */
export interface CategoricalScheme {
  /** Id saved as `color_scheme` in form data. */
  id: string;
  /** Name shown in the scheme select. */
  label: string;
  /** Colours in allocation order. */
  colors: readonly string[];
}

/** Superset's default palette (`supersetColors`). */
export const SUPERSET_COLORS: CategoricalScheme = {
  id: 'supersetColors',
  label: 'Superset Colors',
  colors: [
    '#1FA8C9',
    '#454E7C',
    '#5AC189',
    '#FF7F44',
    '#666666',
    '#E04355',
    '#FCC700',
    '#A868B7',
    '#3CCCCB',
    '#A38F79',
    '#8FD3E4',
    '#A1A6BD',
    '#ACE1C4',
    '#FEC0A1',
    '#B2B2B2',
    '#EFA1AA',
    '#FDE380',
    '#D3B3DA',
    '#9EE5E5',
    '#D1C6BC',
  ],
};

/** The categorical schemes Meridian ships, default first. */
export const CATEGORICAL_SCHEMES: readonly CategoricalScheme[] = [
  SUPERSET_COLORS,
  {
    id: 'd3Category10',
    label: 'D3 Category 10',
    colors: [
      '#1f77b4',
      '#ff7f0e',
      '#2ca02c',
      '#d62728',
      '#9467bd',
      '#8c564b',
      '#e377c2',
      '#7f7f7f',
      '#bcbd22',
      '#17becf',
    ],
  },
  {
    id: 'bnbColors',
    label: 'Airbnb Colors',
    colors: [
      '#ff5a5f',
      '#7b0051',
      '#007A87',
      '#00d1c1',
      '#8ce071',
      '#ffb400',
      '#b4a76c',
      '#ff8083',
      '#cc0086',
      '#00a1b3',
      '#00ffeb',
      '#bbedab',
      '#ffd266',
      '#cbc29a',
      '#ff3339',
      '#ff1ab1',
      '#005c66',
      '#00b3a5',
      '#55d12e',
      '#b37e00',
    ],
  },
  {
    id: 'googleCategory10c',
    label: 'Google Category 10c',
    colors: [
      '#3366cc',
      '#dc3912',
      '#ff9900',
      '#109618',
      '#990099',
      '#0099c6',
      '#dd4477',
      '#66aa00',
      '#b82e2e',
      '#316395',
    ],
  },
  {
    id: 'echarts4Colors',
    label: 'ECharts v4.x Colors',
    colors: [
      '#c23531',
      '#2f4554',
      '#61a0a8',
      '#d48265',
      '#91c7ae',
      '#749f83',
      '#ca8622',
      '#bda29a',
      '#6e7074',
      '#546570',
      '#c4ccd3',
    ],
  },
  {
    id: 'echarts5Colors',
    label: 'ECharts v5.x Colors',
    colors: [
      '#5470c6',
      '#91cc75',
      '#fac858',
      '#ee6666',
      '#73c0de',
      '#3ba272',
      '#fc8452',
      '#9a60b4',
      '#ea7ccc',
    ],
  },
];

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
