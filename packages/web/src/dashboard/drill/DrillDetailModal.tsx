import type { QueryContext } from '@meridian/core';
import { Alert, Flex, Modal, Pagination, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { isAbortError } from '../../chart-runtime/chart-data-client';
import { DataTable } from '../../chart-runtime/DataTable';
import { dataColumns } from '../../chart-runtime/data-table';
import type { FormattingByColumn, TemporalFormatting } from '../../chart-runtime/data-table';
import { DRILL_PAGE_SIZE, drillDetailPayload } from './drill-payload';
import type { DrillFilter } from './drill-payload';
import { fetchSamplesPage } from './samples-client';
import type { SamplesPage } from './samples-client';

/** Props of DrillDetailModal. */
export interface DrillDetailModalProps {
  /** The chart's current query context (dashboard filters included). */
  context: QueryContext;
  /** The chart's title. */
  title: string;
  /** Filters of the clicked point; empty for the whole chart. */
  filters: readonly DrillFilter[];
  dashboardId?: number;
  onClose: () => void;
}

type PageState =
  { status: 'loading' } | { status: 'done'; page: SamplesPage } | { status: 'failed'; message: string };

/** Drill to detail: the rows behind a chart or one of its points, 50 a page, the point filters removable. */
export function DrillDetailModal(props: DrillDetailModalProps) {
  const [filters, setFilters] = useState<readonly DrillFilter[]>(props.filters);
  const [pageNumber, setPageNumber] = useState(1);
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [formatting, setFormatting] = useState<FormattingByColumn>({});
  const payload = useMemo(() => drillDetailPayload(props.context, filters), [props.context, filters]);
  const datasetId = props.context.datasource.id;
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSamplesPage({
      datasetId,
      page: pageNumber,
      payload,
      ...(props.dashboardId !== undefined ? { dashboardId: props.dashboardId } : {}),
      signal: controller.signal,
    })
      .then((page) => setState({ status: 'done', page }))
      .catch((error: unknown) => {
        if (!isAbortError(error))
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : 'Sorry, an error occurred',
          });
      });
    return () => controller.abort();
  }, [datasetId, pageNumber, payload, props.dashboardId]);
  const onFormattingChange = (column: string, value: TemporalFormatting) =>
    setFormatting((current) => ({ ...current, [column]: value }));
  return (
    <Modal open title={`Drill to detail: ${props.title}`} width={1000} onCancel={props.onClose} footer={null}>
      <div data-testid="drill-detail-modal">
        {filters.length > 0 ? (
          <Flex gap={4} wrap style={{ marginBottom: 8 }} data-testid="drill-detail-filters">
            {filters.map((filter) => (
              <Tag
                key={`${filter.col}=${filter.formattedVal}`}
                closable
                onClose={() => {
                  setPageNumber(1);
                  setFilters((current) => current.filter((item) => item !== filter));
                }}
              >
                {filter.col}: {filter.formattedVal}
              </Tag>
            ))}
          </Flex>
        ) : null}
        {state.status === 'loading' ? (
          <Flex justify="center" style={{ padding: 32 }}>
            <Spin />
          </Flex>
        ) : state.status === 'failed' ? (
          <Alert type="error" showIcon title={state.message} />
        ) : (
          <>
            <Typography.Text type="secondary" data-testid="drill-detail-count">
              {state.page.total_count} rows
            </Typography.Text>
            <div style={{ height: 420, marginTop: 8 }}>
              <DataTable
                columns={dataColumns(state.page.colnames, state.page.coltypes)}
                rows={state.page.data}
                formatting={formatting}
                onFormattingChange={onFormattingChange}
                label={`Rows of ${props.title}`}
              />
            </div>
            <Pagination
              size="small"
              style={{ marginTop: 8 }}
              current={pageNumber}
              pageSize={DRILL_PAGE_SIZE}
              total={state.page.total_count}
              showSizeChanger={false}
              onChange={setPageNumber}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
