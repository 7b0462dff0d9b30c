import { columnLabel, metricLabel } from '@meridian/core';
import { firstResult } from '../../echarts/options';
import type { BaseRendererProps, ChartProps } from '../../plugin';
import type { PartitionFormData } from './form-data';
import { partitionTrees, pruneTree, type PartitionNode } from './tree';

/** Props of the renderer: the pruned trees and how to draw them. */
export interface PartitionRendererProps extends BaseRendererProps {
  roots: PartitionNode[];
  colorScheme: string | null | undefined;
  numberFormat: string;
  logScale: boolean;
  richTooltip: boolean;
}

/** Most nodes the chart draws after pruning. */
export const MAX_NODES = 5000;

const countNodes = (nodes: readonly PartitionNode[]): number =>
  nodes.reduce((n, c) => n + 1 + countNodes(c.children), 0);

/** Chart data -> one tree per metric over the dimensions, pruned by limit and threshold (pure). */
export function transformPartitionProps(chartProps: ChartProps<PartitionFormData>): PartitionRendererProps {
  const { formData: fd, width, height } = chartProps;
  if (fd.groupby.length === 0) throw new Error('Please choose at least one groupby');
  if (fd.metrics.length === 0) throw new Error('Choose at least one metric to draw this chart.');
  const rows = firstResult(chartProps.queriesData).data;
  const verbose = (name: string) => chartProps.datasource?.verboseMap?.[name] ?? name;
  const trees = partitionTrees(
    rows,
    fd.metrics.map(metricLabel),
    fd.groupby.map(columnLabel),
    fd.time_series_option,
  ).map((tree) => ({
    ...pruneTree(tree, Math.round(fd.partition_limit), fd.partition_threshold),
    name: verbose(tree.name),
  }));
  const count = countNodes(trees);
  if (count > MAX_NODES)
    throw new Error(
      `Too many partitions to draw: ${count.toLocaleString('en-US')} (at most ${MAX_NODES.toLocaleString('en-US')}). Lower the partition limit or raise the threshold.`,
    );
  return {
    width,
    height,
    roots: trees,
    colorScheme: fd.color_scheme,
    numberFormat: fd.number_format,
    logScale: fd.log_scale,
    richTooltip: fd.rich_tooltip,
  };
}
