import { datasetUpdateSchema } from '@meridian/core';
import { userIdOf, type Principal } from '../auth/access';
import { AppError } from '../errors';
import type { DatasetService } from './dataset-service';
import { legacyDatasource } from './legacy-datasource';

/** What the legacy datasource calls use of the dataset service. */
export interface LegacyDatasetsDeps {
  datasets: Pick<DatasetService, 'visible' | 'editable' | 'update' | 'toApi'>;
}

/** The fields of Superset's legacy datasource JSON that a save applies. */
const LEGACY_FIELDS = [
  'table_name',
  'schema',
  'sql',
  'main_dttm_col',
  'description',
  'cache_timeout',
  'offset',
  'default_endpoint',
  'filter_select_enabled',
  'fetch_values_predicate',
  'extra',
  'template_params',
  'normalize_columns',
  'always_filter_main_dttm',
  'columns',
  'metrics',
];

/** Superset's legacy datasource calls: read a dataset as datasource JSON, save one from it. */
export class LegacyDatasets {
  constructor(private readonly deps: LegacyDatasetsDeps) {}

  /** A dataset the caller sees, as legacy datasource JSON. */
  async get(principal: Principal, id: number): Promise<Record<string, unknown>> {
    return legacyDatasource(this.deps.datasets.toApi(await this.deps.datasets.visible(principal, id)));
  }

  /** Saves a dataset from its legacy JSON (`data`, an object or JSON text); answers it as saved. */
  async save(principal: Principal, sent: string | Record<string, unknown>): Promise<Record<string, unknown>> {
    const data = typeof sent === 'string' ? parseJson(sent) : sent;
    const id = Number(data['id']);
    if (!Number.isInteger(id))
      throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', { 'data.id': ['Missing data for required field.'] });
    const bundle = await this.deps.datasets.editable(principal, id);
    const owners = Array.isArray(data['owners']) ? data['owners'].map(ownerId) : undefined;
    const update = datasetUpdateSchema.parse({ ...pick(data), ...(owners ? { owners } : {}) });
    await this.deps.datasets.update(bundle, update, userIdOf(principal));
    return this.get(principal, id);
  }
}

/** An owner as the legacy JSON gives it: an id, or an object with `id` or `value`. */
function ownerId(owner: unknown): number {
  if (typeof owner !== 'object' || owner === null) return Number(owner);
  const { id, value } = owner as { id?: unknown; value?: unknown };
  return Number(id ?? value);
}

function pick(data: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of LEGACY_FIELDS) if (data[key] !== undefined) picked[key] = data[key];
  if (typeof picked['extra'] === 'object' && picked['extra'] !== null)
    picked['extra'] = JSON.stringify(picked['extra']);
  return picked;
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', { data: ['Expected a JSON object'] });
}
