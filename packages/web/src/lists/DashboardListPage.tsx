import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { isNarrowScreen } from '../app/use-narrow-screen';
import { DASHBOARD_MESSAGES, dashboardUrl } from '@meridian/core';
import type { DashboardListItem } from '@meridian/core';
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
import { ListBody } from '../components/list/ListBody';
import { CertifiedTag } from '../components/list/CertifiedTag';
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
import { useListDashboardsQuery, useSetDashboardStarMutation } from '../dashboard/dashboard-api';
import { useCreateDashboardMutation } from '../explore/explore-api';
import { ImportModal } from '../transfer/ImportModal';
import { downloadExport } from '../transfer/transfer-api';
import { DASHBOARD_SORTABLE, dashboardColumns, StatusTag } from './dashboard-list-columns';
import {
  useDashboardCreatorFilterOptions,
  useDashboardFavoriteStatusesQuery,
  useDashboardOwnerFilterOptions,
  useDeleteDashboardsMutation,
} from './dashboard-list-api';

/** Superset's list page size (spec §9). */
const PAGE_SIZE = 25;

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
  const dashboards = useListDashboardsQuery({
    page,
    pageSize: PAGE_SIZE,
    ...order,
    filters: listFiltersOf(DASHBOARD_FILTER_FIELDS, filters),
  });
  const rows = useMemo(() => dashboards.data?.result ?? [], [dashboards.data]);
  const ids = useMemo(() => rows.map((dashboard) => dashboard.id), [rows]);
  const favorites = useDashboardFavoriteStatusesQuery(ids, { skip: ids.length === 0 });
  const [setStar] = useSetDashboardStarMutation();
  const [deleteDashboards, bulkState] = useDeleteDashboardsMutation();
  const [createDashboard, createState] = useCreateDashboardMutation();
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

  const toggleFavorite = async (dashboard: DashboardListItem) => {
    try {
      await setStar({ id: dashboard.id, starred: !(starred[dashboard.id] ?? false) }).unwrap();
    } catch (error) {
      toast.error('There was an error saving the favorite status', error);
    }
  };

  const confirmDelete = (chosen: number[], question: string) => {
    const label = chosen
      .map((id) => rows.find((dashboard) => dashboard.id === id)?.dashboard_title ?? String(id))
      .join(', ');
    modal.confirm({
      title: 'Please confirm',
      content: question,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteDashboards(chosen).unwrap();
          toast.success(`Deleted: ${label}`);
          setSelected((current) => current.filter((id) => !chosen.includes(id)));
        } catch (error) {
          toast.error(`There was an issue deleting: ${label}`, error);
        }
      },
    });
  };

  const exportDashboards = async (chosen: number[]) => {
    setExporting(true);
    try {
      await downloadExport('dashboard', chosen);
    } catch (error) {
      toast.error('There was an issue exporting the selected dashboards', error);
    } finally {
      setExporting(false);
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
              confirmDelete([dashboard.id], `Are you sure you want to delete ${dashboard.dashboard_title}?`)
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
      onSelect={(isSelected) =>
        setSelected((current) =>
          isSelected ? [...current, dashboard.id] : current.filter((id) => id !== dashboard.id),
        )
      }
    />
  );

  const onTableChange: TableProps<DashboardListItem>['onChange'] = (pagination, _filters, sorter) => {
    setOrder(orderFromSorter(Array.isArray(sorter) ? sorter[0] : sorter, DASHBOARD_SORTABLE));
    setPage((pagination.current ?? 1) - 1);
  };
  const showTotal = (total: number) => (total === 1 ? '1 dashboard' : `${total} dashboards`);

  return (
    <>
      <PageHeader
        title="Dashboards"
        extra={
          <Space>
            {selected.length > 0 && (
              <Button loading={exporting} onClick={() => void exportDashboards(selected)}>
                Export {selected.length} selected
              </Button>
            )}
            {canWrite && selected.length > 0 && (
              <Button
                danger
                loading={bulkState.isLoading}
                onClick={() =>
                  confirmDelete(selected, 'Are you sure you want to delete the selected dashboards?')
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
      <ListFilterBar fields={DASHBOARD_FILTER_FIELDS} values={filters} onChange={changeFilters} />
      <ApiErrorAlert error={dashboards.error} lead="An error occurred while fetching dashboards" />
      <ApiErrorAlert error={favorites.error} lead="There was an error fetching the favorite status" />
      <ListBody<DashboardListItem>
        viewMode={viewMode}
        testId="dashboard-cards"
        tableTestId="dashboard-list"
        rows={rows}
        rowKey={(row) => row.id}
        renderCard={renderCard}
        columns={dashboardColumns({
          favorites: starred,
          onToggleFavorite: (dashboard) => void toggleFavorite(dashboard),
          renderActions,
        })}
        onTableChange={onTableChange}
        selected={selected}
        onSelect={setSelected}
        page={page}
        pageSize={PAGE_SIZE}
        total={dashboards.data?.count ?? 0}
        onPageChange={setPage}
        isLoading={dashboards.isFetching}
        showTotal={showTotal}
      />
      <ImportModal resource="dashboard" open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
