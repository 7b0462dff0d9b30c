import type { QueryContext } from '@meridian/core';
import { Alert, Flex, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { isAbortError, postChartData } from '../../chart-runtime/chart-data-client';
import { DataTable } from '../../chart-runtime/DataTable';
import { dataColumns } from '../../chart-runtime/data-table';
import type { DataColumn, FormattingByColumn, TemporalFormatting } from '../../chart-runtime/data-table';
import { failureMessage } from '../../chart-runtime/use-chart-query';

/** Props of ViewAsTableModal. */
export interface ViewAsTableModalProps {
  /** The chart's query context; its rows are asked with result_type results. */
  context: QueryContext;
  /** The chart's title. */
  title: string;
  /** Closes the modal. */
  onClose: () => void;
}

type TableState =
  | { status: 'loading' }
  | { status: 'done'; columns: DataColumn[]; rows: Record<string, unknown>[] }
  | { status: 'failed'; message: string };

/** "View as table": the chart's result rows in a grid. */
export function ViewAsTableModal({ context, title, onClose }: ViewAsTableModalProps) {
  const [state, setState] = useState<TableState>({ status: 'loading' });
  const [formatting, setFormatting] = useState<FormattingByColumn>({});
  useEffect(() => {
    const controller = new AbortController();
    postChartData({ ...context, result_type: 'results' }, controller.signal)
      .then(([first]) =>
        setState({
          status: 'done',
          columns: dataColumns(first?.colnames ?? [], first?.coltypes ?? []),
          rows: first?.data ?? [],
        }),
      )
      .catch((error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'failed', message: failureMessage(error) });
      });
    return () => controller.abort();
  }, [context]);
  const onFormattingChange = (column: string, value: TemporalFormatting) =>
    setFormatting((current) => ({ ...current, [column]: value }));
  return (
    <Modal open title={title} width={960} onCancel={onClose} footer={null}>
      {state.status === 'loading' ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : state.status === 'failed' ? (
        <Alert type="error" showIcon title={state.message} />
      ) : (
        <>
          <Typography.Text type="secondary" data-testid="view-as-table-count">
            {state.rows.length} rows
          </Typography.Text>
          <div style={{ height: 420, marginTop: 8 }}>
            <DataTable
              columns={state.columns}
              rows={state.rows}
              formatting={formatting}
              onFormattingChange={onFormattingChange}
              label={`Results of ${title}`}
            />
          </div>
        </>
      )}
    </Modal>
  );
}
