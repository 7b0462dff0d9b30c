import crypto from 'node:crypto';
import {
  EXPLORE_FORM_DATA_MESSAGES,
  EXPLORE_FORM_DATA_TTL_DAYS,
  storedFormDataStateSchema,
  type FormDataStateRequest,
  type StoredFormDataState,
} from '@meridian/core';
import { userIdOf, type Principal } from '../auth/access';
import type { ChartService } from '../charts/chart-service';
import type { DatasetService } from '../datasets/dataset-service';
import { AppError } from '../errors';
import type { KeyValueRepo } from '../store/key-value-repo';
import { MAX_STATE_DEPTH, jsonTextDepthExceeds } from '../util/json-depth';

/** key_value resource of explore's unsaved state (Superset's explore_form_data cache). */
export const EXPLORE_FORM_DATA_RESOURCE = 'explore_form_data';

/** What the form-data state service reads and writes. */
export interface FormDataStateServiceDeps {
  keyValue: KeyValueRepo;
  /** Whether the caller sees the state's dataset. */
  datasets: Pick<DatasetService, 'visible'>;
  /** Whether the caller sees the state's chart. */
  charts: Pick<ChartService, 'visible'>;
  /** The clock (expiry). */
  now?: () => Date;
}

/**
 * Explore's unsaved work under a key in the URL (`form_data_key`), as Superset's
 * `/api/v1/explore/form_data`: anyone who may read the dataset can open a key, only its owner
 * changes it, and it expires a week after its last change.
 */
export class FormDataStateService {
  private readonly now: () => Date;

  constructor(private readonly deps: FormDataStateServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Stores form data under a new key once its dataset (and chart) are checked. */
  async create(principal: Principal, request: FormDataStateRequest): Promise<string> {
    checkDepth(request);
    await this.checkAccess(principal, request);
    const key = crypto.randomBytes(9).toString('base64url');
    const now = this.now();
    await this.deps.keyValue.deleteExpired(EXPLORE_FORM_DATA_RESOURCE, now.toISOString());
    await this.deps.keyValue.insert({
      resource: EXPLORE_FORM_DATA_RESOURCE,
      key,
      value: JSON.stringify(this.stored(principal, request)),
      userId: userIdOf(principal),
      expiresOn: this.expiry(now),
      createdOn: now.toISOString(),
    });
    return key;
  }

  /** Replaces the form data of the caller's own key; 403 for another user's key, 404 when unknown. */
  async update(principal: Principal, key: string, request: FormDataStateRequest): Promise<string> {
    const state = await this.read(principal, key);
    if (state.owner !== userIdOf(principal))
      throw new AppError('MISSING_PERMISSION', EXPLORE_FORM_DATA_MESSAGES.notOwner);
    checkDepth(request);
    await this.checkAccess(principal, request);
    await this.deps.keyValue.update(EXPLORE_FORM_DATA_RESOURCE, key, {
      value: JSON.stringify(this.stored(principal, request)),
      expiresOn: this.expiry(this.now()),
    });
    return key;
  }

  /** The state under a key: 404 when unknown or expired, 403 when its dataset or chart is not the caller's to read. */
  async read(principal: Principal, key: string): Promise<StoredFormDataState> {
    const row = await this.deps.keyValue.get(EXPLORE_FORM_DATA_RESOURCE, key);
    const isLive =
      row !== undefined && (row.expires_on === null || row.expires_on > this.now().toISOString());
    const parsed = isLive ? storedFormDataStateSchema.safeParse(JSON.parse(row.value)) : undefined;
    if (!parsed?.success) throw new AppError('RESOURCE_NOT_FOUND', EXPLORE_FORM_DATA_MESSAGES.notFound);
    await this.checkAccess(principal, parsed.data);
    return parsed.data;
  }

  /** Deletes the caller's own key. */
  async delete(principal: Principal, key: string): Promise<void> {
    const state = await this.read(principal, key);
    if (state.owner !== userIdOf(principal))
      throw new AppError('MISSING_PERMISSION', EXPLORE_FORM_DATA_MESSAGES.notOwner);
    await this.deps.keyValue.delete(EXPLORE_FORM_DATA_RESOURCE, key);
  }

  private stored(principal: Principal, request: FormDataStateRequest): StoredFormDataState {
    return { ...request, owner: userIdOf(principal) };
  }

  private expiry(now: Date): string {
    return new Date(now.getTime() + EXPLORE_FORM_DATA_TTL_DAYS * 86_400_000).toISOString();
  }

  // The dataset and chart answer 404 to hide that they exist; for a key the caller holds, 403 says why.
  private async checkAccess(principal: Principal, state: FormDataStateRequest): Promise<void> {
    try {
      await this.deps.datasets.visible(principal, state.datasource_id);
      if (state.chart_id) await this.deps.charts.visible(principal, state.chart_id);
    } catch (error) {
      if (error instanceof AppError && error.status === 404)
        throw new AppError('MISSING_PERMISSION', EXPLORE_FORM_DATA_MESSAGES.noDatasetAccess);
      throw error;
    }
  }
}

/** Form data nested deeper than any real form would overflow the explore page's readers (as permalinks are refused). */
function checkDepth(request: FormDataStateRequest): void {
  if (jsonTextDepthExceeds(request.form_data, MAX_STATE_DEPTH))
    throw new AppError(
      'INVALID_PAYLOAD_FORMAT_ERROR',
      `State may nest at most ${MAX_STATE_DEPTH} levels deep`,
    );
}
