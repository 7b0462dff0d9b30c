import { ConsoleSqlOutlined, CopyOutlined } from '@ant-design/icons';
import type { QueryContext } from '@meridian/core';
import { Alert, Button, Flex, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { isAbortError, postChartData } from './chart-data-client';
import { failureMessage } from './use-chart-query';
import { useCopyToClipboard } from '../components/use-copy';
import { useViewInSqlLab } from '../sqllab/post-sqllab-form';

/** Props of ViewQueryModal. */
export interface ViewQueryModalProps {
  /** The chart's query context; its SQL is asked with result_type query. */
  context: QueryContext;
  /** Whether "View in SQL Lab" is offered (can_sqllab on Superset). */
  canSqlLab: boolean;
  /** Closes the modal. */
  onClose: () => void;
}

type QueryState =
  { status: 'loading' } | { status: 'done'; queries: string[] } | { status: 'failed'; message: string };

/** "View query": the SQL of each query object of the chart, with Copy and View in SQL Lab. */
export function ViewQueryModal({ context, canSqlLab, onClose }: ViewQueryModalProps) {
  const [state, setState] = useState<QueryState>({ status: 'loading' });
  const copy = useCopyToClipboard();
  const viewInSqlLab = useViewInSqlLab();
  useEffect(() => {
    const controller = new AbortController();
    postChartData({ ...context, result_type: 'query' }, controller.signal)
      .then((results) => setState({ status: 'done', queries: results.map((result) => result.query ?? '') }))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'failed', message: failureMessage(error) });
      });
    return () => controller.abort();
  }, [context]);
  const sql = state.status === 'done' ? state.queries.join('\n\n') : '';
  return (
    <Modal open title="View query" width={800} onCancel={onClose} footer={null}>
      {state.status === 'loading' ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : state.status === 'failed' ? (
        <Alert type="error" showIcon title={state.message} />
      ) : (
        <>
          <Flex justify="flex-end" gap={8} style={{ marginBottom: 8 }}>
            <Button icon={<CopyOutlined />} onClick={() => void copy(sql)}>
              Copy
            </Button>
            {canSqlLab ? (
              <Button
                icon={<ConsoleSqlOutlined />}
                onClick={() => viewInSqlLab({ datasourceKey: `${context.datasource.id}__table`, sql })}
              >
                View in SQL Lab
              </Button>
            ) : null}
          </Flex>
          <pre
            data-testid="view-query-sql"
            style={{
              background: '#f6f8fa',
              padding: 12,
              borderRadius: 6,
              maxHeight: 480,
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
            }}
          >
            {sql}
          </pre>
        </>
      )}
    </Modal>
  );
}
