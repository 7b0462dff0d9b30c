import {
  EXPLORE_FORM_DATA_MESSAGES,
  jsonObjectSchema,
  readJsonText,
  type Chart,
  type Dataset,
} from '@meridian/core';
import type { Principal } from '../auth/access';
import { chartToApi } from '../charts/chart-api';
import type { ChartService } from '../charts/chart-service';
import type { DatasetService } from '../datasets/dataset-service';
import { AppError } from '../errors';
import type { KeyValueService } from '../key-value/key-value-service';
import type { FormDataStateService } from './form-data-state-service';

/** What explore's hydration reads: charts, datasets and permalinks the caller may see. */
export interface ExploreServiceDeps {
  charts: Pick<ChartService, 'visible'>;
  datasets: Pick<DatasetService, 'visible' | 'toApi'>;
  permalinks: Pick<KeyValueService, 'explorePermalink'>;
  formDataState: Pick<FormDataStateService, 'read'>;
}

/** What explore opens on: a saved chart, a dataset, or a permalink. */
export interface ExploreRequest {
  slice_id?: number | undefined;
  datasource_id?: number | undefined;
  permalink_key?: string | undefined;
  form_data_key?: string | undefined;
  /** The viz type of a new chart on a dataset (the chart-creation page's choice). */
  viz_type?: string | undefined;
}

/** The form data, dataset and chart explore opens with. */
export interface ExploreState {
  form_data: Record<string, unknown>;
  dataset: Dataset | null;
  slice: Chart | null;
  message: string | null;
  url_params: [string, string][];
}

/** Explore's hydration call (`GET /api/v1/explore/`). */
export class ExploreService {
  constructor(private readonly deps: ExploreServiceDeps) {}

  /** The state to open explore with; a dataset the caller does not see is left out with a message. */
  async state(principal: Principal, request: ExploreRequest): Promise<ExploreState> {
    const { slice_id, datasource_id, permalink_key, form_data_key } = request;
    let formData: Record<string, unknown>;
    let urlParams: [string, string][] = [];
    let slice: Chart | null = null;
    let fallbackMessage: string | null = null;
    const saved = form_data_key ? await this.unsavedState(principal, form_data_key, request) : null;
    if (saved && 'formData' in saved) {
      formData = saved.formData;
      // The chart of the URL first: a key written before the chart was first saved does not name it.
      const sliceId = Number(slice_id ?? formData['slice_id'] ?? saved.chartId);
      if (Number.isInteger(sliceId) && sliceId > 0) slice = await this.chartOrNull(principal, sliceId);
      if (slice) formData = { ...formData, slice_id: slice.id };
    } else if (permalink_key) {
      const state = await this.deps.permalinks.explorePermalink(principal, permalink_key);
      formData = state.formData;
      urlParams = state.urlParams;
      // A permalink of a saved chart opens with that chart's title and owners, as Superset does.
      const sliceId = Number(formData['slice_id']);
      if (Number.isInteger(sliceId) && sliceId > 0) slice = await this.chartOrNull(principal, sliceId);
    } else if (slice_id) {
      slice = chartToApi(await this.deps.charts.visible(principal, slice_id));
      formData = {
        ...readJsonText(slice.params, jsonObjectSchema, {}),
        slice_id: slice.id,
        viz_type: slice.viz_type,
        datasource: `${slice.datasource_id ?? 0}__table`,
      };
    } else if (datasource_id) {
      formData = { datasource: `${datasource_id}__table`, viz_type: request.viz_type ?? 'table' };
    } else {
      throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', 'Missing URL parameters');
    }
    if (saved && 'message' in saved) fallbackMessage = saved.message;
    const datasetId = datasetIdOf(formData, slice);
    const dataset = datasetId === null ? null : await this.datasetOrNull(principal, datasetId);
    return {
      form_data: formData,
      dataset,
      slice,
      message: dataset ? fallbackMessage : 'Dataset does not exist',
      url_params: urlParams,
    };
  }

  /**
   * The unsaved form data of a key; when the key is gone, Superset's message and the chart or dataset
   * of the URL instead, or 404 when the URL names neither. A key whose dataset the caller cannot read: 403.
   */
  private async unsavedState(
    principal: Principal,
    key: string,
    request: ExploreRequest,
  ): Promise<{ formData: Record<string, unknown>; chartId: number | null } | { message: string }> {
    try {
      const state = await this.deps.formDataState.read(principal, key);
      return {
        formData: readJsonText(state.form_data, jsonObjectSchema, {}),
        chartId: state.chart_id ?? null,
      };
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
      if (request.slice_id) return { message: EXPLORE_FORM_DATA_MESSAGES.revertedToChart };
      if (request.datasource_id) return { message: EXPLORE_FORM_DATA_MESSAGES.revertedToDataset };
      throw error;
    }
  }

  private async chartOrNull(principal: Principal, id: number): Promise<Chart | null> {
    return orNullWhenMissing(async () => chartToApi(await this.deps.charts.visible(principal, id)));
  }

  private async datasetOrNull(principal: Principal, id: number): Promise<Dataset | null> {
    return orNullWhenMissing(async () =>
      this.deps.datasets.toApi(await this.deps.datasets.visible(principal, id)),
    );
  }
}

/** The value of a lookup, or null when it answers 404. */
async function orNullWhenMissing<T>(lookup: () => Promise<T>): Promise<T | null> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

function datasetIdOf(formData: Record<string, unknown>, slice: Chart | null): number | null {
  if (slice?.datasource_id) return slice.datasource_id;
  const key = formData['datasource'];
  const id = typeof key === 'string' ? Number(key.split('__')[0]) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
