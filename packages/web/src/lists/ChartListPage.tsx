import { PlusOutlined, StarFilled, StarOutlined, UploadOutlined } from '@ant-design/icons';
import {
  chartListItemSchema,
  encodeRison,
  favoriteStatusResponseSchema,
  listResponseSchema,
  messageResponseSchema,
  relatedResponseSchema,
} from '@meridian/core';
import type { ChartListItem, ListFilter, RelatedOption } from '@meridian/core';
import { App, Button, Card, Flex, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../app/api';
import { encodeListRequest, encodeOptionsRequest, orderFromSorter } from '../app/list-query';
import type { ListRequest } from '../app/list-query';
import { useResourcePermissions } from '../app/permissions-api';
import { displayName } from '../app/session';
import { useToast } from '../app/toast';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import { NoAccessResult } from '../components/NoAccessResult';
import { PageHeader } from '../components/PageHeader';
import { formatRelativeTime } from '../components/relative-time';
import { useDebouncedValue } from '../components/use-debounced-value';
import { useSetChartFavoriteMutation } from '../explore/explore-api';
import { ImportModal } from '../transfer/ImportModal';
import { downloadExport } from '../transfer/transfer-api';

const CHARTS = '/api/v1/chart/';
const SORTABLE = new Set(['slice_name', 'viz_type', 'changed_on_delta_humanized']);
const PAGE_SIZE = 25;
const chartPageSchema = listResponseSchema(chartListItemSchema);

/** One page of charts. */
interface ChartPage {
  count: number;
  result: ChartListItem[];
}

type ChartOptionsColumn = 'related/owners' | 'distinct/viz_type';

const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Chart', 'ChartFavorite'] });

const chartListApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    listCharts: build.query<ChartPage, ListRequest>({
      query: (request) => `${CHARTS}?q=${encodeListRequest(request)}`,
      transformResponse: (raw: unknown) => chartPageSchema.parse(raw),
      providesTags: ['Chart'],
    }),
    chartFavoriteStatuses: build.query<Record<number, boolean>, number[]>({
      query: (ids) => `${CHARTS}favorite_status/?q=${encodeURIComponent(encodeRison(ids))}`,
      transformResponse: (raw: unknown) =>
        Object.fromEntries(favoriteStatusResponseSchema.parse(raw).result.map((row) => [row.id, row.value])),
      providesTags: (_result, _error, ids) => ids.map((id) => ({ type: 'ChartFavorite' as const, id })),
    }),
    deleteCharts: build.mutation<string, number[]>({
      query: (ids) => ({ url: `${CHARTS}?q=${encodeURIComponent(encodeRison(ids))}`, method: 'DELETE' }),
      transformResponse: (raw: unknown) => messageResponseSchema.parse(raw).message,
      invalidatesTags: ['Chart'],
    }),
    chartListOptions: build.query<RelatedOption[], { column: ChartOptionsColumn; filter: string }>({
      query: ({ column, filter }) => `${CHARTS}${column}?q=${encodeOptionsRequest(filter, 100)}`,
      transformResponse: (raw: unknown) => relatedResponseSchema.parse(raw).result,
      providesTags: ['Chart'],
    }),
  }),
});

const { useListChartsQuery, useChartFavoriteStatusesQuery, useDeleteChartsMutation, useChartListOptionsQuery } =
  chartListApi;

/** Filters of the chart list. */
interface ChartFilters {
  search: string;
  owner?: number;
  vizType?: string;
  favorite?: boolean;
  certified?: boolean;
}

function chartListFilters(filters: ChartFilters): ListFilter[] {
  const list: ListFilter[] = [];
  if (filters.search) list.push({ col: 'slice_name', opr: 'ct', value: filters.search });
  if (filters.vizType) list.push({ col: 'viz_type', opr: 'eq', value: filters.vizType });
  if (filters.owner !== undefined) list.push({ col: 'owners', opr: 'rel_m_m', value: filters.owner });
  if (filters.favorite !== undefined) list.push({ col: 'id', opr: 'chart_is_favorite', value: filters.favorite });
  if (filters.certified !== undefined)
    list.push({ col: 'id', opr: 'chart_is_certified', value: filters.certified });
  return list;
}

/** Chart list page at /chart/list/ (route module, loaded lazily). */
export default function ChartListPage() {
  const permissions = useResourcePermissions('chart');
  if (permissions.isLoading) return <ContentLoading />;
  if (!permissions.canRead) return <NoAccessResult />;
  return <ChartList canWrite={permissions.canWrite} />;
}

function OptionsSelect({
  column,
  label,
  width,
  value,
  onChange,
}: {
  column: ChartOptionsColumn;
  label: string;
  width: number;
  value: string | number | undefined;
  onChange: (value: string | number | undefined) => void;
}) {
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search, 250);
  const options = useChartListOptionsQuery({ column, filter });
  return (
    <Select<string | number>
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      aria-label={label}
      placeholder={label}
      style={{ width }}
      value={value}
      loading={options.isFetching}
      onChange={(next) => onChange(next ?? undefined)}
      options={(options.data ?? []).map((option) => ({ value: option.value, label: option.text }))}
    />
  );
}

function booleanSelect(label: string, value: boolean | undefined, onChange: (value: boolean | undefined) => void) {
  return (
    <Select<'yes' | 'no'>
      allowClear
      aria-label={label}
      placeholder={label}
      style={{ width: 140 }}
      value={value === undefined ? undefined : value ? 'yes' : 'no'}
      onChange={(next) => onChange(next === undefined ? undefined : next === 'yes')}
      options={[
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ]}
    />
  );
}

function ChartList({ canWrite }: { canWrite: boolean }) {
  const [order, setOrder] = useState<Pick<ListRequest, 'orderColumn' | 'orderDirection'>>({
    orderColumn: 'changed_on_delta_humanized',
    orderDirection: 'desc',
  });
  const [page, setPage] = useState(0);
  const [filters, setFilters] = useState<ChartFilters>({ search: '' });
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const charts = useListChartsQuery({ page, pageSize: PAGE_SIZE, ...order, filters: chartListFilters(filters) });
  const rows = useMemo(() => charts.data?.result ?? [], [charts.data]);
  const ids = useMemo(() => rows.map((chart) => chart.id), [rows]);
  const favorites = useChartFavoriteStatusesQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetChartFavoriteMutation();
  const [deleteCharts, bulkState] = useDeleteChartsMutation();
  const toast = useToast();
  const { modal } = App.useApp();
  const navigate = useNavigate();

  const changeFilters = (patch: Partial<ChartFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
    setSelected([]);
  };

  const names = (chosen: number[]) =>
    chosen.map((id) => rows.find((chart) => chart.id === id)?.slice_name ?? String(id)).join(', ');

  const toggleFavorite = async (chart: ChartListItem) => {
    const isStarred = !(favorites.data?.[chart.id] ?? false);
    try {
      await setFavorite({ id: chart.id, isStarred }).unwrap();
    } catch (error) {
      toast.error('There was an error saving the favorite status', error);
    }
  };

  const removeSelected = () => {
    const chosen = selected;
    const label = names(chosen);
    modal.confirm({
      title: 'Please confirm',
      content: `Are you sure you want to delete the selected charts?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteCharts(chosen).unwrap();
          toast.success(`Deleted: ${label}`);
          setSelected([]);
        } catch (error) {
          toast.error(`There was an issue deleting: ${label}`, error);
        }
      },
    });
  };

  const exportSelected = async () => {
    setExporting(true);
    try {
      await downloadExport('chart', selected);
    } catch (error) {
      toast.error('There was an issue exporting the selected charts', error);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableProps<ChartListItem>['columns'] = [
    {
      title: '',
      key: 'favorite',
      width: 44,
      render: (_, chart) => {
        const starred = favorites.data?.[chart.id] ?? false;
        return (
          <Button
            type="text"
            size="small"
            aria-label={starred ? `Unstar ${chart.slice_name}` : `Star ${chart.slice_name}`}
            aria-pressed={starred}
            icon={starred ? <StarFilled style={{ color: '#fbc700' }} /> : <StarOutlined />}
            onClick={() => void toggleFavorite(chart)}
          />
        );
      },
    },
    {
      title: 'Name',
      dataIndex: 'slice_name',
      key: 'slice_name',
      sorter: true,
      render: (name: string, chart) => (
        <Space size={4}>
          <Link to={`/explore/?slice_id=${chart.id}`}>{name}</Link>
          {chart.certified_by && (
            <Tooltip title={`Certified by ${chart.certified_by}`}>
              <Tag color="green">Certified</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: 'Type', dataIndex: 'viz_type', key: 'viz_type', sorter: true },
    {
      title: 'Dataset',
      key: 'dataset',
      render: (_, chart) =>
        chart.datasource_url ? (
          <Link to={chart.datasource_url}>{chart.datasource_name_text}</Link>
        ) : (
          chart.datasource_name_text
        ),
    },
    {
      title: 'Owners',
      key: 'owners',
      render: (_, chart) => chart.owners.map((owner) => <Tag key={owner.id}>{displayName(owner)}</Tag>),
    },
    {
      title: 'Last modified',
      dataIndex: 'changed_on',
      key: 'changed_on_delta_humanized',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (value: string, chart) => (
        <Tooltip title={chart.changed_by_name ? `${value} by ${chart.changed_by_name}` : value}>
          {formatRelativeTime(value)}
        </Tooltip>
      ),
    },
  ];

  const onChange: TableProps<ChartListItem>['onChange'] = (pagination, _filters, sorter) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    setOrder(orderFromSorter(sort, SORTABLE));
    setPage((pagination.current ?? 1) - 1);
  };

  return (
    <>
      <PageHeader
        title="Charts"
        extra={
          <Space>
            {selected.length > 0 && (
              <Button loading={exporting} onClick={() => void exportSelected()}>
                Export {selected.length} selected
              </Button>
            )}
            {canWrite && selected.length > 0 && (
              <Button danger loading={bulkState.isLoading} onClick={removeSelected}>
                Delete {selected.length} selected
              </Button>
            )}
            {canWrite && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                Import
              </Button>
            )}
            {canWrite && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/tablemodelview/list/')}>
                Chart
              </Button>
            )}
          </Space>
        }
      />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Search by name"
          aria-label="Search charts"
          style={{ width: 240 }}
          onSearch={(value) => changeFilters({ search: value.trim() })}
        />
        <OptionsSelect
          column="related/owners"
          label="Owner"
          width={200}
          value={filters.owner}
          onChange={(value) => changeFilters({ owner: typeof value === 'number' ? value : undefined })}
        />
        <OptionsSelect
          column="distinct/viz_type"
          label="Chart type"
          width={220}
          value={filters.vizType}
          onChange={(value) => changeFilters({ vizType: value === undefined ? undefined : String(value) })}
        />
        {booleanSelect('Favorite', filters.favorite, (favorite) => changeFilters({ favorite }))}
        {booleanSelect('Certified', filters.certified, (certified) => changeFilters({ certified }))}
      </Flex>
      <ApiErrorAlert error={charts.error} lead="An error occurred while fetching charts" />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<ChartListItem>
          rowKey="id"
          data-testid="chart-list"
          columns={columns}
          dataSource={rows}
          loading={charts.isFetching}
          onChange={onChange}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            preserveSelectedRowKeys: true,
          }}
          pagination={{
            current: page + 1,
            pageSize: PAGE_SIZE,
            total: charts.data?.count ?? 0,
            showSizeChanger: false,
            showTotal: (total) => (total === 1 ? '1 chart' : `${total} charts`),
            style: { paddingInline: 16 },
          }}
        />
      </Card>
      <ImportModal resource="chart" open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
