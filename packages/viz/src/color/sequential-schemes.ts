import { parseColor } from './color-utils';
import { D3_SEQUENTIAL_SCHEMES } from './sequential-d3-schemes';

/** A sequential (linear) colour scheme: colour stops spread evenly from the low end to the high end. */
export interface SequentialScheme {
  /** Id saved as `linear_color_scheme` in form data. */
  id: string;
  /** Name shown in the scheme select. */
  label: string;
  /** Colour stops, low to high. */
  colors: readonly string[];
}

/** Superset's sequential schemes: its common set, default first, then its d3 set. */
export const SEQUENTIAL_SCHEMES: readonly SequentialScheme[] = [
  { id: 'blue_white_yellow', label: 'blue/white/yellow', colors: ['#00d1c1', '#ffffff', '#ffb400'] },
  { id: 'fire', label: 'fire', colors: ['#ffffff', '#ffff00', '#ff0000', '#000000'] },
  { id: 'white_black', label: 'white/black', colors: ['#ffffff', '#000000'] },
  { id: 'black_white', label: 'black/white', colors: ['#000000', '#ffffff'] },
  { id: 'dark_blue', label: 'dark blues', colors: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'] },
  { id: 'pink_grey', label: 'pink/grey', colors: ['#E70B81', '#FAFAFA', '#666666'] },
  { id: 'greens', label: 'greens', colors: ['#ffffcc', '#78c679', '#006837'] },
  { id: 'purples', label: 'purples', colors: ['#f2f0f7', '#9e9ac8', '#54278f'] },
  { id: 'oranges', label: 'oranges', colors: ['#fef0d9', '#fc8d59', '#b30000'] },
  {
    id: 'red_yellow_blue',
    label: 'red/yellow/blue',
    colors: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'],
  },
  {
    id: 'brown_white_green',
    label: 'brown/white/green',
    colors: ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'],
  },
  {
    id: 'purple_white_green',
    label: 'purple/white/green',
    colors: ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'],
  },
  {
    id: 'superset_seq_1',
    label: 'Superset Sequential #1',
    colors: [
      '#F4FAD4',
      '#D7F1AC',
      '#A9E3AF',
      '#82CDBB',
      '#63C1BF',
      '#1FA8C9',
      '#2367AC',
      '#2A2D84',
      '#251354',
      '#050415',
    ],
  },
  {
    id: 'superset_seq_2',
    label: 'Superset Sequential #2',
    colors: [
      '#FBF1B4',
      '#FDD093',
      '#FEAD71',
      '#FF7F44',
      '#E04355',
      '#C53D6F',
      '#952B7B',
      '#4F167B',
      '#251354',
      '#050415',
    ],
  },
  {
    id: 'superset_div_1',
    label: 'Superset Diverging #1',
    colors: [
      '#E04355',
      '#E87180',
      '#EFA1AA',
      '#F7D0D4',
      '#F6F6F7',
      '#C8E9F1',
      '#8FD3E4',
      '#58BDD7',
      '#1FA8C9',
    ],
  },
  {
    id: 'superset_div_2',
    label: 'Superset Diverging #2',
    colors: [
      '#FF7F44',
      '#FF9E72',
      '#FEC0A1',
      '#FFDFD0',
      '#F6F6F7',
      '#C8E9F1',
      '#8FD3E4',
      '#58BDD7',
      '#1FA8C9',
    ],
  },
  { id: 'echarts_gradient', label: 'ECharts gradient', colors: ['#f6EFA6', '#D88273', '#BF444C'] },
  ...D3_SEQUENTIAL_SCHEMES,
];

/** Default linear scheme id (Superset's). */
export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

const byId = new Map(SEQUENTIAL_SCHEMES.map((scheme) => [scheme.id, scheme]));

/** The scheme of a saved id; unknown or empty ids give the default. */
export function getSequentialScheme(id: string | null | undefined): SequentialScheme {
  const found = id ? byId.get(id) : undefined;
  return (
    found ??
    byId.get(DEFAULT_SEQUENTIAL_SCHEME) ?? { id: 'gray', label: 'gray', colors: ['#ffffff', '#000000'] }
  );
}

/** Choices for the linear colour-scheme select: [id, label]. */
export function sequentialSchemeChoices(): [string, string][] {
  return SEQUENTIAL_SCHEMES.map((scheme) => [scheme.id, scheme.label]);
}

function hex(channel: number): string {
  return Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');
}

/** The colour at `t` (0 = low end, 1 = high end) of a scheme, interpolated between its stops in RGB. */
export function sequentialColor(scheme: SequentialScheme, t: number): string {
  const stops = scheme.colors;
  if (stops.length === 0) return '#000000';
  const clamped = Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
  const position = clamped * (stops.length - 1);
  const index = Math.min(stops.length - 2, Math.floor(position));
  if (index < 0) return stops[0] ?? '#000000';
  const low = parseColor(stops[index] ?? '#000000');
  const high = parseColor(stops[index + 1] ?? '#000000');
  const f = position - index;
  return `#${hex(low.r + (high.r - low.r) * f)}${hex(low.g + (high.g - low.g) * f)}${hex(low.b + (high.b - low.b) * f)}`;
}
