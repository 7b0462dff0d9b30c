import { z } from 'zod';
import {
  COMPONENT_TYPES,
  DASHBOARD_GRID_ID,
  DASHBOARD_LAYOUT_VERSION,
  DASHBOARD_ROOT_ID,
  DASHBOARD_VERSION_KEY,
} from './constants';

/**
 * What a layout component carries besides its place in the tree. Which keys apply depends on the type
 * (CHART: chartId, width, height, sliceName, sliceNameOverride, uuid; MARKDOWN: width, height, code;
 * COLUMN: width, background; ROW: background; HEADER: text, headerSize, background; TAB: text, defaultText,
 * placeholder; DYNAMIC: width, background, dashComponentId). Unknown keys are kept, as saved layouts hold some.
 */
export const componentMetaSchema = z.looseObject({
  /** CHART: id of the chart (slice) shown. */
  chartId: z.number().int().optional(),
  /** Width in grid columns (1 to 12). */
  width: z.number().optional(),
  /** Height in grid units of 8 px. */
  height: z.number().optional(),
  /** CHART: the chart's name when it was placed. */
  sliceName: z.string().optional(),
  /** CHART: a title shown on this dashboard instead of the chart's name. */
  sliceNameOverride: z.string().optional(),
  /** CHART: uuid of the chart, for export and import. */
  uuid: z.string().optional(),
  /** HEADER and TAB: the text shown. */
  text: z.string().optional(),
  /** HEADER: SMALL_HEADER, MEDIUM_HEADER or LARGE_HEADER. */
  headerSize: z.string().optional(),
  /** ROW, COLUMN, HEADER: BACKGROUND_WHITE or BACKGROUND_TRANSPARENT. */
  background: z.string().optional(),
  /** MARKDOWN: the markdown text. */
  code: z.string().optional(),
  /** TAB: title shown while the text is empty. */
  defaultText: z.string().optional(),
  /** TAB: placeholder of the title editor. */
  placeholder: z.string().optional(),
});
export type ComponentMeta = z.infer<typeof componentMetaSchema>;

/** One component of a dashboard layout. */
export const layoutComponentSchema = z.object({
  /** The component's id; equal to its key in the layout. */
  id: z.string().min(1),
  /** What the component is. */
  type: z.enum(COMPONENT_TYPES),
  /** Ids of the children, in display order. */
  children: z.array(z.string()).default([]),
  /** Ids from the root down to the parent (Superset keeps them; they are recomputed on edits). */
  parents: z.array(z.string()).optional(),
  /** Type-specific settings. */
  meta: componentMetaSchema.optional(),
});
export type LayoutComponent = z.infer<typeof layoutComponentSchema>;

/** A layout as the editor works on it: component id -> component, without the version entry. */
export type DashboardLayout = Record<string, LayoutComponent>;

/** position_json as stored: components keyed by id plus `DASHBOARD_VERSION_KEY: 'v2'`. */
export const positionJsonSchema = z
  .object({ [DASHBOARD_VERSION_KEY]: z.literal(DASHBOARD_LAYOUT_VERSION).optional() })
  .catchall(layoutComponentSchema);
export type PositionJson = z.infer<typeof positionJsonSchema>;

/** The components of a stored position_json (the version entry dropped). */
export function layoutFromPositionJson(position: PositionJson): DashboardLayout {
  const layout: DashboardLayout = {};
  for (const [id, value] of Object.entries(position)) {
    if (id !== DASHBOARD_VERSION_KEY && typeof value === 'object') layout[id] = value;
  }
  return layout;
}

/** A layout as position_json stores it, with the version entry. */
export function layoutToPositionJson(layout: DashboardLayout): PositionJson {
  // The version entry sits beside the components; zod types it as an intersection TypeScript can not build.
  return { ...layout, [DASHBOARD_VERSION_KEY]: DASHBOARD_LAYOUT_VERSION } as PositionJson;
}

/** The layout of a new dashboard: a root holding an empty grid (Superset's getEmptyLayout). */
export function emptyLayout(): DashboardLayout {
  return {
    [DASHBOARD_ROOT_ID]: { id: DASHBOARD_ROOT_ID, type: 'ROOT', children: [DASHBOARD_GRID_ID] },
    [DASHBOARD_GRID_ID]: {
      id: DASHBOARD_GRID_ID,
      type: 'GRID',
      children: [],
      parents: [DASHBOARD_ROOT_ID],
    },
  };
}

/** Chart ids of every CHART component of a layout, each once, in key order. */
export function chartIdsOfLayout(layout: DashboardLayout): number[] {
  const ids = new Set<number>();
  for (const component of Object.values(layout)) {
    const chartId = component.meta?.chartId;
    if (component.type === 'CHART' && chartId !== undefined) ids.add(chartId);
  }
  return [...ids];
}
