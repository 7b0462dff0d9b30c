import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { isNarrowScreen } from '../app/use-narrow-screen';
import type { Chart, ChartListItem } from '@meridian/core';
import { App, Button, Space } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { orderFromSorter } from '../app/list-query';
import type { ListRequest } from '../app/list-query';
import { useResourcePermissions } from '../app/permissions-api';
import { useSession } from '../app/session';
import { useToast } from '../app/toast';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import { CardCover } from '../components/list/CardCover';
import { CertifiedTag } from '../components/list/CertifiedTag';
import { ListBody } from '../components/list/ListBody';
import { FavoriteStar } from '../components/list/FavoriteStar';
import { ListCard } from '../components/list/ListCard';
import { ListFilterBar } from '../components/list/ListFilterBar';
import { listFiltersOf, YES_NO_OPTIONS } from '../components/list/list-filters';
import type { FilterValues, ListFilterField } from '../components/list/list-filters';
import { isOwnerOrAdmin } from '../components/list/ownership';
import { RowActions } from '../components/list/RowActions';
import { ViewModeToggle } from '../components/list/ViewModeToggle';
import type { ListViewMode } from '../components/list/ViewModeToggle';
import { NoAccessResult } from '../components/NoAccessResult';
import { PageHeader } from '../components/PageHeader';
import { formatRelativeTime } from '../components/relative-time';
import { ChartPropertiesModal } from '../explore/header/ChartPropertiesModal';
import { useSetChartFavoriteMutation } from '../explore/explore-api';
import { ImportModal } from '../transfer/ImportModal';
import { downloadExport } from '../transfer/transfer-api';
import {
  useChartFavoriteStatusesQuery,
  useChartOwnerFilterOptions,
  useDashboardFilterOptions,
  useDatasetFilterOptions,
  useDeleteChartsMutation,
  useListChartsQuery,
  useVizTypeFilterOptions,
} from './chart-list-api';
import { CHART_SORTABLE, chartColumns } from './chart-list-columns';
import { vizTypeLabel } from './viz-type-names';

/** Superset's list page size (spec §9). */
const PAGE_SIZE = 25;
const NOT_OWNER = 'You must be an owner of this chart to change it';

/** The chart list's filters, with Superset's rison operators. */
const CHART_FILTER_FIELDS: readonly ListFilterField[] = [
  { key: 'search', input: 'search', col: 'slice_name', opr: 'chart_all_text', label: 'Search charts' },
  {
    key: 'owner',
    input: 'related',
    col: 'owners',
    opr: 'rel_m_m',
    label: 'Owner',
    useOptions: useChartOwnerFilterOptions,
  },
  {
    key: 'vizType',
    input: 'related',
    col: 'viz_type',
    opr: 'eq',
    label: 'Chart type',
    useOptions: useVizTypeFilterOptions,
    labelOf: (option) => vizTypeLabel(String(option.value)).name,
  },
  {
    key: 'dataset',
    input: 'related',
    col: 'datasource_id',
    opr: 'eq',
    label: 'Dataset',
    useOptions: useDatasetFilterOptions,
  },
  {
    key: 'dashboard',
    input: 'related',
    col: 'dashboards',
    opr: 'rel_m_m',
    label: 'Dashboard',
    useOptions: useDashboardFilterOptions,
  },
  {
    key: 'certified',
    input: 'choice',
    col: 'id',
    opr: 'chart_is_certified',
    label: 'Certified',
    options: YES_NO_OPTIONS,
  },
  {
    key: 'favorite',
    input: 'choice',
    col: 'id',
    opr: 'chart_is_favorite',
    label: 'Favorite',
    options: YES_NO_OPTIONS,
  },
];

/** Chart list page at /chart/list/ (route module, loaded lazily). */
export default function ChartListPage() {
  const permissions = useResourcePermissions('chart');
  if (permissions.isLoading) return <ContentLoading />;
  if (!permissions.canRead) return <NoAccessResult />;
  return <ChartList canWrite={permissions.canWrite} />;
}

function ChartList({ canWrite }: { canWrite: boolean }) {
  const [order, setOrder] = useState<Pick<ListRequest, 'orderColumn' | 'orderDirection'>>({
    orderColumn: 'changed_on_delta_humanized',
    orderDirection: 'desc',
  });
  const [page, setPage] = useState(0);
  const [filters, setFilters] = useState<FilterValues>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [viewMode, setViewMode] = useState<ListViewMode>(() => (isNarrowScreen() ? 'card' : 'table'));
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const charts = useListChartsQuery({
    page,
    pageSize: PAGE_SIZE,
    ...order,
    filters: listFiltersOf(CHART_FILTER_FIELDS, filters),
  });
  const rows = useMemo(() => charts.data?.result ?? [], [charts.data]);
  const ids = useMemo(() => rows.map((chart) => chart.id), [rows]);
  const favorites = useChartFavoriteStatusesQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetChartFavoriteMutation();
  const [deleteCharts, bulkState] = useDeleteChartsMutation();
  const { me, isAdmin } = useSession();
  const toast = useToast();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const starred = favorites.data ?? {};

  const changeFilters = (next: FilterValues) => {
    setFilters(next);
    setPage(0);
    setSelected([]);
  };

  const toggleFavorite = async (chart: ChartListItem) => {
    try {
      await setFavorite({ id: chart.id, isStarred: !(starred[chart.id] ?? false) }).unwrap();
    } catch (error) {
      toast.error('There was an error saving the favorite status', error);
    }
  };

  const confirmDelete = (chosen: number[], question: string) => {
    const label = chosen
      .map((id) => rows.find((chart) => chart.id === id)?.slice_name ?? String(id))
      .join(', ');
    modal.confirm({
      title: 'Please confirm',
      content: question,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteCharts(chosen).unwrap();
          toast.success(`Deleted: ${label}`);
          setSelected((current) => current.filter((id) => !chosen.includes(id)));
        } catch (error) {
          toast.error(`There was an issue deleting: ${label}`, error);
        }
      },
    });
  };

  const exportCharts = async (chosen: number[]) => {
    setExporting(true);
    try {
      await downloadExport('chart', chosen);
    } catch (error) {
      toast.error('There was an issue exporting the selected charts', error);
    } finally {
      setExporting(false);
    }
  };

  const renderActions = (chart: ChartListItem) => (
    <RowActions
      name={chart.slice_name}
      onEdit={canWrite ? () => setEditing(chart) : undefined}
      onExport={() => void exportCharts([chart.id])}
      onDelete={
        canWrite
          ? () => confirmDelete([chart.id], `Are you sure you want to delete ${chart.slice_name}?`)
          : undefined
      }
      disabledReason={isOwnerOrAdmin(chart.owners, me?.id, isAdmin) ? undefined : NOT_OWNER}
    />
  );

  const renderCard = (chart: ChartListItem) => {
    const type = vizTypeLabel(chart.viz_type);
    return (
      <ListCard
        name={chart.slice_name}
        title={<Link to={`/explore/?slice_id=${chart.id}`}>{chart.slice_name}</Link>}
        cover={<CardCover title={chart.slice_name} imageUrl={type.thumbnail} />}
        description={
          <>
            {type.name} · Modified {formatRelativeTime(chart.changed_on)}{' '}
            <CertifiedTag certifiedBy={chart.certified_by} />
          </>
        }
        extra={
          <FavoriteStar
            name={chart.slice_name}
            isStarred={starred[chart.id] ?? false}
            onToggle={() => void toggleFavorite(chart)}
          />
        }
        actions={[renderActions(chart)]}
        isSelected={selected.includes(chart.id)}
        onSelect={(isSelected) =>
          setSelected((current) =>
            isSelected ? [...current, chart.id] : current.filter((id) => id !== chart.id),
          )
        }
      />
    );
  };

  const onTableChange: TableProps<ChartListItem>['onChange'] = (pagination, _filters, sorter) => {
    setOrder(orderFromSorter(Array.isArray(sorter) ? sorter[0] : sorter, CHART_SORTABLE));
    setPage((pagination.current ?? 1) - 1);
  };
  const showTotal = (total: number) => (total === 1 ? '1 chart' : `${total} charts`);

  return (
    <>
      <PageHeader
        title="Charts"
        extra={
          <Space>
            {selected.length > 0 && (
              <Button loading={exporting} onClick={() => void exportCharts(selected)}>
                Export {selected.length} selected
              </Button>
            )}
            {canWrite && selected.length > 0 && (
              <Button
                danger
                loading={bulkState.isLoading}
                onClick={() =>
                  confirmDelete(selected, 'Are you sure you want to delete the selected charts?')
                }
              >
                Delete {selected.length} selected
              </Button>
            )}
            <ViewModeToggle mode={viewMode} onChange={setViewMode} />
            {canWrite && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                Import
              </Button>
            )}
            {canWrite && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/chart/add')}>
                Chart
              </Button>
            )}
          </Space>
        }
      />
      <ListFilterBar fields={CHART_FILTER_FIELDS} values={filters} onChange={changeFilters} />
      <ApiErrorAlert error={charts.error} lead="An error occurred while fetching charts" />
      <ApiErrorAlert error={favorites.error} lead="There was an error fetching the favorite status" />
      <ListBody<ChartListItem>
        viewMode={viewMode}
        testId="chart-cards"
        tableTestId="chart-list"
        rows={rows}
        rowKey={(row) => row.id}
        renderCard={renderCard}
        columns={chartColumns({
          favorites: starred,
          onToggleFavorite: (chart) => void toggleFavorite(chart),
          renderActions,
        })}
        onTableChange={onTableChange}
        selected={selected}
        onSelect={setSelected}
        page={page}
        pageSize={PAGE_SIZE}
        total={charts.data?.count ?? 0}
        onPageChange={setPage}
        isLoading={charts.isFetching}
        showTotal={showTotal}
      />
      <ImportModal resource="chart" open={importing} onClose={() => setImporting(false)} />
      {editing && (
        <ChartPropertiesModal
          // The modal edits only the list's fields; it neither shows nor sends the query context.
          slice={{ ...editing, query_context: null } satisfies Chart}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.success('Chart properties updated');
          }}
        />
      )}
    </>
  );
}
