import { BarChartOutlined, CopyOutlined, DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { rowsToTsv } from '../chart-runtime/data-table';
import { formatElapsed, useElapsed } from '../chart-runtime/elapsed';
import { useCopyToClipboard } from '../components/use-copy';
import { ResultGrid, type GridSort } from './ResultGrid';
import { isInFlight, limitMessage, sortRows, type RunState } from './run-state';
import { csvExportUrl } from './sqllab-api';
import { useResultRows } from './use-result-rows';

/** Props of ResultsPane. */
export interface ResultsPaneProps {
  run: RunState | undefined;
  height: number;
  /** Opens the save-as-dataset modal (Save dataset and Explore). */
  onSaveDataset: () => void;
}

const STATUS_COLORS: Record<string, string> = {
  success: 'green',
  failed: 'red',
  stopped: 'orange',
  timed_out: 'red',
  running: 'blue',
  pending: 'blue',
};

/**
 * A failed run's message as the engine wrote it. A message of several lines quotes the SQL with a caret under the
 * failing word (DuckDB, PostgreSQL): its lines and spaces are kept, in a fixed-width font so the caret lines up.
 */
export function RunErrorMessage({ message }: { message: string }) {
  const isQuotingSql = message.includes('\n');
  return (
    <span style={{ whiteSpace: 'pre-wrap', ...(isQuotingSql ? { fontFamily: 'monospace' } : {}) }}>
      {message}
    </span>
  );
}

/** '1 row', '1,000 rows'. */
export function rowCountText(rows: number): string {
  return `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;
}

/** The run's timer: ticking while it runs, its duration once done. */
export function RunTimer({ run }: { run: RunState }) {
  const elapsed = useElapsed(run.startedAt, run.endedAt);
  return (
    <Tag color={STATUS_COLORS[run.status] ?? 'default'} data-testid="sqllab-timer" aria-label="Query timer">
      {formatElapsed(elapsed)}
    </Tag>
  );
}

/** The results of the tab's latest run: status, timer, limit notice, grid and actions. */
export function ResultsPane({ run, height, onSaveDataset }: ResultsPaneProps) {
  const rows = useResultRows(run?.result);
  const copy = useCopyToClipboard();
  const [sort, setSort] = useState<GridSort>();
  const [sorted, setSorted] = useState<Record<string, unknown>[]>();
  const result = run?.result;
  const columns = useMemo(
    () => result?.columns.map((c) => ({ name: c.name, isTemporal: false })) ?? [],
    [result],
  );

  const onSort = useCallback(
    async (column: string) => {
      const direction = sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc';
      setSort({ column, direction });
      setSorted(sortRows(await rows.all(), column, direction));
    },
    [rows, sort],
  );
  const onVisible = useCallback((index: number) => rows.want(index), [rows]);

  if (!run)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Run a query to see its results here" />;
  const notice = result ? limitMessage(result) : null;
  return (
    <Flex vertical gap={8} data-testid="sqllab-results">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space>
          <RunTimer run={run} />
          <Typography.Text data-testid="sqllab-status">{run.status}</Typography.Text>
          {isInFlight(run.status) ? <Spin size="small" /> : null}
          {run.progress ? <Typography.Text type="secondary">{run.progress}</Typography.Text> : null}
          {result ? (
            <Typography.Text data-testid="sqllab-row-count">{rowCountText(result.rows)}</Typography.Text>
          ) : null}
        </Space>
        {result && result.columns.length > 0 ? (
          <Space>
            <Button
              size="small"
              icon={<CopyOutlined />}
              onClick={async () => void copy(rowsToTsv(sorted ?? (await rows.all()), columns))}
            >
              Copy to clipboard
            </Button>
            <Button size="small" icon={<DownloadOutlined />} href={csvExportUrl(run.clientId)} download>
              Download to CSV
            </Button>
            <Button size="small" icon={<SaveOutlined />} onClick={onSaveDataset}>
              Save dataset
            </Button>
            <Button size="small" type="primary" icon={<BarChartOutlined />} onClick={onSaveDataset}>
              Explore
            </Button>
          </Space>
        ) : null}
      </Flex>
      {notice ? <Alert type="warning" showIcon title="Limit reached" description={notice} /> : null}
      {run.status === 'failed' || run.status === 'timed_out' ? (
        <Alert
          type="error"
          showIcon
          title={<RunErrorMessage message={run.error ?? 'The query failed'} />}
          data-testid="sqllab-error"
        />
      ) : null}
      {run.status === 'stopped' ? <Alert type="info" showIcon title="The query was stopped." /> : null}
      {rows.error ? <Alert type="error" showIcon title={rows.error} /> : null}
      {result && result.columns.length > 0 ? (
        <ResultGrid
          columns={result.columns}
          rowCount={result.rows}
          rowAt={sorted ? (index) => sorted[index] : rows.rowAt}
          onVisible={onVisible}
          sort={sort}
          onSort={(column) => void onSort(column)}
          height={height}
        />
      ) : result ? (
        <Typography.Text type="secondary">The query returned no data.</Typography.Text>
      ) : null}
    </Flex>
  );
}
