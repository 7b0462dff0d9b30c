import crypto from 'node:crypto';
import {
  FILTER_SET_OWNER_TYPES,
  readFilterSetMetadata,
  type FilterSet,
  type FilterSetCreate,
  type FilterSetParams,
  type FilterSetUpdate,
} from '@meridian/core';
import { z } from 'zod';
import { userIdOf, type Principal } from '../auth/access';
import { AppError, fieldErrors, notFound } from '../errors';
import type { DashboardBundle } from '../store/dashboards-repo';
import type { KeyValueRepo, KeyValueRow } from '../store/key-value-repo';
import { canEditDashboard } from './dashboard-api';
import type { DashboardService } from './dashboard-service';

/** What a stored filter set holds (the key_value row's id is the set's id). */
const storedFilterSetSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  owner_type: z.enum(FILTER_SET_OWNER_TYPES),
  owner_id: z.number().int(),
  params: z.looseObject({ dataMask: z.record(z.string(), z.unknown()) }),
});
type StoredFilterSet = z.infer<typeof storedFilterSetSchema>;

/** What the filter set service reads and writes. */
export interface FilterSetServiceDeps {
  keyValue: Pick<KeyValueRepo, 'insert' | 'get' | 'list' | 'getById' | 'updateValueById' | 'deleteById'>;
  dashboards: Pick<DashboardService, 'visible'>;
}

/** The key_value resource of one dashboard's filter sets. */
function resourceOf(dashboardId: number): string {
  return `dashboard_filter_set:${dashboardId}`;
}

/**
 * Filter sets: named, saved data masks of a dashboard (Superset's filtersets API, gone from Superset 4.0 but
 * still in dashboards people bring over). A Dashboard set is shared with every viewer and changed by the
 * dashboard's editors; a User set is its creator's alone.
 */
export class FilterSetService {
  constructor(private readonly deps: FilterSetServiceDeps) {}

  /** The sets of a dashboard the caller may open: the dashboard's, and the caller's own. */
  async list(principal: Principal, idOrSlug: string): Promise<FilterSet[]> {
    const dashboard = await this.deps.dashboards.visible(principal, idOrSlug);
    const rows = await this.deps.keyValue.list(resourceOf(dashboard.row.id));
    return rows
      .map((row) => toApi(dashboard.row.id, row))
      .filter((set): set is FilterSet => set !== null && canSee(principal, set));
  }

  /** Creates a set; a Dashboard set needs edit rights on the dashboard, a User set is the caller's. */
  async create(principal: Principal, idOrSlug: string, input: FilterSetCreate): Promise<FilterSet> {
    const dashboard = await this.deps.dashboards.visible(principal, idOrSlug);
    const userId = signedIn(principal);
    if (input.owner_type === 'Dashboard') {
      requireEditor(principal, dashboard);
      if (input.owner_id !== dashboard.row.id)
        throw fieldErrors({ owner_id: ['A dashboard filter set must be owned by its dashboard'] });
    } else if (input.owner_id !== userId) {
      throw fieldErrors({ owner_id: ['A user filter set must be owned by you'] });
    }
    const stored: StoredFilterSet = {
      name: input.name,
      description: input.description ?? null,
      owner_type: input.owner_type,
      owner_id: input.owner_id,
      params: paramsOf(input.json_metadata),
    };
    const resource = resourceOf(dashboard.row.id);
    const key = crypto.randomUUID();
    await this.deps.keyValue.insert({
      resource,
      key,
      value: JSON.stringify(stored),
      userId,
      expiresOn: null,
      createdOn: new Date().toISOString(),
    });
    const row = await this.deps.keyValue.get(resource, key);
    const created = row && toApi(dashboard.row.id, row);
    if (!created) throw new Error('The filter set was not stored');
    return created;
  }

  /** Renames a set or saves new masks in it. */
  async update(
    principal: Principal,
    idOrSlug: string,
    id: number,
    input: FilterSetUpdate,
  ): Promise<FilterSet> {
    const { dashboard, set } = await this.changeable(principal, idOrSlug, id);
    const stored: StoredFilterSet = {
      name: input.name ?? set.name,
      description: input.description === undefined ? set.description : input.description,
      owner_type: set.owner_type,
      owner_id: set.owner_id,
      params: input.json_metadata === undefined ? set.params : paramsOf(input.json_metadata),
    };
    await this.deps.keyValue.updateValueById(resourceOf(dashboard.row.id), id, JSON.stringify(stored));
    return { ...set, ...stored };
  }

  /** Deletes a set. */
  async delete(principal: Principal, idOrSlug: string, id: number): Promise<void> {
    const { dashboard } = await this.changeable(principal, idOrSlug, id);
    await this.deps.keyValue.deleteById(resourceOf(dashboard.row.id), id);
  }

  /** A set the caller may change: 404 when it is not theirs to see, 403 when only to see. */
  private async changeable(
    principal: Principal,
    idOrSlug: string,
    id: number,
  ): Promise<{ dashboard: DashboardBundle; set: FilterSet }> {
    const dashboard = await this.deps.dashboards.visible(principal, idOrSlug);
    const row = await this.deps.keyValue.getById(resourceOf(dashboard.row.id), id);
    const set = row ? toApi(dashboard.row.id, row) : null;
    if (!set || !canSee(principal, set)) throw notFound('Filter set');
    if (set.owner_type === 'Dashboard') requireEditor(principal, dashboard);
    return { dashboard, set };
  }
}

function toApi(dashboardId: number, row: KeyValueRow): FilterSet | null {
  let raw: unknown;
  try {
    raw = JSON.parse(row.value);
  } catch {
    return null;
  }
  const stored = storedFilterSetSchema.safeParse(raw);
  if (!stored.success) return null;
  return {
    id: row.id,
    dashboard_id: dashboardId,
    ...stored.data,
    params: stored.data.params as FilterSetParams,
  };
}

function canSee(principal: Principal, set: FilterSet): boolean {
  return set.owner_type === 'Dashboard' || set.owner_id === userIdOf(principal);
}

function signedIn(principal: Principal): number {
  const userId = userIdOf(principal);
  if (userId === null) throw new AppError('MISSING_PERMISSION', 'Sign in to save filter sets');
  return userId;
}

function requireEditor(principal: Principal, dashboard: DashboardBundle): void {
  if (!canEditDashboard(principal, dashboard))
    throw new AppError('MISSING_PERMISSION', 'Only the owners of this dashboard can change its filter sets');
}

/** The params of a set's json_metadata; 422 naming what is wrong (a malformed mask is never stored). */
function paramsOf(text: string): FilterSetParams {
  const read = readFilterSetMetadata(text);
  if (!('params' in read)) throw fieldErrors({ json_metadata: read.problems });
  return { ...read.params, dataMask: read.masks };
}
