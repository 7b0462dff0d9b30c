import { filterTarget, hasMaskValue, isCrossFilterKey, isDivider, maskLabel } from '@meridian/core';
import type { DataMaskMap, NativeFilter } from '@meridian/core';

/** How a filter stands towards one chart (Superset's indicator states, plus out of scope). */
export type ChartFilterStatus = 'applied' | 'incompatible' | 'unset' | 'out-of-scope';

/** One line of a chart card's filter list. */
export interface ChartFilterLine {
  /** Filter id, or the emitting chart id for a cross-filter. */
  id: string;
  /** Filter name, or the emitting chart's title. */
  name: string;
  /** The value shown. */
  label: string;
  status: ChartFilterStatus;
  /** Whether the line is a cross-filter. */
  isCrossFilter: boolean;
}

/** What a chart's filter list is computed from. */
export interface ChartFilterStatusInput {
  chartId: number;
  filters: readonly NativeFilter[];
  applied: DataMaskMap;
  scopes: ReadonlyMap<string, readonly number[]>;
  /** Columns the chart's last result refused (rejected_filters). */
  rejectedColumns: ReadonlySet<string>;
  chartTitles: ReadonlyMap<number, string>;
}

/** Which filters apply to a chart, which its dataset refused, and which are out of its scope. */
export function chartFilterStatus(input: ChartFilterStatusInput): ChartFilterLine[] {
  const lines: ChartFilterLine[] = [];
  for (const [key, mask] of Object.entries(input.applied)) {
    if (!isCrossFilterKey(key) || key === String(input.chartId) || !hasMaskValue(mask)) continue;
    if (!(input.scopes.get(key) ?? []).includes(input.chartId)) continue;
    const column = mask.extraFormData?.filters?.[0]?.col;
    const rejected = typeof column === 'string' && input.rejectedColumns.has(column);
    lines.push({
      id: key,
      name: input.chartTitles.get(Number(key)) ?? `Chart ${key}`,
      label: maskLabel(mask),
      status: rejected ? 'incompatible' : 'applied',
      isCrossFilter: true,
    });
  }
  for (const filter of input.filters) {
    if (!filter.id || isDivider(filter)) continue;
    const mask = input.applied[filter.id];
    const inScope = (input.scopes.get(filter.id) ?? []).includes(input.chartId);
    const column = filterTarget(filter).column;
    let status: ChartFilterStatus = 'unset';
    if (!inScope) status = 'out-of-scope';
    else if (column !== undefined && input.rejectedColumns.has(column)) status = 'incompatible';
    else if (hasMaskValue(mask)) status = 'applied';
    lines.push({
      id: filter.id,
      name: filter.name ?? filter.id,
      label: maskLabel(mask),
      status,
      isCrossFilter: false,
    });
  }
  return lines;
}
