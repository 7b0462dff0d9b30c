import {
  DASHBOARD_MESSAGES,
  chartIdsOfLayout,
  dashboardMetadataSchema,
  layoutFromPositionJson,
  layoutToPositionJson,
  positionJsonSchema,
  validateLayout,
  withParents,
  type DashboardLayout,
  type DashboardMetadata,
} from '@meridian/core';
import type { Principal } from '../auth/access';
import { dataAccessOf } from '../auth/data-access';
import { canSeeChart } from '../charts/chart-api';
import { fieldErrors } from '../errors';
import type { ChartBundle, ChartsRepo } from '../store/charts-repo';

/** Layout and metadata of a save, checked; undefined fields keep what is stored. */
export interface CheckedContent {
  /** The layout to store; null stores none. */
  layout?: DashboardLayout | null | undefined;
  /** The metadata to store, without `positions`; null stores none. */
  metadata?: DashboardMetadata | null | undefined;
  /** The charts the layout shows, by id (all of them visible to the caller). */
  charts: Map<number, ChartBundle>;
}

/** position_json and json_metadata as a save sends them. */
export interface ContentInput {
  position_json?: string | null | undefined;
  json_metadata?: string | null | undefined;
}

/**
 * Checks the layout and metadata of a save: both must be JSON objects, the metadata must follow
 * dashboardMetadataSchema and the layout must pass validateLayout with the charts the caller sees. A `positions`
 * key of the metadata is the layout when position_json is not sent (the dashboard page saves it there).
 * Refuses with 422 naming the field and every reason.
 */
export async function checkContent(
  charts: Pick<ChartsRepo, 'bundles'>,
  principal: Principal,
  input: ContentInput,
): Promise<CheckedContent> {
  const checked: CheckedContent = { charts: new Map() };
  let rawLayout: unknown;
  let layoutField = 'position_json';
  if (input.json_metadata !== undefined) {
    const metadata = input.json_metadata?.trim() ? parseMetadata(input.json_metadata) : null;
    if (metadata) {
      const { positions, ...rest } = metadata;
      checked.metadata = rest;
      if (positions !== undefined && positions !== null) {
        rawLayout = positions;
        layoutField = 'json_metadata';
      }
    } else checked.metadata = null;
  }
  if (input.position_json !== undefined) {
    if (input.position_json?.trim()) {
      rawLayout = parseJson(input.position_json, 'position_json');
      layoutField = 'position_json';
    } else if (rawLayout === undefined) checked.layout = null;
  }
  if (rawLayout === undefined) return checked;
  checked.charts = await visibleCharts(charts, principal, rawChartIds(rawLayout));
  const problems = validateLayout(rawLayout, checked.charts.keys());
  if (problems.length > 0) {
    const prefix = layoutField === 'json_metadata' ? 'positions: ' : '';
    throw fieldErrors({ [layoutField]: problems.map((p) => `${prefix}${p.message}`) });
  }
  // Parents are derived data; recompute them so stored layouts never disagree with their children lists.
  checked.layout = withParents(layoutFromPositionJson(positionJsonSchema.parse(rawLayout)));
  return checked;
}

/** position_json text of a checked layout, with each chart's uuid filled in (as Superset does on save). */
export function layoutText(layout: DashboardLayout, uuidOf: (chartId: number) => string | undefined): string {
  const withUuids: DashboardLayout = {};
  for (const [id, component] of Object.entries(layout)) {
    const chartId = component.meta?.chartId;
    const uuid = component.type === 'CHART' && chartId !== undefined ? uuidOf(chartId) : undefined;
    withUuids[id] = uuid === undefined ? component : { ...component, meta: { ...component.meta, uuid } };
  }
  return JSON.stringify(layoutToPositionJson(withUuids));
}

/** The chart ids a checked layout links to its dashboard. */
export function linkedChartIds(layout: DashboardLayout | null): number[] {
  return layout ? chartIdsOfLayout(layout) : [];
}

/** Parses and checks json_metadata text; 422 with the reasons when it is not valid. */
export function parseMetadata(text: string): DashboardMetadata {
  const parsed = dashboardMetadataSchema.safeParse(parseJson(text, 'json_metadata'));
  if (parsed.success) return parsed.data;
  throw fieldErrors({
    json_metadata: parsed.error.issues.map(
      (issue) => `${[...issue.path, ''].join('.') || ''}${issue.message}`,
    ),
  });
}

function parseJson(text: string, field: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldErrors({ [field]: [DASHBOARD_MESSAGES.notJson] });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw fieldErrors({ [field]: ['Must be a JSON object'] });
  return value;
}

/** Chart ids a raw (not yet validated) layout refers to. */
function rawChartIds(raw: unknown): number[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const ids = new Set<number>();
  for (const value of Object.values(raw)) {
    if (typeof value !== 'object' || value === null) continue;
    const meta: unknown = (value as Record<string, unknown>)['meta'];
    const chartId =
      typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>)['chartId'] : undefined;
    if (typeof chartId === 'number' && Number.isSafeInteger(chartId)) ids.add(chartId);
  }
  return [...ids];
}

/** Those of the charts that exist and whose data the caller sees. */
export async function visibleCharts(
  charts: Pick<ChartsRepo, 'bundles'>,
  principal: Principal,
  ids: readonly number[],
): Promise<Map<number, ChartBundle>> {
  const access = dataAccessOf(principal);
  const bundles = await charts.bundles(ids);
  return new Map(bundles.filter((b) => canSeeChart(access, b)).map((b) => [b.row.id, b]));
}
