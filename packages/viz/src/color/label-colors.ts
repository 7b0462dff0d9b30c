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
  const palette = resolveScheme(scheme).colors;
  // getLabelColor's answer with the map's colours counted as they are assigned, instead of collected again for
  // every label: linear in the labels (a pie of 1,000 slices spent 0.5 s here).
  const inUse = new Map<string, number>();
  const count = (color: string, by: number) =>
    inUse.set(color.toLowerCase(), (inUse.get(color.toLowerCase()) ?? 0) + by);
  for (const color of Object.values(shared)) count(color, 1);
  let size = Object.keys(shared).length;
  for (const label of labels) {
    const previous = shared[label];
    const color =
      options.forcedLabelColors?.[label] ??
      previous ??
      palette.find((c) => !inUse.get(c.toLowerCase())) ??
      palette[size % palette.length] ??
      '#000000';
    if (previous === undefined) size += 1;
    else count(previous, -1);
    count(color, 1);
    shared[label] = color;
    colors[label] = color;
  }
  return { colors, sharedLabelColors: shared };
}
