import { FormulaError, parseFormula } from '@meridian/core';

/** Annotation types (Superset's `ANNOTATION_TYPES`). */
export const ANNOTATION_TYPES = {
  FORMULA: 'Formula',
  EVENT: 'Event',
  INTERVAL: 'Interval',
  TIME_SERIES: 'Time series',
} as const;
/** An annotation type. */
export type AnnotationType = keyof typeof ANNOTATION_TYPES;

/** Where event and interval annotations come from: a layer of annotations, or a table chart. */
export const ANNOTATION_SOURCE_TYPES = { NATIVE: 'Superset annotation', table: 'Table' } as const;
/** A source type ('' for formulas; 'line' for time series from a chart). */
export type AnnotationSourceType = keyof typeof ANNOTATION_SOURCE_TYPES | 'line' | '';

/** Line styles. */
export const ANNOTATION_STYLES = [
  ['solid', 'Solid'],
  ['dashed', 'Dashed'],
  ['longDashed', 'Long dashed'],
  ['dotted', 'Dotted'],
] as const;

/** Opacity choices ('' is the chart's default). */
export const ANNOTATION_OPACITIES = [
  ['', 'Default'],
  ['opacityLow', '0.2'],
  ['opacityMedium', '0.5'],
  ['opacityHigh', '0.8'],
] as const;

/** Texts of the annotation layer editor. */
export const ANNOTATION_TEXTS = {
  add: 'Add annotation layer',
  addTitle: 'Add annotation layer',
  editTitle: 'Edit annotation layer',
  name: 'Name',
  hide: 'Hide layer',
  type: 'Annotation layer type',
  source: 'Annotation source',
  value: 'Formula',
  formulaHint:
    "Expects a formula with depending time parameter 'x' in milliseconds since epoch. mathjs is used to evaluate the formulas. Example: '2x+5'",
  layer: 'Annotation layer',
  layerHint: 'Select the Annotation Layer you would like to use.',
  noLayers: 'No annotation layers yet: add one under Settings > Annotation layers',
  chartId: 'Chart id',
  remove: 'Remove',
  cancel: 'Cancel',
  ok: 'OK',
  timeColumn: 'Time column',
  intervalEndColumn: 'Interval end column',
  titleColumn: 'Title column',
  descriptionColumns: 'Description columns',
  style: 'Style',
  opacity: 'Opacity',
  color: 'Color',
  width: 'Line width',
  showMarkers: 'Show markers',
  hideLine: 'Hide line',
  showLabel: 'Always show label',
  nameExists: 'An annotation layer with this name already exists',
  overrideTimeRange: 'Override time range',
  overrideTimeRangeHint:
    'This controls whether the "time_range" field from the current view should be passed down to the chart containing the annotation data.',
  overrideTimeGrain: 'Override time grain',
  overrideTimeGrainHint:
    'This controls whether the time grain field from the current view should be passed down to the chart containing the annotation data.',
} as const;

/** Keys a chart-sourced layer can take from the host chart with the editor's checkboxes. */
export type InheritedOverride = 'time_range' | 'time_grain_sqla';

/** One item of `annotation_layers`, keys as Superset saves them. */
export interface AnnotationLayer {
  /** Name shown in the legend; unique within a chart. */
  name: string;
  /** Formula, event, interval or time series. */
  annotationType: AnnotationType;
  /** Where the annotations come from. */
  sourceType: AnnotationSourceType;
  /** Formula text, or the id of the layer or chart. */
  value: string | number | null;
  /** Form-data keys the source chart takes from this chart. */
  overrides: Record<string, unknown>;
  /** Whether the layer is shown. */
  show: boolean;
  /** Whether labels always show. */
  showLabel: boolean;
  /** Column of the title (table sources). */
  titleColumn: string;
  /** Columns of the description (table sources). */
  descriptionColumns: string[];
  /** Time column (table sources). */
  timeColumn: string;
  /** Interval end column (interval table sources). */
  intervalEndColumn: string;
  /** Line colour, or null for automatic. */
  color: string | null;
  /** Opacity key. */
  opacity: string;
  /** Line style. */
  style: string;
  /** Line width. */
  width: number;
  /** Markers on time series. */
  showMarkers: boolean;
  /** Hide the line of a time series. */
  hideLine: boolean;
  /** Other keys of saved charts, kept. */
  [key: string]: unknown;
}

/** A new layer, as Superset's editor starts it. */
export function newAnnotationLayer(): AnnotationLayer {
  return {
    name: '',
    annotationType: 'FORMULA',
    sourceType: '',
    value: null,
    overrides: { time_range: null },
    show: true,
    showLabel: false,
    titleColumn: '',
    descriptionColumns: [],
    timeColumn: '',
    intervalEndColumn: '',
    color: null,
    opacity: '',
    style: 'solid',
    width: 1,
    showMarkers: false,
    hideLine: false,
  };
}

function isAnnotationType(value: unknown): value is AnnotationType {
  return typeof value === 'string' && value in ANNOTATION_TYPES;
}

/** A saved layer with every field present (saved charts may lack some). */
export function toAnnotationLayer(value: unknown): AnnotationLayer {
  const base = newAnnotationLayer();
  if (typeof value !== 'object' || value === null) return base;
  const record = value as Record<string, unknown>;
  return {
    ...base,
    ...record,
    name: typeof record['name'] === 'string' ? record['name'] : '',
    annotationType: isAnnotationType(record['annotationType']) ? record['annotationType'] : 'FORMULA',
  };
}

/** The source types a type offers: none for formulas, a chart for time series, layer or table otherwise. */
export function sourceTypesOf(type: AnnotationType): AnnotationSourceType[] {
  switch (type) {
    case 'FORMULA':
      return [''];
    case 'TIME_SERIES':
      return ['line'];
    case 'EVENT':
    case 'INTERVAL':
      return ['NATIVE', 'table'];
  }
}

/** The layer with another type: the source and value restart. */
export function changeAnnotationType(
  layer: AnnotationLayer,
  annotationType: AnnotationType,
): AnnotationLayer {
  if (layer.annotationType === annotationType) return layer;
  return { ...layer, annotationType, sourceType: sourceTypesOf(annotationType)[0] ?? '', value: null };
}

/** Why a formula layer's formula does not parse, or null (other types, an empty formula, a good one). */
export function formulaProblem(layer: AnnotationLayer): string | null {
  if (layer.annotationType !== 'FORMULA' || layer.value === null || layer.value === '') return null;
  try {
    parseFormula(String(layer.value));
    return null;
  } catch (error) {
    if (error instanceof FormulaError) return error.message;
    throw error;
  }
}

/** Whether a layer can be applied: a unique name, a value (a formula that parses), the columns a table source needs. */
export function isAnnotationLayerValid(layer: AnnotationLayer, otherNames: readonly string[] = []): boolean {
  const name = layer.name.trim();
  if (!name || otherNames.includes(name)) return false;
  if (layer.value === null || layer.value === '') return false;
  if (formulaProblem(layer) !== null) return false;
  if (layer.sourceType === 'table') {
    if (!layer.timeColumn) return false;
    if (layer.annotationType === 'INTERVAL' && !layer.intervalEndColumn) return false;
  }
  return true;
}

/** The layers with one replaced (index) or added (index null). */
export function upsertAnnotationLayer(
  layers: readonly AnnotationLayer[],
  layer: AnnotationLayer,
  index: number | null,
): AnnotationLayer[] {
  if (index === null || index < 0 || index >= layers.length) return [...layers, layer];
  return layers.map((existing, i) => (i === index ? layer : existing));
}

/** Whether a chart-sourced layer takes a key from the host chart (the key is present, null meaning "the host's"). */
export function inheritsOverride(layer: AnnotationLayer, key: InheritedOverride): boolean {
  return key in layer.overrides;
}

/** The layer taking (null: the host chart's value) or no longer taking a key from the host chart. */
export function withInheritedOverride(
  layer: AnnotationLayer,
  key: InheritedOverride,
  inherit: boolean,
): AnnotationLayer {
  const { [key]: _dropped, ...rest } = layer.overrides;
  return { ...layer, overrides: inherit ? { ...rest, [key]: null } : rest };
}
