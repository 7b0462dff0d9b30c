import { SearchOutlined } from '@ant-design/icons';
import type { Dataset, DatasetListItem } from '@meridian/core';
import { Alert, Button, Input, Modal, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../../app/api-error';
import { displayName } from '../../app/session';
import { useToast } from '../../app/toast';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useLazyGetDatasetQuery, useListDatasetsQuery } from '../../datasets/dataset-api';

/** Texts of the swap dataset modal (spec §2, §8). */
export const SWAP_MESSAGES = {
  warning: 'Warning! Changing the dataset may break the chart if the metadata does not exist.',
  confirm:
    'Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset',
  success: 'Successfully changed dataset!',
} as const;

/** Spec §2: the modal's height, and on the confirm step. */
const HEIGHT = 540;
const CONFIRM_HEIGHT = 432;
const PAGE_SIZE = 20;
/** Spec §9: search debounce. */
const SEARCH_DEBOUNCE_MS = 500;

/** Props of SwapDatasetModal. */
export interface SwapDatasetModalProps {
  /** Closes without a change. */
  onCancel: () => void;
  /** The chosen dataset, loaded (spec §4 "Datasource swap"). */
  onSwapped: (dataset: Dataset) => void;
}

/** The swap dataset modal: pick a dataset from a server-paginated list, confirm, switch. */
export function SwapDatasetModal({ onCancel, onSwapped }: SwapDatasetModalProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [confirming, setConfirming] = useState<DatasetListItem | null>(null);
  const needle = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useListDatasetsQuery({
    page,
    pageSize: PAGE_SIZE,
    orderColumn: 'table_name',
    orderDirection: 'asc',
    filters: needle ? [{ col: 'table_name', opr: 'ct', value: needle }] : [],
  });
  const [fetchDataset, fetchState] = useLazyGetDatasetQuery();
  const toast = useToast();

  const proceed = async () => {
    if (!confirming) return;
    try {
      const dataset = await fetchDataset(confirming.id).unwrap();
      onSwapped(dataset);
      toast.success(SWAP_MESSAGES.success);
    } catch (error) {
      toast.error(describeApiError(error).message);
    }
  };

  const columns: TableProps<DatasetListItem>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      render: (_, dataset) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setConfirming(dataset)}>
          {dataset.table_name}
        </Button>
      ),
    },
    {
      title: 'Type',
      key: 'kind',
      render: (_, dataset) => (dataset.kind === 'physical' ? 'Physical' : 'Virtual'),
    },
    { title: 'Schema', key: 'schema', render: (_, dataset) => dataset.schema },
    { title: 'Connection', key: 'database', render: (_, dataset) => dataset.database.database_name },
    {
      title: 'Owners',
      key: 'owners',
      render: (_, dataset) => dataset.owners.map((owner) => <Tag key={owner.id}>{displayName(owner)}</Tag>),
    },
  ];

  const footer = confirming
    ? [
        <Button key="cancel" onClick={() => setConfirming(null)}>
          Cancel
        </Button>,
        <Button key="proceed" type="primary" loading={fetchState.isFetching} onClick={() => void proceed()}>
          Proceed
        </Button>,
      ]
    : null;

  return (
    <Modal
      open
      title="Swap dataset"
      width={900}
      onCancel={onCancel}
      footer={footer}
      styles={{ body: { height: confirming ? CONFIRM_HEIGHT : HEIGHT, overflowY: 'auto' } }}
    >
      {confirming ? (
        <Typography.Paragraph>
          {SWAP_MESSAGES.confirm}. Swap to <Typography.Text strong>{confirming.table_name}</Typography.Text>?
        </Typography.Paragraph>
      ) : (
        <>
          <Alert type="warning" showIcon title={SWAP_MESSAGES.warning} style={{ marginBottom: 12 }} />
          <Input
            allowClear
            autoFocus
            prefix={<SearchOutlined />}
            placeholder="Search / Filter"
            aria-label="Search / Filter"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
            style={{ marginBottom: 12 }}
          />
          <Table<DatasetListItem>
            rowKey="id"
            size="small"
            loading={list.isFetching}
            columns={columns}
            dataSource={list.data?.result ?? []}
            pagination={{
              current: page + 1,
              pageSize: PAGE_SIZE,
              total: list.data?.count ?? 0,
              showSizeChanger: false,
              onChange: (next) => setPage(next - 1),
            }}
          />
        </>
      )}
    </Modal>
  );
}
