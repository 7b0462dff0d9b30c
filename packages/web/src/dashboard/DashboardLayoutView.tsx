import {
  DASHBOARD_GRID_ID,
  DASHBOARD_ROOT_ID,
  GRID_BASE_UNIT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_GUTTER_SIZE,
} from '@meridian/core';
import type { DashboardChart, DashboardDataset, DashboardLayout, LayoutComponent } from '@meridian/core';
import type { ChartDatasource, LabelColorMap, VizRegistry } from '@meridian/viz';
import { Divider, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { chartDatasourceOf } from '../explore/explore-model';
import { DashboardChartCard } from './DashboardChartCard';
import { Markdown } from './Markdown';
import type { QueryQueue } from './query-queue';

/** What every component of the layout needs. */
export interface LayoutContext {
  layout: DashboardLayout;
  charts: ReadonlyMap<number, DashboardChart>;
  datasets: readonly DashboardDataset[];
  registry: VizRegistry;
  queue: QueryQueue;
  labelColors: LabelColorMap;
  refreshKey: number;
  hideTabs: boolean;
  hideChartControls: boolean;
}

const HEADER_FONT: Record<string, number> = { SMALL_HEADER: 16, MEDIUM_HEADER: 22, LARGE_HEADER: 28 };

/** Width of a component as a share of its row (12-column units). */
function widthPercent(width: number | undefined): string {
  const columns = Math.min(GRID_COLUMN_COUNT, Math.max(1, width ?? GRID_DEFAULT_CHART_WIDTH));
  return `calc(${(columns / GRID_COLUMN_COUNT) * 100}% - ${GRID_GUTTER_SIZE - (columns / GRID_COLUMN_COUNT) * GRID_GUTTER_SIZE}px)`;
}

function datasourceOf(context: LayoutContext, chart: DashboardChart | undefined): ChartDatasource {
  const dataset = context.datasets.find((d) => d.id === chart?.datasource_id) ?? null;
  return chartDatasourceOf(dataset);
}

/** Renders the layout from the root: top-level tabs or the grid. */
export function DashboardLayoutView({ context }: { context: LayoutContext }) {
  const root = context.layout[DASHBOARD_ROOT_ID];
  const children = root?.children ?? [DASHBOARD_GRID_ID];
  return (
    <div data-testid="dashboard-layout">
      {children.map((id) => (
        <Component key={id} id={id} context={context} />
      ))}
    </div>
  );
}

function Children({ component, context }: { component: LayoutComponent; context: LayoutContext }) {
  return (
    <>
      {component.children.map((id) => (
        <Component key={id} id={id} context={context} />
      ))}
    </>
  );
}

function Component({ id, context }: { id: string; context: LayoutContext }) {
  const component = context.layout[id];
  if (!component) return null;
  const meta = component.meta ?? {};
  switch (component.type) {
    case 'ROOT':
    case 'GRID':
      return (
        <div style={{ display: 'flex', flexDirection: 'column', gap: GRID_GUTTER_SIZE }}>
          <Children component={component} context={context} />
        </div>
      );
    case 'TABS':
      return <TabsView component={component} context={context} />;
    case 'TAB':
      return (
        <div style={{ display: 'flex', flexDirection: 'column', gap: GRID_GUTTER_SIZE }}>
          <Children component={component} context={context} />
        </div>
      );
    case 'ROW':
      return (
        <div
          data-testid="dashboard-row"
          style={{
            display: 'flex',
            gap: GRID_GUTTER_SIZE,
            alignItems: 'flex-start',
            background: meta.background === 'BACKGROUND_WHITE' ? '#fff' : undefined,
          }}
        >
          <Children component={component} context={context} />
        </div>
      );
    case 'COLUMN':
      return (
        <div
          style={{
            width: widthPercent(meta.width),
            flex: 'none',
            display: 'flex',
            flexDirection: 'column',
            gap: GRID_GUTTER_SIZE,
          }}
        >
          <Children component={component} context={context} />
        </div>
      );
    case 'CHART': {
      const chart = meta.chartId === undefined ? undefined : context.charts.get(meta.chartId);
      return (
        <div style={{ width: widthPercent(meta.width), flex: 'none', minWidth: 0 }}>
          <DashboardChartCard
            chart={chart}
            title={meta.sliceNameOverride ?? chart?.slice_name ?? meta.sliceName ?? ''}
            height={(meta.height ?? GRID_DEFAULT_CHART_HEIGHT) * GRID_BASE_UNIT}
            registry={context.registry}
            queue={context.queue}
            datasource={datasourceOf(context, chart)}
            labelColors={context.labelColors}
            refreshKey={context.refreshKey}
            hideControls={context.hideChartControls}
          />
        </div>
      );
    }
    case 'MARKDOWN':
      return (
        <div style={{ width: widthPercent(meta.width), flex: 'none', minWidth: 0 }}>
          <Markdown
            code={meta.code ?? ''}
            height={(meta.height ?? GRID_DEFAULT_CHART_HEIGHT) * GRID_BASE_UNIT}
          />
        </div>
      );
    case 'HEADER':
      return (
        <Typography.Title
          level={4}
          data-testid="dashboard-header-component"
          style={{ margin: 0, fontSize: HEADER_FONT[meta.headerSize ?? 'MEDIUM_HEADER'] ?? 22 }}
        >
          {meta.text ?? ''}
        </Typography.Title>
      );
    case 'DIVIDER':
      return <Divider style={{ margin: '8px 0' }} />;
    default:
      return null;
  }
}

function TabsView({ component, context }: { component: LayoutComponent; context: LayoutContext }) {
  const [active, setActive] = useState(component.children[0] ?? '');
  if (context.hideTabs) {
    // Standalone bit 2: no tab bar, the first (or chosen) tab only.
    return active ? <Component id={active} context={context} /> : null;
  }
  return (
    <Tabs
      data-testid="dashboard-tabs"
      activeKey={active}
      onChange={setActive}
      destroyOnHidden
      items={component.children.map((id) => {
        const tab = context.layout[id];
        return {
          key: id,
          label: tab?.meta?.text || tab?.meta?.defaultText || 'Tab title',
          // Only the selected tab renders (and so queries).
          children: id === active ? <Component id={id} context={context} /> : null,
        };
      })}
    />
  );
}
