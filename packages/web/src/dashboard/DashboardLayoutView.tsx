import {
  DASHBOARD_GRID_ID,
  DASHBOARD_ROOT_ID,
  DIVIDER_HEIGHT,
  GRID_COLUMN_COUNT,
  GRID_GUTTER_SIZE,
  componentHeightPixels,
  effectiveWidthUnits,
} from '@meridian/core';
import type { DashboardChart, DashboardDataset, DashboardLayout, LayoutComponent } from '@meridian/core';
import type { ChartDatasource, LabelColorMap, VizRegistry } from '@meridian/viz';
import { insertComponent } from '@meridian/core';
import { Divider, Tabs } from 'antd';
import { useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { chartDatasourceOf } from '../chart-runtime/chart-query';
import { DashboardChartCard } from './DashboardChartCard';
import { chartTitleOf } from './saved-layout';
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

/**
 * CSS width of a component taking `units` columns of the dashboard grid, wherever it is nested: `cqw` are
 * hundredths of the grid's width (the layout root is the size container), so a chart inside a column is sized
 * in columns of the grid, as Superset does (columnsToPixels in core is the same sum).
 */
function gridWidth(units: number): string {
  return `calc(${units} * (100cqw + ${GRID_GUTTER_SIZE}px) / ${GRID_COLUMN_COUNT} - ${GRID_GUTTER_SIZE}px)`;
}

/** Style of a component with a width: its share of the grid, never shrunk or grown by the row. */
function sized(context: LayoutContext, id: string): CSSProperties {
  return { width: gridWidth(effectiveWidthUnits(context.layout, id) ?? 1), flex: 'none', minWidth: 0 };
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
    <div data-testid="dashboard-layout" style={{ containerType: 'inline-size' }}>
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
        {
          ...sized(context, id),
          ...STACK,
          background: meta.background === 'BACKGROUND_WHITE' ? '#fff' : undefined,
        },
        <>
          <Children component={component} context={context} />
          <EmptyDropHint component={component} />
        </>,
      );
    case 'CHART': {
      const chart = meta.chartId === undefined ? undefined : context.charts.get(meta.chartId);
      return frame(
        sized(context, id),
        <DashboardChartCard
          chart={chart}
          title={chartTitleOf(meta, chart)}
          height={componentHeightPixels(component)}
          registry={context.registry}
          queue={context.queue}
          datasource={datasourceOf(context, chart)}
          dataset={context.datasets.find((d) => d.id === chart?.datasource_id)}
          labelColors={context.labelColors}
          refreshKey={context.refreshKey}
          hideControls={context.hideChartControls}
        />,
      );
    }
    case 'MARKDOWN':
      return frame(
        sized(context, id),
        <EditableMarkdown component={component} height={componentHeightPixels(component)} />,
      );
    case 'HEADER':
      return frame(undefined, <EditableHeader component={component} />);
    case 'DIVIDER':
      return frame(
        { height: DIVIDER_HEIGHT, display: 'flex', alignItems: 'center' },
        <Divider style={{ margin: 0 }} />,
      );
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
