import type { RandomBytes } from '../component-factory';
import type { ComponentType } from '../constants';
import { withParents } from '../layout-edit';
import type { ComponentMeta, DashboardLayout } from '../layout-schema';
import salesLayout from './sales-dashboard-layout.json';
import slackLayout from './slack-dashboard-layout.json';

/** One component of a test layout: id, type, children and meta. */
export type ComponentSpec = [id: string, type: ComponentType, children?: string[], meta?: ComponentMeta];

/** A layout from compact specs, with parents filled in. */
export function layoutOf(...specs: ComponentSpec[]): DashboardLayout {
  const layout: DashboardLayout = {};
  for (const [id, type, children = [], meta] of specs)
    layout[id] = { id, type, children, ...(meta && { meta }) };
  return withParents(layout);
}

/** A chart component spec. */
export function chart(id: string, chartId: number, width = 4, height = 50): ComponentSpec {
  return [id, 'CHART', [], { chartId, width, height }];
}

/** Random bytes counting up, so generated ids are predictable. */
export function countingRandom(): RandomBytes {
  let next = 0;
  return (bytes) => bytes.map(() => next++ % 256);
}

/** The Sales Dashboard layout of Superset's examples (top-level tabs, rows, columns, charts, markdown). */
export const SALES_LAYOUT: unknown = salesLayout;
/** Its chart ids. */
export const SALES_CHART_IDS = [111, 112, 113, 114, 115, 116, 117, 118, 119, 120];
/** The Slack Dashboard layout of Superset's examples (a column narrower than the charts in it). */
export const SLACK_LAYOUT: unknown = slackLayout;
/** Its chart ids. */
export const SLACK_CHART_IDS = [1903, 1905, 1906, 1908, 2395, 2396, 2397, 2398, 3055];

/** A grid with one row of two charts (4 + 4 wide) and a header. */
export function simpleLayout(): DashboardLayout {
  return layoutOf(
    ['ROOT_ID', 'ROOT', ['GRID_ID']],
    ['GRID_ID', 'GRID', ['HEADER-a', 'ROW-a']],
    ['HEADER-a', 'HEADER', [], { text: 'Sales', headerSize: 'MEDIUM_HEADER' }],
    ['ROW-a', 'ROW', ['CHART-a', 'CHART-b'], { background: 'BACKGROUND_TRANSPARENT' }],
    chart('CHART-a', 1),
    chart('CHART-b', 2),
  );
}
