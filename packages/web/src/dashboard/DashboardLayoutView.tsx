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
import { insertComponent } from '@meridian/core';
import { Divider, Tabs } from 'antd';
import { useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { chartDatasourceOf } from '../explore/explore-model';
import { DashboardChartCard } from './DashboardChartCard';
import { EditableFrame } from './edit/EditableFrame';
import type { FrameOptions } from './edit/EditableFrame';
import { EditableHeader, EditableMarkdown, EmptyDropHint, TabTitle } from './edit/editable-content';
import { useLayoutEditing } from './edit/layout-editing';
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

/** Edit-mode handling of each component type (Superset: what each can do in the builder). */
const FRAME_OPTIONS: Partial<Record<LayoutComponent['type'], FrameOptions>> = {
  CHART: { draggable: true, dragWhole: true, deletable: true, resize: 'both' },
  MARKDOWN: { draggable: true, dragWhole: true, deletable: true, resize: 'both' },
  HEADER: { draggable: true, dragWhole: true, deletable: true },
  DIVIDER: { draggable: true, dragWhole: true, deletable: true },
  ROW: { draggable: true, deletable: true },
  COLUMN: { draggable: true, deletable: true, resize: 'width' },
  TABS: { draggable: true, deletable: true },
};

const STACK = { display: 'flex', flexDirection: 'column', gap: GRID_GUTTER_SIZE } as const;

function Component({ id, context }: { id: string; context: LayoutContext }) {
  const component = context.layout[id];
  if (!component) return null;
  const meta = component.meta ?? {};
  const frame = (style: CSSProperties | undefined, children: ReactNode) => (
    <EditableFrame component={component} style={style} options={FRAME_OPTIONS[component.type] ?? {}}>
      {children}
    </EditableFrame>
  );
  switch (component.type) {
    case 'ROOT':
      return (
        <div style={STACK}>
          <Children component={component} context={context} />
        </div>
      );
    case 'GRID':
    case 'TAB':
      return frame(
        STACK,
        <>
          <Children component={component} context={context} />
          <EmptyDropHint component={component} />
        </>,
      );
    case 'TABS':
      return frame(undefined, <TabsView component={component} context={context} />);
    case 'ROW':
      return frame(
        undefined,
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
        </div>,
      );
    case 'COLUMN':
      return frame(
        { width: widthPercent(meta.width), flex: 'none', ...STACK },
        <>
          <Children component={component} context={context} />
          <EmptyDropHint component={component} />
        </>,
      );
    case 'CHART': {
      const chart = meta.chartId === undefined ? undefined : context.charts.get(meta.chartId);
      return frame(
        { width: widthPercent(meta.width), flex: 'none', minWidth: 0 },
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
        />,
      );
    }
    case 'MARKDOWN':
      return frame(
        { width: widthPercent(meta.width), flex: 'none', minWidth: 0 },
        <EditableMarkdown
          component={component}
          height={(meta.height ?? GRID_DEFAULT_CHART_HEIGHT) * GRID_BASE_UNIT}
        />,
      );
    case 'HEADER':
      return frame(undefined, <EditableHeader component={component} />);
    case 'DIVIDER':
      return frame(undefined, <Divider style={{ margin: '8px 0' }} />);
    default:
      return null;
  }
}

function TabsView({ component, context }: { component: LayoutComponent; context: LayoutContext }) {
  const editing = useLayoutEditing();
  const [chosen, setActive] = useState(component.children[0] ?? '');
  // A tab removed in the editor falls back to the first one.
  const active = component.children.includes(chosen) ? chosen : (component.children[0] ?? '');
  if (context.hideTabs && !editing) {
    // Standalone bit 2: no tab bar, the first (or chosen) tab only.
    return active ? <Component id={active} context={context} /> : null;
  }
  const items = component.children.map((id) => {
    const tab = context.layout[id];
    const title = tab?.meta?.text || tab?.meta?.defaultText || 'Tab title';
    return {
      key: id,
      label: editing && tab ? <TabTitle tab={tab} title={title} /> : title,
      closable: component.children.length > 1,
      // Only the selected tab renders (and so queries).
      children: id === active ? <Component id={id} context={context} /> : null,
    };
  });
  if (!editing) {
    return (
      <Tabs
        data-testid="dashboard-tabs"
        activeKey={active}
        onChange={setActive}
        destroyOnHidden
        items={items}
      />
    );
  }
  return (
    <Tabs
      data-testid="dashboard-tabs"
      type="editable-card"
      activeKey={active}
      onChange={setActive}
      destroyOnHidden
      items={items}
      onEdit={(target, action) => {
        if (action === 'add') {
          const edit = insertComponent(editing.layout, {
            type: 'TAB',
            parentId: component.id,
            index: component.children.length,
          });
          if (edit.ok) editing.commit(edit.layout);
        } else if (typeof target === 'string') {
          editing.remove(target);
        }
      }}
    />
  );
}
