import { extent } from '../../echarts/chart-data';
import { toNumber } from '../../echarts/options';
import { toDate } from '../../format/time-format';
import { DTTM_ALIAS } from '../../query/x-axis';
import type { TimeSeriesOption } from './form-data';

/** A node of the partition: a metric at the top, then one per value of each dimension in turn. */
export interface PartitionNode {
  name: string;
  value: number;
  children: PartitionNode[];
}

type Row = Readonly<Record<string, unknown>>;
const key = (v: unknown) => (v === null || v === undefined ? 'NULL' : String(v));

function sum(rows: readonly Row[], metric: string): number {
  return rows.reduce((s, r) => s + (toNumber(r[metric]) ?? 0), 0);
}

/** A node's value from its rows by the time option (not_time and agg_sum: Σ; agg_mean: mean; point_*: last vs first). */
function nodeValue(
  rows: readonly Row[],
  metric: string,
  option: TimeSeriesOption,
  span: { first: number; last: number },
): number {
  if (option === 'agg_mean') {
    const values = rows.map((r) => toNumber(r[metric])).filter((v): v is number => v !== null);
    return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
  }
  if (option === 'point_diff' || option === 'point_factor' || option === 'point_percent') {
    const at = (t: number) =>
      sum(
        rows.filter((r) => toDate(r[DTTM_ALIAS] as number | string)?.getTime() === t),
        metric,
      );
    const [until, since] = [at(span.last), at(span.first)];
    if (option === 'point_diff') return until - since;
    return option === 'point_factor' ? until / since : until / since - 1;
  }
  return sum(rows, metric);
}

function nest(
  rows: readonly Row[],
  metric: string,
  groups: readonly string[],
  option: TimeSeriesOption,
  span: { first: number; last: number },
): PartitionNode[] {
  const [group, ...rest] = groups;
  if (group === undefined) return [];
  const byValue = new Map<string, Row[]>();
  for (const row of rows) byValue.set(key(row[group]), [...(byValue.get(key(row[group])) ?? []), row]);
  return [...byValue.entries()].map(([name, subset]) => ({
    name,
    value: nodeValue(subset, metric, option, span),
    children: nest(subset, metric, rest, option, span),
  }));
}

/** One tree per metric over the dimensions (PartitionViz.get_data's levels; adv_anal reads as agg_sum). */
export function partitionTrees(
  rows: readonly Row[],
  metrics: readonly string[],
  groups: readonly string[],
  option: TimeSeriesOption,
): PartitionNode[] {
  const [first, last] = extent(
    rows.map((r) => toDate(r[DTTM_ALIAS] as number | string)?.getTime() ?? null),
  ) ?? [0, 0];
  const span = { first, last };
  return metrics.map((metric) => ({
    name: metric,
    value: nodeValue(rows, metric, option, span),
    children: nest(rows, metric, groups, option, span),
  }));
}

/** Children kept: the largest first, at most `limit` (0: all), none under `threshold` of the parent. */
export function pruneTree(node: PartitionNode, limit: number, threshold: number): PartitionNode {
  const sorted = [...node.children].sort((a, b) => b.value - a.value);
  const kept = (limit > 0 ? sorted.slice(0, limit) : sorted).filter(
    (child) =>
      node.value === 0 ||
      !Number.isFinite(child.value / node.value) ||
      Math.abs(child.value / node.value) >= threshold,
  );
  return { ...node, children: kept.map((c) => pruneTree(c, limit, threshold)) };
}
