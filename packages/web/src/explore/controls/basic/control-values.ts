import { CATEGORICAL_SCHEMES, DEFAULT_FIXED_COLOR, DEFAULT_VIEWPORT, parseColor } from '@meridian/viz';
import type { Choices } from '@meridian/viz';

/** Min/max bounds changes wait this long (spec §9). */
export const BOUNDS_DEBOUNCE_MS = 300;
/** Text inputs wait this long before changing form data. */
export const TEXT_DEBOUNCE_MS = 300;
/** Selects with more options than this render a virtual list. */
export const VIRTUAL_LIST_THRESHOLD = 100;
/** Titles longer than this get a tooltip (spec §2, datasource control). */
export const DATASOURCE_TITLE_TOOLTIP_LENGTH = 25;

/** Texts of the simple controls. */
export const CONTROL_TEXTS = {
  selectScheme: 'Select scheme',
  overriddenByLabelColors:
    'The colors of this chart might be overridden by custom label colors of the related dashboard. Check the JSON metadata in the Advanced settings.',
  determinedByDashboard:
    'The color scheme is determined by the related dashboard. Edit the color scheme in the dashboard properties.',
  invalidColor: 'Invalid color',
  min: 'Min',
  max: 'Max',
  fixed: 'Fixed',
  metric: 'Metric',
  addItem: 'Add item',
} as const;

/** An RGBA colour as Superset's colour picker saves it. */
export interface RgbaColor {
  /** Red 0-255. */
  r: number;
  /** Green 0-255. */
  g: number;
  /** Blue 0-255. */
  b: number;
  /** Opacity 0-1. */
  a: number;
}

function isRgba(value: unknown): value is RgbaColor {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['r', 'g', 'b'].every((k) => typeof v[k] === 'number');
}

/** The colour of a control value ({r,g,b,a} or a colour string); the default fixed colour when unreadable. */
export function toRgba(value: unknown): RgbaColor {
  if (isRgba(value)) return { r: value.r, g: value.g, b: value.b, a: clampOpacity(value.a ?? 1) };
  try {
    return parseColor(typeof value === 'string' ? value : DEFAULT_FIXED_COLOR);
  } catch {
    return parseColor(DEFAULT_FIXED_COLOR);
  }
}

/** Opacity kept between 0 and 1 (spec §5). */
export function clampOpacity(opacity: number): number {
  if (!Number.isFinite(opacity)) return 1;
  return Math.min(1, Math.max(0, opacity));
}

/** A typed colour: its channels, or the 'Invalid color' message. */
export function parseColorText(text: string): { color: RgbaColor } | { error: string } {
  try {
    const color = parseColor(text);
    return { color: { ...color, a: clampOpacity(color.a) } };
  } catch {
    return { error: CONTROL_TEXTS.invalidColor };
  }
}

/** rgba() text of a colour. */
export function rgbaText(color: RgbaColor): string {
  return `rgba(${color.r},${color.g},${color.b},${color.a})`;
}

/** One bound typed into a min/max input: a number, or null when blank or not a number. */
export function parseBound(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** The [min, max] of a bounds control value. */
export function toBounds(value: unknown): [number | null, number | null] {
  const list = Array.isArray(value) ? value : [];
  const read = (v: unknown) =>
    typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' ? parseBound(v) : null;
  return [read(list[0]), read(list[1])];
}

/** A viewport (spec §3). */
export interface Viewport {
  longitude: number;
  latitude: number;
  zoom: number;
  bearing: number;
  pitch: number;
}

/** The viewport fields in display order. */
export const VIEWPORT_FIELDS = ['longitude', 'latitude', 'zoom', 'bearing', 'pitch'] as const;

/** A viewport control value with missing fields from the default (zoom 1, bearing 0, pitch 0). */
export function toViewport(value: unknown): Viewport {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const read = (key: keyof Viewport) => {
    const v = record[key];
    return typeof v === 'number' && Number.isFinite(v) ? v : DEFAULT_VIEWPORT[key];
  };
  return {
    longitude: read('longitude'),
    latitude: read('latitude'),
    zoom: read('zoom'),
    bearing: read('bearing'),
    pitch: read('pitch'),
  };
}

/** A metric-or-fixed value (spec §3). */
export interface MetricOrFixed {
  /** fix or metric. */
  type: 'fix' | 'metric';
  /** The number (fix) or the metric. */
  value: unknown;
}

/** A metric-or-fixed control value, fixed 1 by default. */
export function toMetricOrFixed(value: unknown): MetricOrFixed {
  if (typeof value === 'object' && value !== null && 'type' in value) {
    const v = value as { type: unknown; value?: unknown };
    if (v.type === 'fix' || v.type === 'metric') return { type: v.type, value: v.value ?? null };
  }
  return { type: 'fix', value: null };
}

/** A select option. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/** The options of a select's choices. */
export function choiceOptions(choices: Choices): SelectOption[] {
  return choices.map(([value, label]) => ({ value, label }));
}

/**
 * A free-form value typed into a select: a number when every choice is a number and the text is
 * numeric (row limits stay numbers), else the text.
 */
export function freeFormValue(text: string, choices: Choices): string | number {
  const trimmed = text.trim();
  const numericChoices = choices.length > 0 && choices.every(([v]) => typeof v === 'number');
  return numericChoices && trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
}

/** The options with free-form values that are not among them appended (so the select can show them). */
export function withCurrentValues(options: readonly SelectOption[], value: unknown): SelectOption[] {
  const values = Array.isArray(value)
    ? value
    : value === null || value === undefined || value === ''
      ? []
      : [value];
  const extra = values
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .filter((v) => !options.some((o) => o.value === v))
    .map((v) => ({ value: v, label: String(v) }));
  return [...options, ...extra];
}

/** Notes on the colour scheme select: overridden by label colours, or set by the dashboard. */
export function colorSchemeNotes(formData: Readonly<Record<string, unknown>>): string[] {
  const notes: string[] = [];
  const labelColors = formData['label_colors'];
  const shared = formData['shared_label_colors'];
  const hasLabelColors = [labelColors, shared].some(
    (v) => typeof v === 'object' && v !== null && Object.keys(v).length > 0,
  );
  if (hasLabelColors) notes.push(CONTROL_TEXTS.overriddenByLabelColors);
  if (formData['dashboardId'] !== undefined && formData['dashboardId'] !== null)
    notes.push(CONTROL_TEXTS.determinedByDashboard);
  return notes;
}

/** The colours of a scheme for its swatches. */
export function schemeColors(id: string): readonly string[] {
  return CATEGORICAL_SCHEMES.find((s) => s.id === id)?.colors ?? [];
}

/** Whether a dataset title is long enough to get a tooltip. */
export function needsTitleTooltip(title: string): boolean {
  return title.length > DATASOURCE_TITLE_TOOLTIP_LENGTH;
}
