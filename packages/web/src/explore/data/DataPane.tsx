import { CopyOutlined, DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Segmented, Tabs, Tag, Tooltip } from 'antd';
import { queryContextSchema } from '@meridian/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChartDataResponse, ChartQueryResult } from '../../chart-runtime/chart-data-client';
import { isAbortError, postChartData } from '../../chart-runtime/chart-data-client';
import { useCopyToClipboard } from '../../components/use-copy';
import { failureMessage } from '../../chart-runtime/use-chart-query';
import {
  dataColumns,
  filterRows,
  isLimitReached,
  rowCountLabel,
  rowsToTsv,
} from '../../chart-runtime/data-table';
import type { TemporalFormatting } from '../../chart-runtime/data-table';
import { DataTable } from '../../chart-runtime/DataTable';

/** Props of DataPane. */
export interface DataPaneProps {
  /** The chart's last answer, or null before the first query. */
  results: ChartDataResponse | null;
  /** Row limit of the last query, for "Limit reached". */
  rowLimit: unknown;
  /** Whether the chart's query is running. */
  isLoading: boolean;
  /** Dataset the samples come from, or null when missing. */
  datasetId: number | null;
}

type SamplesState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; result: ChartQueryResult }
  | { status: 'failed'; message: string };

const PANE_HEIGHT = 300;

/** The data pane under the chart: Results and Samples tabs (spec §2 "Data table helpers"). */
export function DataPane({ results, rowLimit, isLoading, datasetId }: DataPaneProps) {
  const [isOpen, setOpen] = useState(false);
  const [tab, setTab] = useState('results');
  const [queryIndex, setQueryIndex] = useState(0);
  const samples = useSamples(isOpen && tab === 'samples' ? datasetId : null);
  const result = results?.[queryIndex] ?? results?.[0] ?? null;

  const toggle = (
    <Button
      type="text"
      size="small"
      icon={isOpen ? <DownOutlined /> : <UpOutlined />}
      aria-label={isOpen ? 'Collapse data pane' : 'Expand data pane'}
      onClick={() => setOpen(!isOpen)}
    />
  );
  const resultsView =
    results && results.length > 1 ? (
      <Flex vertical style={{ height: '100%' }} gap={6}>
        <Segmented
          size="small"
          value={queryIndex}
          onChange={(value) => setQueryIndex(Number(value))}
          options={results.map((_, i) => ({ label: `Query ${i + 1}`, value: i }))}
        />
        <ResultView result={result} isLoading={isLoading} rowLimit={rowLimit} label="Results" />
      </Flex>
    ) : (
      <ResultView result={result} isLoading={isLoading} rowLimit={rowLimit} label="Results" />
    );
  const samplesView =
    samples.status === 'failed' ? (
      <Alert type="error" showIcon title={samples.message} />
    ) : (
      <ResultView
        result={samples.status === 'done' ? samples.result : null}
        isLoading={samples.status === 'loading'}
        rowLimit={null}
        label="Samples"
      />
    );
  return (
    <section
      aria-label="Data"
      data-testid="data-pane"
      style={{ background: '#fff', borderTop: '1px solid #f0f0f0', flexShrink: 0 }}
    >
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          setOpen(true);
        }}
        tabBarExtraContent={toggle}
        tabBarStyle={{ marginBottom: 0, paddingInline: 8 }}
        items={[
          {
            key: 'results',
            label: 'Results',
            children: isOpen ? <div style={{ height: PANE_HEIGHT, padding: 8 }}>{resultsView}</div> : null,
          },
          {
            key: 'samples',
            label: 'Samples',
            children: isOpen ? <div style={{ height: PANE_HEIGHT, padding: 8 }}>{samplesView}</div> : null,
          },
        ]}
      />
    </section>
  );
}

/** Loads the dataset's sample rows while the Samples tab shows (result_type samples), once per dataset. */
function useSamples(datasetId: number | null): SamplesState {
  const [state, setState] = useState<SamplesState>({ status: 'idle' });
  const loaded = useRef<number | null>(null);
  useEffect(() => {
    if (datasetId === null || loaded.current === datasetId) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    const context = queryContextSchema.parse({
      datasource: { id: datasetId, type: 'table' },
      queries: [{}],
      result_type: 'samples',
    });
    postChartData(context, controller.signal)
      .then((response) => {
        loaded.current = datasetId;
        const result = response[0];
        setState(result ? { status: 'done', result } : { status: 'failed', message: 'No samples' });
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        loaded.current = datasetId;
        setState({ status: 'failed', message: failureMessage(error) });
      });
    return () => controller.abort();
  }, [datasetId]);
  return state;
}

interface ResultViewProps {
  result: ChartQueryResult | null;
  isLoading: boolean;
  rowLimit: unknown;
  label: string;
}

function ResultView({ result, isLoading, rowLimit, label }: ResultViewProps) {
  const [search, setSearch] = useState('');
  const [formatting, setFormatting] = useState<Record<string, TemporalFormatting>>({});
  const copy = useCopyToClipboard();
  const columns = useMemo(() => dataColumns(result?.colnames ?? [], result?.coltypes ?? []), [result]);
  const rows = useMemo(
    () => filterRows(result?.data ?? [], columns, search, formatting),
    [result, columns, search, formatting],
  );
  const rowcount = result?.rowcount ?? result?.data.length ?? 0;
  const limitReached = isLimitReached(rowcount, rowLimit);
  const badge = isLoading ? 'Loading...' : rowCountLabel(rowcount);
  return (
    <Flex vertical gap={6} style={{ height: '100%', minHeight: 0 }}>
      <Flex gap={8} align="center">
        <Tooltip
          title={
            limitReached
              ? `Limit reached: the query returned its row limit of ${String(rowLimit)} rows`
              : undefined
          }
        >
          <Tag color={limitReached ? 'warning' : 'default'} data-testid="row-count">
            {badge}
          </Tag>
        </Tooltip>
        <Button
          size="small"
          icon={<CopyOutlined />}
          aria-label={`Copy ${label.toLowerCase()} to clipboard`}
          disabled={!result}
          onClick={() => void copy(rowsToTsv(rows, columns, formatting))}
        />
        <Input
          size="small"
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search"
          aria-label={`Search ${label.toLowerCase()}`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ marginInlineStart: 'auto', maxWidth: 240 }}
        />
      </Flex>
      <div style={{ flex: 1, minHeight: 0 }}>
        <DataTable
          label={label}
          columns={columns}
          rows={rows}
          formatting={formatting}
          onFormattingChange={(column, value) =>
            setFormatting((previous) => ({ ...previous, [column]: value }))
          }
        />
      </div>
    </Flex>
  );
}
