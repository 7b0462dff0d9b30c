import { Flex, Tag, Tooltip } from 'antd';
import type { ChartState, ChartStatus } from '../../chart-runtime/chart-state';
import { rowCountLabel } from '../../chart-runtime/data-table';
import { formatElapsed, useElapsed } from '../../chart-runtime/elapsed';

const STATUS_COLORS: Record<ChartStatus, string> = {
  loading: 'processing',
  success: 'success',
  rendered: 'success',
  failed: 'error',
  stopped: 'warning',
  empty: 'default',
};

/** The line above the chart: row count, whether the answer was cached, and the query timer. */
export function ChartStatusBar({ chart }: { chart: ChartState }) {
  const elapsed = useElapsed(chart.chartUpdateStartTime, chart.chartUpdateEndTime);
  const first = chart.queriesResponse?.[0];
  const isCached = chart.queriesResponse?.some((result) => result.is_cached) ?? false;
  const color = STATUS_COLORS[chart.chartStatus];
  return (
    <Flex
      gap={6}
      justify="flex-end"
      align="center"
      style={{ padding: '8px 12px', minHeight: 40 }}
      data-testid="chart-status-bar"
    >
      {first && chart.chartStatus !== 'loading' && chart.chartStatus !== 'failed' ? (
        <Tag>{rowCountLabel(first.rowcount ?? first.data.length)}</Tag>
      ) : null}
      {isCached && chart.chartStatus !== 'loading' ? (
        <Tooltip title="The answer came from the cache">
          <Tag color="blue">Cached</Tag>
        </Tooltip>
      ) : null}
      {chart.chartUpdateStartTime !== null ? (
        <Tag color={color} data-testid="chart-elapsed">
          {formatElapsed(elapsed)}
        </Tag>
      ) : null}
    </Flex>
  );
}
