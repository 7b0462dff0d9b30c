import { MoreOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { DASHBOARD_MESSAGES, layoutFromPositionJson, positionJsonSchema } from '@meridian/core';
import type { Dashboard, DashboardChart, DashboardDataset, DashboardLayout } from '@meridian/core';
import { createDefaultVizRegistry } from '@meridian/viz';
import { Button, Dropdown, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useSession } from '../app/session';
import { useToast } from '../app/toast';
import { downloadExport } from '../transfer/transfer-api';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import {
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useGetDashboardQuery,
  useGetDashboardStarCountQuery,
  useSetDashboardPublishedMutation,
  useSetDashboardStarMutation,
} from './dashboard-api';
import { dashboardColors } from './dashboard-metadata';
import { DashboardLayoutView } from './DashboardLayoutView';
import type { LayoutContext } from './DashboardLayoutView';
import { QueryQueue } from './query-queue';
import { hasBit, STANDALONE_BITS, standaloneMask } from './standalone';

const registry = createDefaultVizRegistry();

/** Dashboard page at /superset/dashboard/:idOrSlug/ (route module, loaded lazily). */
export default function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  const dashboard = useGetDashboardQuery(idOrSlug);
  const charts = useGetDashboardChartsQuery(idOrSlug);
  const datasets = useGetDashboardDatasetsQuery(idOrSlug);
  const error = dashboard.error ?? charts.error ?? datasets.error;
  if (error) return <ApiErrorAlert lead="Could not load the dashboard" error={error} />;
  if (!dashboard.data || !charts.data || !datasets.data) return <ContentLoading />;
  return (
    <DashboardView
      key={dashboard.data.id}
      dashboard={dashboard.data}
      charts={charts.data}
      datasets={datasets.data}
    />
  );
}

/** The layout of a dashboard; a grid with its charts in one row when none was saved. */
function layoutOf(dashboard: Dashboard, charts: readonly DashboardChart[]): DashboardLayout {
  let raw: unknown = null;
  try {
    raw = dashboard.position_json ? JSON.parse(dashboard.position_json) : null;
  } catch {
    raw = null;
  }
  const parsed = positionJsonSchema.safeParse(raw);
  if (parsed.success && Object.keys(parsed.data).length > 1) return layoutFromPositionJson(parsed.data);
  const layout: DashboardLayout = {
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [] },
  };
  charts.forEach((chart, index) => {
    const rowId = `ROW-auto-${Math.floor(index / 3)}`;
    if (!layout[rowId]) {
      layout[rowId] = { id: rowId, type: 'ROW', children: [] };
      layout['GRID_ID']?.children.push(rowId);
    }
    const id = `CHART-auto-${chart.id}`;
    layout[id] = { id, type: 'CHART', children: [], meta: { chartId: chart.id, width: 4, height: 50 } };
    layout[rowId]?.children.push(id);
  });
  return layout;
}

function DashboardView(props: {
  dashboard: Dashboard;
  charts: DashboardChart[];
  datasets: DashboardDataset[];
}) {
  const { dashboard } = props;
  const location = useLocation();
  const mask = standaloneMask(location.search);
  const { me, isAdmin } = useSession();
  const toast = useToast();
  const [refreshKey, setRefreshKey] = useState(0);
  const queue = useMemo(() => new QueryQueue(), []);
  const stars = useGetDashboardStarCountQuery(dashboard.id);
  const [setStar] = useSetDashboardStarMutation();
  const [setPublished, publishing] = useSetDashboardPublishedMutation();
  const [published, setPublishedLocal] = useState(dashboard.published);
  const colors = useMemo(() => dashboardColors(dashboard.json_metadata), [dashboard.json_metadata]);
  const chartMap = useMemo(() => {
    const map = new Map<number, DashboardChart>();
    for (const chart of props.charts) {
      const formData =
        chart.form_data && colors.colorScheme
          ? { ...chart.form_data, color_scheme: colors.colorScheme }
          : chart.form_data;
      map.set(chart.id, formData ? { ...chart, form_data: formData } : chart);
    }
    return map;
  }, [props.charts, colors.colorScheme]);
  const layout = useMemo(() => layoutOf(dashboard, props.charts), [dashboard, props.charts]);
  const canEdit = isAdmin || dashboard.owners.some((owner) => owner.id === me?.id);
  const starred = (stars.data ?? 0) > 0;

  const toggleStar = async () => {
    try {
      await setStar({ id: dashboard.id, starred: !starred }).unwrap();
    } catch (error) {
      toast.error('There was an issue favoriting this dashboard.', error);
    }
  };

  const togglePublished = async () => {
    const next = !published;
    try {
      await setPublished({ id: dashboard.id, published: next }).unwrap();
      setPublishedLocal(next);
      toast.success(next ? DASHBOARD_MESSAGES.published : DASHBOARD_MESSAGES.hidden);
    } catch (error) {
      toast.error(DASHBOARD_MESSAGES.publishForbidden, error);
    }
  };

  const context: LayoutContext = {
    layout,
    charts: chartMap,
    datasets: props.datasets,
    registry,
    queue,
    labelColors: colors.labelColors,
    refreshKey,
    hideTabs: hasBit(mask, STANDALONE_BITS.hideTabs),
    hideChartControls: hasBit(mask, STANDALONE_BITS.hideChartControls),
  };

  return (
    <div data-testid="dashboard-page" style={{ maxWidth: 1600, margin: '0 auto' }}>
      {dashboard.css ? <style>{dashboard.css}</style> : null}
      {hasBit(mask, STANDALONE_BITS.hideTitle) ? null : (
        <Flex align="center" gap={12} style={{ marginBottom: 16 }} data-testid="dashboard-header">
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="dashboard-title">
            {dashboard.dashboard_title}
          </Typography.Title>
          <Tooltip title={starred ? 'Remove from favorites' : 'Add to favorites'}>
            <Button
              type="text"
              aria-label="Favorite"
              aria-pressed={starred}
              data-testid="dashboard-favorite"
              icon={starred ? <StarFilled style={{ color: '#fadb14' }} /> : <StarOutlined />}
              onClick={() => void toggleStar()}
            >
              <span data-testid="dashboard-favorite-count">{stars.data ?? 0}</span>
            </Button>
          </Tooltip>
          {canEdit ? (
            <Tooltip
              title={
                published
                  ? 'Published: listed for everyone who may see its charts'
                  : 'Draft: only owners see it listed'
              }
            >
              <Flex align="center" gap={6}>
                <Switch
                  size="small"
                  checked={published}
                  loading={publishing.isLoading}
                  onChange={() => void togglePublished()}
                  data-testid="dashboard-publish-toggle"
                  aria-label="Published"
                />
                <Tag color={published ? 'green' : 'default'} data-testid="dashboard-status">
                  {published ? 'Published' : 'Draft'}
                </Tag>
              </Flex>
            </Tooltip>
          ) : (
            <Tag color={published ? 'green' : 'default'} data-testid="dashboard-status">
              {published ? 'Published' : 'Draft'}
            </Tag>
          )}
          <div style={{ flex: 1 }} />
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'refresh', label: 'Refresh dashboard', onClick: () => setRefreshKey((k) => k + 1) },
                {
                  key: 'export',
                  label: 'Export to ZIP',
                  onClick: () =>
                    downloadExport('dashboard', [dashboard.id]).catch((error: unknown) =>
                      toast.error(String((error as Error).message)),
                    ),
                },
              ],
            }}
          >
            <Button icon={<MoreOutlined />} aria-label="Dashboard menu" data-testid="dashboard-menu" />
          </Dropdown>
        </Flex>
      )}
      <DashboardLayoutView context={context} />
    </div>
  );
}
