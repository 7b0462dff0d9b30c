import type { QueryContext, QueryFilter } from '@meridian/core';

/** Rows per page of drill to detail (Superset's PAGE_SIZE). */
export const DRILL_PAGE_SIZE = 50;

/** A filter of drill to detail: the clicked value of one dimension. */
export interface DrillFilter {
  col: string;
  op: '==';
  val: string | number | boolean | null;
  /** Text shown in the filter tag. */
  formattedVal: string;
}

/** The filter payload of `POST /datasource/samples`. */
export interface DrillDetailPayload {
  filters: QueryFilter[];
  extras: { where?: string };
  granularity?: string;
  time_range?: string;
}

/** One point filter per clicked dimension. */
export function pointFilters(values: Readonly<Record<string, unknown>>): DrillFilter[] {
  return Object.entries(values).map(([col, value]) => {
    const val =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
    return { col, op: '==', val, formattedVal: val === null ? '<NULL>' : String(val) };
  });
}

/**
 * The samples payload of drill to detail (§8): the chart's current query (dashboard filters included) reduced to
 * its filters, WHERE and time, plus the point filters; HAVING is dropped as there are no aggregates.
 */
export function drillDetailPayload(
  context: QueryContext,
  points: readonly DrillFilter[],
): DrillDetailPayload {
  const query = context.queries[0];
  const where = query?.extras?.where;
  return {
    filters: [...(query?.filters ?? []), ...points.map(({ col, op, val }) => ({ col, op, val }))],
    extras: where ? { where } : {},
    ...(query?.granularity ? { granularity: query.granularity } : {}),
    ...(typeof query?.time_range === 'string' ? { time_range: query.time_range } : {}),
  };
}

/** The samples address of a dataset's page. */
export function samplesUrl(datasetId: number, page: number, dashboardId?: number): string {
  const params = new URLSearchParams({
    datasource_type: 'table',
    datasource_id: String(datasetId),
    force: 'false',
    per_page: String(DRILL_PAGE_SIZE),
    page: String(page),
  });
  if (dashboardId !== undefined) params.set('dashboard_id', String(dashboardId));
  return `/datasource/samples?${params.toString()}`;
}
