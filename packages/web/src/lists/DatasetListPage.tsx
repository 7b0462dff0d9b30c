import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { DATASET_MESSAGES } from '@meridian/core';
import type { DatasetListItem } from '@meridian/core';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { exploreDatasetPath } from '../explore/explore-urls';
import { useResourcePermissions } from '../app/permissions-api';
import { displayName, useSession } from '../app/session';
import { useToast } from '../app/toast';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import { ListFilterBar } from '../components/list/ListFilterBar';
import { AdminRowActions } from '../components/list/AdminRowActions';
import { SelectionActions } from '../components/list/SelectionActions';
import type { ListFilterField, OptionsHook } from '../components/list/list-filters';
import { ListTable } from '../components/list/ListTable';
import { useBulkDelete } from '../components/list/use-bulk-delete';
import { useListExport } from '../components/list/use-list-export';
import { useListPage } from '../components/list/use-list-page';
import { NoAccessResult } from '../components/NoAccessResult';
import { PageHeader } from '../components/PageHeader';
import { formatRelativeTime } from '../components/relative-time';
import {
  useDatasetOptionsQuery,
  useDeleteDatasetMutation,
  useDeleteDatasetsMutation,
  useListDatasetsQuery,
} from '../datasets/dataset-api';
import type { DatasetOptionsColumn } from '../datasets/dataset-api';
import { DatasetEditModal } from '../datasets/edit/DatasetEditModal';
import { canEditDataset } from '../datasets/dataset-permissions';
import { ImportModal } from '../transfer/ImportModal';

const SORTABLE = new Set(['table_name', 'kind', 'schema', 'changed_on']);

function datasetOptions(column: DatasetOptionsColumn): OptionsHook {
  return function useOptions(search) {
    const answer = useDatasetOptionsQuery({ column, filter: search });
    return {
      options: answer.data ?? [],
      isFetching: answer.isFetching,
      refetch: () => void answer.refetch(),
    };
  };
}

/** The dataset list's filters, with Superset's rison operators. */
const DATASET_FILTER_FIELDS: readonly ListFilterField[] = [
  {
    key: 'search',
    input: 'search',
    col: 'table_name',
    opr: 'ct',
    label: 'Search datasets',
    placeholder: 'Search by name',
  },
  {
    key: 'kind',
    input: 'choice',
    // Physical datasets have no SQL: `dataset_is_null_or_empty` true picks them, false the virtual ones.
    col: 'sql',
    opr: 'dataset_is_null_or_empty',
    label: 'Type',
    options: [
      { label: 'Physical', value: true },
      { label: 'Virtual', value: false },
    ],
  },
  {
    key: 'database',
    input: 'related',
    col: 'database',
    opr: 'rel_o_m',
    label: 'Database',
    useOptions: datasetOptions('related/database'),
  },
  {
    key: 'schema',
    input: 'related',
    col: 'schema',
    opr: 'eq',
    label: 'Schema',
    width: 180,
    useOptions: datasetOptions('distinct/schema'),
  },
  {
    key: 'owner',
    input: 'related',
    col: 'owners',
    opr: 'rel_m_m',
    label: 'Owner',
    useOptions: datasetOptions('related/owners'),
  },
];

/** Dataset list page at /tablemodelview/list/ (route module, loaded lazily). */
export default function DatasetListPage() {
  const permissions = useResourcePermissions('dataset');
  if (permissions.isLoading) return <ContentLoading />;
  if (!permissions.canRead) return <NoAccessResult />;
  return <DatasetList canWrite={permissions.canWrite} />;
}

function DatasetList({ canWrite }: { canWrite: boolean }) {
  const list = useListPage<DatasetListItem>({
    order: { orderColumn: 'changed_on', orderDirection: 'desc' },
    sortable: SORTABLE,
    filterFields: DATASET_FILTER_FIELDS,
  });
  const selected = list.selection.ids;
  const [editing, setEditing] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const datasets = useListDatasetsQuery(list.request);
  const [deleteDataset] = useDeleteDatasetMutation();
  const [deleteDatasets, bulkState] = useDeleteDatasetsMutation();
  const { me, isAdmin } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const exporter = useListExport('dataset');
  const bulkDelete = useBulkDelete(list.selection, {
    remove: (ids) => deleteDatasets(ids).unwrap(),
    succeeded: (message) => message,
    failed: () => 'There was an issue deleting the selected datasets',
  });

  const remove = async (dataset: DatasetListItem) => {
    try {
      await deleteDataset(dataset.id).unwrap();
      toast.success(`Deleted: ${dataset.table_name}`);
    } catch (error) {
      toast.error(`There was an issue deleting ${dataset.table_name}`, error);
    }
  };

  const columns: TableProps<DatasetListItem>['columns'] = [
    {
      title: 'Name',
      dataIndex: 'table_name',
      key: 'table_name',
      sorter: true,
      render: (name: string, dataset) => <Link to={exploreDatasetPath(dataset.id)}>{name}</Link>,
    },
    {
      title: 'Type',
      dataIndex: 'kind',
      key: 'kind',
      sorter: true,
      render: (kind: DatasetListItem['kind']) =>
        kind === 'physical' ? <Tag>Physical</Tag> : <Tag color="blue">Virtual</Tag>,
    },
    { title: 'Database', key: 'database', render: (_, dataset) => dataset.database.database_name },
    { title: 'Schema', dataIndex: 'schema', key: 'schema', sorter: true },
    {
      title: 'Owners',
      key: 'owners',
      render: (_, dataset) => dataset.owners.map((owner) => <Tag key={owner.id}>{displayName(owner)}</Tag>),
    },
    {
      title: 'Last modified',
      dataIndex: 'changed_on',
      key: 'changed_on',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (value: string, dataset) => (
        <Tooltip title={dataset.changed_by_name ? `${value} by ${dataset.changed_by_name}` : value}>
          {formatRelativeTime(value)}
        </Tooltip>
      ),
    },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, dataset) => {
        const mayEdit = canEditDataset(dataset.owners, me?.id, isAdmin);
        return (
          <AdminRowActions
            name={dataset.table_name}
            onEdit={() => setEditing(dataset.id)}
            onDelete={() => remove(dataset)}
            deleteDescription="Charts built on it stop working."
            disabledReason={mayEdit ? undefined : DATASET_MESSAGES.mustBeOwner}
          />
        );
      },
    });
  }

  return (
    <>
      <PageHeader
        title="Datasets"
        extra={
          canWrite && (
            <Space>
              <SelectionActions
                count={selected.length}
                onExport={() =>
                  void exporter.exportIds(selected, 'There was an issue exporting the selected datasets')
                }
                isExporting={exporter.isExporting}
                onDelete={() =>
                  bulkDelete.confirm(
                    selected,
                    `Are you sure you want to delete the ${selected.length} selected datasets?`,
                  )
                }
                isDeleting={bulkState.isLoading}
              />
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                Import
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/dataset/add/')}>
                Dataset
              </Button>
            </Space>
          )
        }
      />
      <ListFilterBar fields={DATASET_FILTER_FIELDS} values={list.filters} onChange={list.changeFilters} />
      <ApiErrorAlert error={datasets.error} lead="An error occurred while fetching datasets" />
      <ListTable<DatasetListItem>
        list={list}
        answer={datasets}
        columns={columns}
        selectable={canWrite}
        canSelect={(dataset) => canEditDataset(dataset.owners, me?.id, isAdmin)}
        showTotal={(total) => (total === 1 ? '1 dataset' : `${total} datasets`)}
      />
      <ImportModal resource="dataset" open={importing} onClose={() => setImporting(false)} />
      {editing !== null && <DatasetEditModal datasetId={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
