import type { ListFilter } from '@meridian/core';
import type { ListRequest } from '../app/list-query';

/** A resource listed on the home page. */
export type HomeResource = 'dashboard' | 'chart' | 'saved_query';
/** A tab of a home section. */
export type HomeTab = 'favorite' | 'mine' | 'all';

/** How many items a home section shows (Superset's welcome page: 6 cards per section). */
export const HOME_PAGE_SIZE = 6;

/** One item of a home section. */
export interface HomeItem {
  /** Its id. */
  id: number;
  /** Title shown. */
  title: string;
  /** Where it opens. */
  url: string;
  /** "Modified 3 minutes ago", or null. */
  subtitle: string | null;
}

/** The list call of a home section's tab: favourites, what the user owns (or wrote), or everything, newest first. */
export function homeListRequest(resource: HomeResource, tab: HomeTab, userId: number): ListRequest {
  const filters: ListFilter[] = [];
  if (tab === 'favorite' && resource !== 'saved_query')
    filters.push({
      col: 'id',
      opr: resource === 'chart' ? 'chart_is_favorite' : 'dashboard_is_favorite',
      value: true,
    });
  if (tab === 'mine')
    filters.push(
      resource === 'saved_query'
        ? { col: 'created_by', opr: 'rel_o_m', value: userId }
        : { col: 'owners', opr: 'rel_m_m', value: userId },
    );
  return {
    page: 0,
    pageSize: HOME_PAGE_SIZE,
    orderColumn: 'changed_on_delta_humanized',
    orderDirection: 'desc',
    filters,
  };
}

/** A tab of Recents filled from the chart and dashboard lists: what the user last changed, or created. */
export type ActivityTab = 'edited' | 'created';
/** A resource shown under Recents' Edited and Created tabs. */
export type ActivityResource = Extract<HomeResource, 'chart' | 'dashboard'>;

/** What each activity tab filters on and orders by (Superset's welcome page: changed_by or created_by = me). */
const ACTIVITY_COLUMNS: Record<ActivityTab, { by: string; on: 'changed_on' | 'created_on' }> = {
  edited: { by: 'changed_by', on: 'changed_on' },
  created: { by: 'created_by', on: 'created_on' },
};

/** An item with the time its tab orders by (ISO 8601), to merge charts and dashboards. */
export interface DatedHomeItem extends HomeItem {
  /** changed_on for Edited, created_on for Created. */
  at: string;
}

/** The list call of an activity tab: the user's latest changed or created charts or dashboards, newest first. */
export function activityListRequest(tab: ActivityTab, userId: number): ListRequest {
  const { by, on } = ACTIVITY_COLUMNS[tab];
  return {
    page: 0,
    pageSize: HOME_PAGE_SIZE,
    orderColumn: on,
    orderDirection: 'desc',
    filters: [{ col: by, opr: 'rel_o_m', value: userId }],
  };
}

/** The items of an activity tab's list answer, each with the time it is ordered by. */
export function activityItemsOf(resource: ActivityResource, tab: ActivityTab, raw: unknown): DatedHomeItem[] {
  const rows = isRecord(raw) && Array.isArray(raw['result']) ? raw['result'] : [];
  const items = homeItemsOf(resource, raw);
  return items.map((item) => {
    const row: unknown = rows.find((r: unknown) => isRecord(r) && r['id'] === item.id);
    return { ...item, at: (isRecord(row) && text(row, ACTIVITY_COLUMNS[tab].on)) || '' };
  });
}

/** Charts and dashboards of a tab as one list, newest first, as many as a home section shows. */
export function latestActivity(...lists: (DatedHomeItem[] | undefined)[]): HomeItem[] {
  const time = (item: DatedHomeItem) => Date.parse(item.at) || 0;
  return lists
    .flatMap((list) => list ?? [])
    .sort((a, b) => time(b) - time(a))
    .slice(0, HOME_PAGE_SIZE)
    .map(({ at: _at, ...item }) => item);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(row: Record<string, unknown>, key: string): string | null {
  const value = row[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The items of a list answer of charts, dashboards or saved queries. */
export function homeItemsOf(resource: HomeResource, raw: unknown): HomeItem[] {
  const rows = isRecord(raw) && Array.isArray(raw['result']) ? raw['result'] : [];
  return rows.flatMap((row: unknown) => {
    if (!isRecord(row) || typeof row['id'] !== 'number') return [];
    const id = row['id'];
    const changed = text(row, 'changed_on_delta_humanized');
    const subtitle = changed ? `Modified ${changed}` : null;
    switch (resource) {
      case 'chart':
        return [
          {
            id,
            title: text(row, 'slice_name') ?? `Chart ${id}`,
            url: text(row, 'url') ?? `/explore/?slice_id=${id}`,
            subtitle,
          },
        ];
      case 'dashboard':
        return [
          {
            id,
            title: text(row, 'dashboard_title') ?? `Dashboard ${id}`,
            url: text(row, 'url') ?? `/superset/dashboard/${id}/`,
            subtitle,
          },
        ];
      case 'saved_query':
        return [
          { id, title: text(row, 'label') ?? `Query ${id}`, url: `/sqllab/?savedQueryId=${id}`, subtitle },
        ];
    }
  });
}
