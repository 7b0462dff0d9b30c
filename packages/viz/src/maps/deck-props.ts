import { getNumberFormatter } from '../format/number-format';
import type { ChartDataResult } from '../plugin';
import { mergeSkipCounts, skippedNote, type SkipCounts } from './bad-input';
import type { Rgba } from './colors';
import type { DeckFormData } from './deck-form-data';
import type { LegendEntry, MapRendererProps, Viewport } from './map-props';
import { boundsOf, type Position } from './spatial';

/** The note shown when a saved chart carries JavaScript controls (Superset runs them; Meridian never does). */
export const JS_CONTROLS_NOTE =
  "This chart's JavaScript controls (data mutator, tooltip, onClick href, extra data) are kept but not executed.";

/** Text shown in the explore panel next to the JavaScript-free styling controls. */
export const JS_CONTROLS_DESCRIPTION =
  'Superset can run JavaScript callbacks here. Meridian does not execute JavaScript from charts: style with the controls above.';

/** Whether form data carries any of Superset's JavaScript hooks. */
export function hasJsControls(fd: DeckFormData): boolean {
  return (
    (fd.js_columns?.length ?? 0) > 0 ||
    [fd.js_data_mutator, fd.js_tooltip, fd.js_onclick_href].some(
      (v) => typeof v === 'string' && v.trim() !== '',
    )
  );
}

/** The notes under a map: skipped rows and ignored JavaScript. */
export function mapNotes(fd: DeckFormData, ...skips: readonly SkipCounts[]): string[] {
  const skipped = skippedNote(mergeSkipCounts(...skips));
  return [...(skipped ? [skipped] : []), ...(hasJsControls(fd) ? [JS_CONTROLS_NOTE] : [])];
}

/** The first result's rows, or none. */
export function rowsOf(queriesData: readonly ChartDataResult[]): readonly Record<string, unknown>[] {
  return queriesData[0]?.data ?? [];
}

/** A number cell as a number, or null. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Legend of categorical colours, or null when there is none to show. */
export function categoryLegend(
  fd: DeckFormData,
  colors: ReadonlyMap<string, Rgba>,
): MapRendererProps['legend'] {
  if (!fd.legend_position || colors.size === 0) return null;
  const entries: LegendEntry[] = [...colors].map(([label, color]) => ({ label, color }));
  return { position: fd.legend_position, entries };
}

/** Legend of a numeric ramp: a swatch per bucket with its range. */
export function rampLegend(
  fd: DeckFormData,
  buckets: readonly { color: Rgba; from: number; to: number }[],
): MapRendererProps['legend'] {
  if (!fd.legend_position || buckets.length === 0) return null;
  const format = getNumberFormatter(fd.legend_format ?? undefined);
  return {
    position: fd.legend_position,
    entries: buckets.map((b) => ({ color: b.color, label: `${format(b.from)} – ${format(b.to)}` })),
  };
}

/** Props every deck.gl chart shares: size, camera, basemap, notes and hooks. */
export function baseMapProps(
  chart: { formData: DeckFormData; width: number; height: number; hooks?: MapRendererProps['hooks'] },
  positions: Iterable<Position>,
): Omit<MapRendererProps, 'layers' | 'legend' | 'notes'> {
  const fd = chart.formData;
  const viewport: Viewport = { ...fd.viewport };
  return {
    width: chart.width,
    height: chart.height,
    viewport,
    fitBounds: fd.autozoom ? boundsOf(positions) : null,
    showBasemap: true,
    interactive: true,
    ...(chart.hooks ? { hooks: chart.hooks } : {}),
  };
}
