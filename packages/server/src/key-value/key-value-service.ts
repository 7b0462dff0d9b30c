import crypto from 'node:crypto';
import {
  SQLLAB_STASH_TTL_MINUTES,
  dashboardPermalinkStateSchema,
  datasetIdOfKey,
  sqlLabFormDataSchema,
  type DashboardPermalinkState,
  type SqlLabFormData,
} from '@meridian/core';
import { z } from 'zod';
import { userIdOf, type Principal } from '../auth/access';
import type { DashboardService } from '../dashboards/dashboard-service';
import type { DatasetService } from '../datasets/dataset-service';
import { AppError, notFound } from '../errors';
import type { KeyValueRepo } from '../store/key-value-repo';
import { MAX_STATE_DEPTH, jsonDepthExceeds } from '../util/json-depth';

/** key_value resource of explore permalinks. */
export const EXPLORE_PERMALINK_RESOURCE = 'explore_permalink';
/** key_value resource of dashboard permalinks. */
export const DASHBOARD_PERMALINK_RESOURCE = 'dashboard_permalink';
/** key_value resource of dashboards' published filter states (`native_filters_key`). */
export const DASHBOARD_FILTER_STATE_RESOURCE = 'dashboard_filter_state';
/** How long a filter state stays readable after its last read or write (Superset: 90 days). */
const FILTER_STATE_TTL_DAYS = 90;
/** What a stored filter state holds: its dashboard, who published it, and the masks as JSON text. */
const storedFilterStateSchema = z.object({
  dashboardId: z.number().int(),
  owner: z.number().int().nullable(),
  value: z.string(),
});

/** key_value resource of the forms "View in SQL Lab" posts. */
export const SQLLAB_STASH_RESOURCE = 'sqllab_form';

/** The state an explore permalink restores. */
export const explorePermalinkStateSchema = z.object({
  /** The chart's form data. */
  formData: z.record(z.string(), z.unknown()),
  /** Extra URL parameters, as [name, value] pairs. */
  urlParams: z.array(z.tuple([z.string(), z.string()])).default([]),
});
/** The state an explore permalink restores. */
export type ExplorePermalinkState = z.infer<typeof explorePermalinkStateSchema>;

/** What a dashboard permalink holds: the dashboard and its state. */
export const storedDashboardPermalinkSchema = z.object({
  dashboardId: z.string(),
  state: dashboardPermalinkStateSchema,
});

/** What the key-value service reads and writes. */
export interface KeyValueServiceDeps {
  keyValue: KeyValueRepo;
  /** Whether the caller may open a permalink's dashboard. */
  dashboards: Pick<DashboardService, 'visible'>;
  /** Whether the caller sees a stashed form's dataset. */
  datasets: Pick<DatasetService, 'visible'>;
  /** The clock (expiry of stashed forms). */
  now?: () => Date;
}

/** A stored key and the page URL it opens. */
export interface Permalink {
  key: string;
  url: string;
}

/** Shared and short-lived state under random keys: explore and dashboard permalinks, SQL Lab's stashed forms. */
export class KeyValueService {
  private readonly now: () => Date;

  constructor(private readonly deps: KeyValueServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Stores explore state on a dataset the caller sees under a short key. */
  async createExplorePermalink(principal: Principal, state: ExplorePermalinkState): Promise<Permalink> {
    await this.refuseUnseenDataset(principal, state);
    const key = crypto.randomBytes(9).toString('base64url');
    await this.store(principal, EXPLORE_PERMALINK_RESOURCE, key, state, null);
    return { key, url: `/superset/explore/p/${key}/` };
  }

  /** The explore state of a permalink; 404 when unknown or on a dataset the caller may not read. */
  async explorePermalink(principal: Principal, key: string): Promise<ExplorePermalinkState> {
    const row = await this.deps.keyValue.get(EXPLORE_PERMALINK_RESOURCE, key);
    if (!row) throw notFound('Permalink');
    const state = explorePermalinkStateSchema.parse(JSON.parse(row.value));
    await this.refuseUnseenDataset(principal, state);
    return state;
  }

  /** 404 when explore state names a dataset (`<id>__table`) the caller does not see. */
  private async refuseUnseenDataset(principal: Principal, state: ExplorePermalinkState): Promise<void> {
    const datasource = state.formData['datasource'];
    const match = typeof datasource === 'string' ? /^(\d+)__table$/.exec(datasource) : null;
    const id = match ? Number(match[1]) : Number(state.formData['datasource_id']);
    const type = match ? 'table' : state.formData['datasource_type'];
    if (Number.isInteger(id) && id > 0 && (type === 'table' || type === undefined))
      await this.deps.datasets.visible(principal, id);
  }

  /** Stores the state of a dashboard the caller may open (filters, open tabs, anchor) under a short key. */
  async createDashboardPermalink(
    principal: Principal,
    idOrSlug: string,
    state: DashboardPermalinkState,
  ): Promise<Permalink> {
    const dashboard = await this.deps.dashboards.visible(principal, idOrSlug);
    const key = crypto.randomBytes(9).toString('base64url');
    const value = { dashboardId: String(dashboard.row.id), state };
    await this.store(principal, DASHBOARD_PERMALINK_RESOURCE, key, value, null);
    return { key, url: `/superset/dashboard/p/${key}/` };
  }

  /** The dashboard and state of a permalink, if the caller may open the dashboard; 404 otherwise. */
  async dashboardPermalink(
    principal: Principal,
    key: string,
  ): Promise<z.infer<typeof storedDashboardPermalinkSchema>> {
    const row = await this.deps.keyValue.get(DASHBOARD_PERMALINK_RESOURCE, key);
    const stored = storedDashboardPermalinkSchema.safeParse(row ? JSON.parse(row.value) : undefined);
    if (!stored.success) throw notFound('Permalink');
    await this.deps.dashboards.visible(principal, stored.data.dashboardId);
    return stored.data;
  }

  /** Stores a dashboard's filter state (Superset's `filter_state`), for `native_filters_key` addresses. */
  async createFilterState(principal: Principal, idOrSlug: string, value: string): Promise<string> {
    const dashboard = await this.deps.dashboards.visible(principal, idOrSlug);
    const key = crypto.randomBytes(8).toString('base64url');
    const stored = { dashboardId: dashboard.row.id, owner: userIdOf(principal), value };
    await this.store(principal, DASHBOARD_FILTER_STATE_RESOURCE, key, stored, this.filterStateExpiry());
    return key;
  }

  /** The value of a filter state of a dashboard the caller may open; 404 when unknown or expired. */
  async filterState(principal: Principal, idOrSlug: string, key: string): Promise<string> {
    const { stored } = await this.liveFilterState(principal, idOrSlug, key);
    // Reading keeps a state alive, as Superset's cache refreshes its timeout.
    await this.deps.keyValue.update(DASHBOARD_FILTER_STATE_RESOURCE, key, {
      value: JSON.stringify(stored),
      expiresOn: this.filterStateExpiry(),
    });
    return stored.value;
  }

  /** Replaces a filter state's value: its publisher only (403 for others). */
  async updateFilterState(principal: Principal, idOrSlug: string, key: string, value: string): Promise<void> {
    const { stored } = await this.liveFilterState(principal, idOrSlug, key);
    if (stored.owner !== userIdOf(principal))
      throw new AppError('MISSING_PERMISSION', 'Only who saved this filter state can change it');
    await this.deps.keyValue.update(DASHBOARD_FILTER_STATE_RESOURCE, key, {
      value: JSON.stringify({ ...stored, value }),
      expiresOn: this.filterStateExpiry(),
    });
  }

  /** Deletes a filter state: its publisher only. */
  async deleteFilterState(principal: Principal, idOrSlug: string, key: string): Promise<void> {
    const { stored } = await this.liveFilterState(principal, idOrSlug, key);
    if (stored.owner !== userIdOf(principal))
      throw new AppError('MISSING_PERMISSION', 'Only who saved this filter state can delete it');
    await this.deps.keyValue.delete(DASHBOARD_FILTER_STATE_RESOURCE, key);
  }

  private async liveFilterState(
    principal: Principal,
    idOrSlug: string,
    key: string,
  ): Promise<{ stored: z.infer<typeof storedFilterStateSchema> }> {
    const dashboard = await this.deps.dashboards.visible(principal, idOrSlug);
    const row = await this.deps.keyValue.get(DASHBOARD_FILTER_STATE_RESOURCE, key);
    const live = row && (row.expires_on === null || row.expires_on > this.now().toISOString());
    const stored = storedFilterStateSchema.safeParse(row && live ? JSON.parse(row.value) : undefined);
    if (!stored.success || stored.data.dashboardId !== dashboard.row.id) throw notFound('Filter state');
    return { stored: stored.data };
  }

  private filterStateExpiry(): string {
    return new Date(this.now().getTime() + FILTER_STATE_TTL_DAYS * 86_400_000).toISOString();
  }

  /** Keeps a "View in SQL Lab" form for a while, for the caller only, once its dataset is checked; answers its key. */
  async stashSqlLabForm(principal: Principal, form: SqlLabFormData): Promise<string> {
    await this.deps.datasets.visible(principal, datasetIdOfKey(form.datasourceKey));
    const key = crypto.randomBytes(12).toString('base64url');
    const now = this.now();
    // Expired forms are cleared as new ones come, so the table holds only the last hour's.
    await this.deps.keyValue.deleteExpired(SQLLAB_STASH_RESOURCE, now.toISOString());
    const expiresOn = new Date(now.getTime() + SQLLAB_STASH_TTL_MINUTES * 60_000).toISOString();
    await this.store(principal, SQLLAB_STASH_RESOURCE, key, form, expiresOn);
    return key;
  }

  /** The stashed form; 404 when unknown, expired, another user's, or its dataset is no longer visible. */
  async sqlLabForm(principal: Principal, key: string): Promise<SqlLabFormData> {
    const row = await this.deps.keyValue.get(SQLLAB_STASH_RESOURCE, key);
    const isLive =
      row?.expires_on !== null && row?.expires_on !== undefined && row.expires_on > this.now().toISOString();
    if (!row || !isLive || row.created_by_fk !== userIdOf(principal)) throw notFound('SQL Lab form');
    const form = sqlLabFormDataSchema.parse(JSON.parse(row.value));
    await this.deps.datasets.visible(principal, datasetIdOfKey(form.datasourceKey));
    return form;
  }

  private async store(
    principal: Principal,
    resource: string,
    key: string,
    value: unknown,
    expiresOn: string | null,
  ): Promise<void> {
    if (jsonDepthExceeds(value, MAX_STATE_DEPTH))
      throw new AppError(
        'INVALID_PAYLOAD_FORMAT_ERROR',
        `State may nest at most ${MAX_STATE_DEPTH} levels deep`,
      );
    await this.deps.keyValue.insert({
      resource,
      key,
      value: JSON.stringify(value),
      userId: userIdOf(principal),
      expiresOn,
      createdOn: this.now().toISOString(),
    });
  }
}
