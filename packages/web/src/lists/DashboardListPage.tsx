import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { isNarrowScreen } from '../app/use-narrow-screen';
import { DASHBOARD_MESSAGES, dashboardUrl } from '@meridian/core';
import type { DashboardListItem } from '@meridian/core';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useResourcePermissions } from '../app/permissions-api';
import { useSession } from '../app/session';
import { useToast } from '../app/toast';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import { CardCover } from '../components/list/CardCover';
import { ListBody } from '../components/list/ListBody';
import { CertifiedTag } from '../components/list/CertifiedTag';
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
import { useListDashboardsQuery, useSetDashboardStarMutation } from '../dashboard/dashboard-api';
import { useCreateDashboardMutation } from '../explore/explore-api';
import { ImportModal } from '../transfer/ImportModal';
import { DASHBOARD_SORTABLE, dashboardColumns, StatusTag } from './dashboard-list-columns';
import {
  useDashboardCreatorFilterOptions,
  useDashboardFavoriteStatusesQuery,
  useDashboardOwnerFilterOptions,
  useDeleteDashboardsMutation,
} from './dashboard-list-api';

/** The dashboard list's filters, with Superset's rison operators. */
const DASHBOARD_FILTER_FIELDS: readonly ListFilterField[] = [
  {
    key: 'search',
    input: 'search',
    col: 'dashboard_title',
    opr: 'title_or_slug',
    label: 'Search dashboards',
    placeholder: 'Search by title or slug',
  },
  {
    key: 'owner',
    input: 'related',
    col: 'owners',
    opr: 'rel_m_m',
    label: 'Owner',
    useOptions: useDashboardOwnerFilterOptions,
  },
  {
    key: 'createdBy',
    input: 'related',
    col: 'created_by',
    opr: 'rel_o_m',
    label: 'Created by',
    useOptions: useDashboardCreatorFilterOptions,
  },
  {
    key: 'status',
    input: 'choice',
    col: 'published',
    opr: 'eq',
    label: 'Status',
    options: [
      { label: 'Published', value: true },
      { label: 'Draft', value: false },
    ],
  },
  {
    key: 'certified',
    input: 'choice',
    col: 'id',
    opr: 'dashboard_is_certified',
    label: 'Certified',
    options: YES_NO_OPTIONS,
  },
  {
    key: 'favorite',
    input: 'choice',
    col: 'id',
    opr: 'dashboard_is_favorite',
    label: 'Favorite',
    options: YES_NO_OPTIONS,
  },
];

/** Dashboard list page at /dashboard/list/ (route module, loaded lazily). */
export default function DashboardListPage() {
  const permissions = useResourcePermissions('dashboard');
  if (permissions.isLoading) return <ContentLoading />;
  if (!permissions.canRead) return <NoAccessResult />;
  return <DashboardList canWrite={permissions.canWrite} />;
}

function DashboardList({ canWrite }: { canWrite: boolean }) {
  const list = useListPage<DashboardListItem>({
    order: { orderColumn: 'changed_on_delta_humanized', orderDirection: 'desc' },
    sortable: DASHBOARD_SORTABLE,
    filterFields: DASHBOARD_FILTER_FIELDS,
  });
  const selected = list.selection.ids;
  const [viewMode, setViewMode] = useState<ListViewMode>(() => (isNarrowScreen() ? 'card' : 'table'));
  const [importing, setImporting] = useState(false);
  const dashboards = useListDashboardsQuery(list.request);
  const rows = useMemo(() => dashboards.data?.result ?? [], [dashboards.data]);
  const ids = useMemo(() => rows.map((dashboard) => dashboard.id), [rows]);
  const favorites = useDashboardFavoriteStatusesQuery(ids, { skip: ids.length === 0 });
  const [setStar] = useSetDashboardStarMutation();
  const [deleteDashboards, bulkState] = useDeleteDashboardsMutation();
  const [createDashboard, createState] = useCreateDashboardMutation();
  const { me, isAdmin } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const starred = favorites.data ?? {};
  const exporter = useListExport('dashboard');
  const exportDashboards = (chosen: readonly number[]) =>
    exporter.exportIds(chosen, 'There was an issue exporting the selected dashboards');

  const namesOf = (chosen: readonly number[]) =>
    chosen
      .map((id) => rows.find((dashboard) => dashboard.id === id)?.dashboard_title ?? String(id))
      .join(', ');
  const bulkDelete = useBulkDelete(list.selection, {
    remove: (chosen) => deleteDashboards(chosen).unwrap(),
    succeeded: (_message, chosen) => `Deleted: ${namesOf(chosen)}`,
    failed: (chosen) => `There was an issue deleting: ${namesOf(chosen)}`,
  });

  const toggleFavorite = async (dashboard: DashboardListItem) => {
    try {
      await setStar({ id: dashboard.id, starred: !(starred[dashboard.id] ?? false) }).unwrap();
    } catch (error) {
      toast.error('There was an error saving the favorite status', error);
    }
  };

  // Superset's "+ Dashboard" creates an untitled dashboard at once and opens it.
  const createNew = async () => {
    try {
      const id = await createDashboard(DASHBOARD_MESSAGES.untitled).unwrap();
      void navigate(`/superset/dashboard/${id}/?edit=true`);
    } catch (error) {
      toast.error('An error occurred while creating dashboards', error);
    }
  };

  const renderActions = (dashboard: DashboardListItem) => (
    <RowActions
      name={dashboard.dashboard_title}
      onExport={() => void exportDashboards([dashboard.id])}
      onDelete={
        canWrite
          ? () =>
              bulkDelete.confirm(
                [dashboard.id],
                `Are you sure you want to delete ${dashboard.dashboard_title}?`,
              )
          : undefined
      }
      disabledReason={
        isOwnerOrAdmin(dashboard.owners, me?.id, isAdmin) ? undefined : DASHBOARD_MESSAGES.forbidden
      }
    />
  );

  const renderCard = (dashboard: DashboardListItem) => (
    <ListCard
      name={dashboard.dashboard_title}
      title={<Link to={dashboardUrl(dashboard)}>{dashboard.dashboard_title}</Link>}
      cover={<CardCover title={dashboard.dashboard_title} imageUrl={dashboard.thumbnail_url} />}
      description={
        <Space size={4} wrap>
          <StatusTag status={dashboard.status} />
          <CertifiedTag certifiedBy={dashboard.certified_by} />
          <span>Modified {formatRelativeTime(dashboard.changed_on)}</span>
        </Space>
      }
      extra={
        <FavoriteStar
          name={dashboard.dashboard_title}
          isStarred={starred[dashboard.id] ?? false}
          onToggle={() => void toggleFavorite(dashboard)}
        />
      }
      actions={[renderActions(dashboard)]}
      isSelected={selected.includes(dashboard.id)}
      onSelect={(isSelected) => list.selection.toggle(dashboard.id, isSelected)}
    />
  );

  const showTotal = (total: number) => (total === 1 ? '1 dashboard' : `${total} dashboards`);

  return (
    <>
      <PageHeader
        title="Dashboards"
        extra={
          <Space>
            <SelectionActions
              count={selected.length}
              onExport={() => void exportDashboards(selected)}
              isExporting={exporter.isExporting}
              onDelete={
                canWrite
                  ? () =>
                      bulkDelete.confirm(selected, 'Are you sure you want to delete the selected dashboards?')
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
              <Button
                type="primary"
                icon={<PlusOutlined />}
                loading={createState.isLoading}
                onClick={() => void createNew()}
              >
                Dashboard
              </Button>
            )}
          </Space>
        }
      />
      <ListFilterBar fields={DASHBOARD_FILTER_FIELDS} values={list.filters} onChange={list.changeFilters} />
      <ApiErrorAlert error={dashboards.error} lead="An error occurred while fetching dashboards" />
      <ApiErrorAlert error={favorites.error} lead="There was an error fetching the favorite status" />
      <ListBody<DashboardListItem>
        viewMode={viewMode}
        list={list}
        answer={dashboards}
        testId="dashboard-cards"
        tableTestId="dashboard-list"
        renderCard={renderCard}
        columns={dashboardColumns({
          favorites: starred,
          onToggleFavorite: (dashboard) => void toggleFavorite(dashboard),
          renderActions,
        })}
        showTotal={showTotal}
      />
      <ImportModal resource="dashboard" open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
