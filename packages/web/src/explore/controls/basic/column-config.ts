import type { Dataset } from '@meridian/core';
import { columnList, columnPillLabel } from '../columns/adhoc-column';
import { metricList, metricPillLabel } from '../metrics/adhoc-metric';

/** What kind of values a configured column holds, which decides its settings. */
export type ConfigColumnKind = 'numeric' | 'temporal' | 'string';

/** A column the table shows, as the column configuration lists it. */
export interface ConfigColumn {
  /** The column's label (the key of `column_config`). */
  key: string;
  /** Its kind. */
  kind: ConfigColumnKind;
}

/** One column's settings (the table plugin's `column_config` values). */
export interface ColumnSettings {
  d3NumberFormat?: string | null;
  d3TimeFormat?: string | null;
  columnWidth?: number | null;
  horizontalAlign?: 'left' | 'right' | 'center' | null;
  showCellBars?: boolean | null;
  alignPositiveNegative?: boolean | null;
  colorPositiveNegative?: boolean | null;
  /** Shown (Superset's column config; pop_kpi's comparison values). */
  visible?: boolean | null;
  /** Name shown instead of the column's. */
  customColumnName?: string | null;
  /** pop_kpi: the #, △ or % symbol shown. */
  displayTypeIcon?: boolean | null;
}

/** Settings of one comparison value of pop_kpi. */
export type ComparisonSettings = Pick<ColumnSettings, 'visible' | 'customColumnName' | 'displayTypeIcon'>;

/** The columns the chart shows, from form data: raw columns or dimensions, then metrics and percentage metrics. */
export function configColumns(
  formData: Readonly<Record<string, unknown>>,
  dataset: Pick<Dataset, 'columns'>,
): ConfigColumn[] {
  const out: ConfigColumn[] = [];
  const isRaw = formData['query_mode'] === 'raw';
  for (const column of columnList(isRaw ? formData['all_columns'] : formData['groupby'])) {
    const name = typeof column === 'string' ? column : null;
    const meta = name ? dataset.columns.find((c) => c.column_name === name) : undefined;
    const kind: ConfigColumnKind = meta?.is_dttm
      ? 'temporal'
      : meta?.type_generic === 'NUMERIC'
        ? 'numeric'
        : 'string';
    out.push({ key: columnPillLabel(column), kind });
  }
  if (!isRaw) {
    for (const metric of metricList(formData['metrics']))
      out.push({ key: metricPillLabel(metric), kind: 'numeric' });
    for (const metric of metricList(formData['percent_metrics']))
      out.push({ key: `%${metricPillLabel(metric)}`, kind: 'numeric' });
  }
  const seen = new Set<string>();
  return out.filter((c) => (seen.has(c.key) ? false : (seen.add(c.key), true)));
}

/** The config with one column's settings replaced; empty settings remove the column's entry. */
export function setColumnSettings(
  config: Readonly<Record<string, ColumnSettings>>,
  key: string,
  settings: ColumnSettings,
): Record<string, ColumnSettings> {
  const kept = Object.fromEntries(
    Object.entries(settings).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as ColumnSettings;
  const next = { ...config };
  if (Object.keys(kept).length === 0) delete next[key];
  else next[key] = kept;
  return next;
}

/** The column_config value as a record of settings. */
export function toColumnConfig(value: unknown): Record<string, ColumnSettings> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => typeof v === 'object' && v !== null),
  ) as Record<string, ColumnSettings>;
}
