import { escapeHtml } from './options';

/** Tooltip HTML: an optional bold title, then one "label: value" line per row (text escaped). */
export function tooltipHtml(rows: readonly (readonly string[])[], title?: string): string {
  const lines = rows.map(([label, ...values]) =>
    values.length === 0
      ? escapeHtml(label ?? '')
      : `${escapeHtml(label ?? '')}: <b>${values.map(escapeHtml).join(' ')}</b>`,
  );
  return [...(title ? [`<b>${escapeHtml(title)}</b>`] : []), ...lines].join('<br/>');
}

/** A field of an ECharts formatter parameter, when it has it. */
export function paramField(params: unknown, key: string): unknown {
  const item = Array.isArray(params) ? params[0] : params;
  return typeof item === 'object' && item !== null && key in item
    ? (item as Record<string, unknown>)[key]
    : undefined;
}

/** The common tooltip settings of Meridian's charts: appended to the page body so a small card does not clip it. */
export const TOOLTIP_BASE = { appendToBody: true, confine: false } as const;
