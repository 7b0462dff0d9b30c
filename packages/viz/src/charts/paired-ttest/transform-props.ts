import { columnLabel, metricLabel } from '@meridian/core';
import { firstResult, toNumber } from '../../echarts/options';
import { toDate } from '../../format/time-format';
import type { BaseRendererProps, ChartProps } from '../../plugin';
import { DTTM_ALIAS } from '../../query/x-axis';
import type { PairedTTestFormData } from './form-data';
import { liftPercent, pairedTTestPValue } from './stats';

/** One group of a metric: its dimension values and its value at every period (null where it has none). */
export interface TTestGroup {
  /** Dimension values, or ["All"] without dimensions. */
  name: string[];
  values: (number | null)[];
}

/** The groups of one metric. */
export interface TTestTable {
  metric: string;
  groups: TTestGroup[];
}

/** A row as drawn, against the chosen control group. */
export interface TTestRow {
  name: string[];
  isControl: boolean;
  /** p-value text, or "control". */
  pValue: string;
  /** Lift text, or "control". */
  lift: string;
  /** Lift colour class: true (≥ 0), false, invalid or control. */
  liftStatus: 'true' | 'false' | 'invalid' | 'control';
  /** Significant at the level, or null for the control. */
  significant: boolean | null;
}

/** Props of the renderer. */
export interface PairedTTestRendererProps extends BaseRendererProps {
  /** Header of the group columns. */
  groupHeaders: string[];
  tables: TTestTable[];
  alpha: number;
  pPrecision: number;
  liftPrecision: number;
}

/** Rows of a table against the control group (Superset's TTestTable). */
export function tTestRows(
  groups: readonly TTestGroup[],
  control: number,
  options: { alpha: number; pPrecision: number; liftPrecision: number },
): TTestRow[] {
  const base = groups[control]?.values ?? [];
  return groups.map((group, i) => {
    if (i === control)
      return {
        name: group.name,
        isControl: true,
        pValue: 'control',
        lift: 'control',
        liftStatus: 'control',
        significant: null,
      };
    const p = pairedTTestPValue(group.values, base);
    const lift = liftPercent(group.values, base);
    return {
      name: group.name,
      isControl: false,
      pValue: Number.isFinite(p) ? p.toFixed(options.pPrecision) : 'NaN',
      lift: Number.isFinite(lift) ? lift.toFixed(options.liftPrecision) : String(lift),
      liftStatus: !Number.isFinite(lift) ? 'invalid' : lift >= 0 ? 'true' : 'false',
      significant: p <= options.alpha,
    };
  });
}

/** Chart data -> one table of groups per metric, values aligned on every period (pure; PairedTTestViz.get_data). */
export function transformPairedTTestProps(
  chartProps: ChartProps<PairedTTestFormData>,
): PairedTTestRendererProps {
  const { formData: fd, width, height } = chartProps;
  if (fd.metrics.length === 0) throw new Error('Choose at least one metric to draw this table.');
  const metrics = fd.metrics.map(metricLabel);
  const dims = fd.groupby.map(columnLabel);
  const rows = firstResult(chartProps.queriesData).data;
  const times = [
    ...new Set(rows.map((r) => toDate(r[DTTM_ALIAS] as number | string)?.getTime() ?? Number.NaN)),
  ]
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const timeIndex = new Map(times.map((t, i) => [t, i]));
  const keyOf = (row: Record<string, unknown>) =>
    dims.map((d) => (row[d] === null ? 'NULL' : row[d] === '' ? 'N/A' : String(row[d])));
  const groupKeys = [...new Map(rows.map((r) => [JSON.stringify(keyOf(r)), keyOf(r)])).entries()].sort(
    ([a], [b]) => a.localeCompare(b),
  );
  const tables = metrics.map((metric) => {
    const byGroup = new Map(
      groupKeys.map(([key]) => [key, new Array<number | null>(times.length).fill(null)]),
    );
    for (const row of rows) {
      const t = timeIndex.get(toDate(row[DTTM_ALIAS] as number | string)?.getTime() ?? Number.NaN);
      const values = byGroup.get(JSON.stringify(keyOf(row)));
      if (t !== undefined && values) values[t] = toNumber(row[metric]);
    }
    return {
      metric: chartProps.datasource?.verboseMap?.[metric] ?? metric,
      groups: groupKeys.map(([key, name]) => ({
        name: dims.length ? name : ['All'],
        values: byGroup.get(key) ?? [],
      })),
    };
  });
  return {
    width,
    height,
    groupHeaders: dims.length ? dims : ['Group'],
    tables,
    alpha: fd.significance_level,
    pPrecision: fd.pvalue_precision,
    liftPrecision: fd.liftvalue_precision,
  };
}
