import { getCategoricalScheme, type CategoricalScheme } from './schemes';

/** Label -> colour, shared by the charts of one dashboard (or one explore session). */
export type LabelColorMap = Readonly<Record<string, string>>;

function resolveScheme(scheme: CategoricalScheme | string | null | undefined): CategoricalScheme {
  return typeof scheme === 'object' && scheme !== null ? scheme : getCategoricalScheme(scheme);
}

/**
 * The colour of a label: the one it already has in the shared map, else the first colour of the
 * scheme no label in the map uses yet, else the scheme cycled by the map's size. Pure: the caller
 * records the answer (see `assignLabelColors`), so one label keeps one colour across charts.
 */
export function getLabelColor(
  label: string,
  scheme: CategoricalScheme | string | null | undefined,
  sharedLabelColors: LabelColorMap = {},
): string {
  const known = sharedLabelColors[label];
  if (known) return known;
  const { colors } = resolveScheme(scheme);
  const used = new Set(Object.values(sharedLabelColors).map((color) => color.toLowerCase()));
  const free = colors.find((color) => !used.has(color.toLowerCase()));
  if (free) return free;
  return colors[Object.keys(sharedLabelColors).length % colors.length] ?? '#000000';
}

/** Colours for a chart's labels in order, plus the shared map with the new assignments recorded. */
export function assignLabelColors(
  labels: readonly string[],
  scheme: CategoricalScheme | string | null | undefined,
  options: {
    /** The dashboard's (or session's) shared assignments. */
    sharedLabelColors?: LabelColorMap;
    /** Forced colours (form data or dashboard `label_colors`); they win over everything. */
    forcedLabelColors?: LabelColorMap;
  } = {},
): { colors: Record<string, string>; sharedLabelColors: Record<string, string> } {
  const shared: Record<string, string> = { ...options.sharedLabelColors };
  const colors: Record<string, string> = {};
  for (const label of labels) {
    const forced = options.forcedLabelColors?.[label];
    const color = forced ?? getLabelColor(label, scheme, shared);
    shared[label] = color;
    colors[label] = color;
  }
  return { colors, sharedLabelColors: shared };
}
