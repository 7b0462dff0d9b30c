import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { isNarrowScreen } from '../app/use-narrow-screen';
import type { Chart, ChartListItem } from '@meridian/core';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
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
import { YES_NO_OPTIONS } from '../components/list/list-filters';
import type { ListFilterField } from '../components/list/list-filters';
import { isOwnerOrAdmin } from '../components/list/ownership';
import { RowActions } from '../components/list/RowActions';
import { SelectionActions } from '../components/list/SelectionActions';
import { useBulkDelete } from '../components/list/use-bulk-delete';
import { useListExport } from '../components/list/use-list-export';
import { useListPage } from '../components/list/use-list-page';
import { ViewModeToggle } from '../components/list/ViewModeToggle';
import type { ListViewMode } from '../components/list/ViewModeToggle';
import { NoAccessResult } from '../components/NoAccessResult';
import { PageHeader } from '../components/PageHeader';
import { formatRelativeTime } from '../components/relative-time';
import { ChartPropertiesModal } from '../explore/header/ChartPropertiesModal';
import { useSetChartFavoriteMutation } from '../explore/explore-api';
import { ImportModal } from '../transfer/ImportModal';
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
  const list = useListPage<ChartListItem>({
    order: { orderColumn: 'changed_on_delta_humanized', orderDirection: 'desc' },
    sortable: CHART_SORTABLE,
    filterFields: CHART_FILTER_FIELDS,
  });
  const selected = list.selection.ids;
  const [viewMode, setViewMode] = useState<ListViewMode>(() => (isNarrowScreen() ? 'card' : 'table'));
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const charts = useListChartsQuery(list.request);
  const rows = useMemo(() => charts.data?.result ?? [], [charts.data]);
  const ids = useMemo(() => rows.map((chart) => chart.id), [rows]);
  const favorites = useChartFavoriteStatusesQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetChartFavoriteMutation();
  const [deleteCharts, bulkState] = useDeleteChartsMutation();
  const { me, isAdmin } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const starred = favorites.data ?? {};
  const exporter = useListExport('chart');
  const exportCharts = (chosen: readonly number[]) =>
    exporter.exportIds(chosen, 'There was an issue exporting the selected charts');

  const namesOf = (chosen: readonly number[]) =>
    chosen.map((id) => rows.find((chart) => chart.id === id)?.slice_name ?? String(id)).join(', ');
  const bulkDelete = useBulkDelete(list.selection, {
    remove: (chosen) => deleteCharts(chosen).unwrap(),
    succeeded: (_message, chosen) => `Deleted: ${namesOf(chosen)}`,
    failed: (chosen) => `There was an issue deleting: ${namesOf(chosen)}`,
  });

  const toggleFavorite = async (chart: ChartListItem) => {
    try {
      await setFavorite({ id: chart.id, isStarred: !(starred[chart.id] ?? false) }).unwrap();
    } catch (error) {
      toast.error('There was an error saving the favorite status', error);
    }
  };

  const renderActions = (chart: ChartListItem) => (
    <RowActions
      name={chart.slice_name}
      onEdit={canWrite ? () => setEditing(chart) : undefined}
      onExport={() => void exportCharts([chart.id])}
      onDelete={
        canWrite
          ? () => bulkDelete.confirm([chart.id], `Are you sure you want to delete ${chart.slice_name}?`)
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
        onSelect={(isSelected) => list.selection.toggle(chart.id, isSelected)}
      />
    );
  };

  const showTotal = (total: number) => (total === 1 ? '1 chart' : `${total} charts`);

  return (
    <>
      <PageHeader
        title="Charts"
        extra={
          <Space>
            <SelectionActions
              count={selected.length}
              onExport={() => void exportCharts(selected)}
              isExporting={exporter.isExporting}
              onDelete={
                canWrite
                  ? () => bulkDelete.confirm(selected, 'Are you sure you want to delete the selected charts?')
                  : undefined
              }
              isDeleting={bulkState.isLoading}
            />
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
      <ListFilterBar fields={CHART_FILTER_FIELDS} values={list.filters} onChange={list.changeFilters} />
      <ApiErrorAlert error={charts.error} lead="An error occurred while fetching charts" />
      <ApiErrorAlert error={favorites.error} lead="There was an error fetching the favorite status" />
      <ListBody<ChartListItem>
        viewMode={viewMode}
        list={list}
        answer={charts}
        testId="chart-cards"
        tableTestId="chart-list"
        renderCard={renderCard}
        columns={chartColumns({
          favorites: starred,
          onToggleFavorite: (chart) => void toggleFavorite(chart),
          renderActions,
        })}
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
