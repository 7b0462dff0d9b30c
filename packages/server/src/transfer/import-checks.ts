import { EXAMPLES_DATABASE_UUID, PASSWORD_MASK } from '@meridian/core';
import { splitPassword, withPassword } from '../databases/uri-password';
import { fieldErrors, type FieldErrors } from '../errors';
import type { Bundle, ImportType } from './import-bundle';
import type { ObjectKind } from './schemas';
import { layoutChartUuids } from './values';

/** Superset's message for a database file without its password. */
export const MISSING_PASSWORD_MESSAGE = 'Must provide a password for the database';

/** Superset's name of each kind in its 'already exists' message. */
const MODEL_NAME: Record<ObjectKind, string> = {
  databases: 'Database',
  datasets: 'Dataset',
  charts: 'Chart',
  dashboards: 'Dashboard',
};

/** The kind whose existing objects need `overwrite` (all kinds for assets). */
const PRIMARY_OF: Record<ImportType, readonly ObjectKind[]> = {
  database: ['databases'],
  dataset: ['datasets'],
  chart: ['charts'],
  dashboard: ['dashboards'],
  assets: ['databases', 'datasets', 'charts', 'dashboards'],
};

/** What the checks know of the store: the uuids it holds of each kind, and whether an examples database exists. */
export interface StoredState {
  existing: Record<ObjectKind, Set<string>>;
  /** Meridian has a database Superset's examples uuid may fall back to. */
  hasExamplesDatabase: boolean;
}

/** How an import was asked for. */
export interface ImportRequest {
  type: ImportType;
  overwrite: boolean;
  /** Passwords by database file name (`databases/x.yaml`). */
  passwords: Record<string, string>;
}

/**
 * Checks a bundle before anything is written: existing objects need `overwrite`, masked passwords must be given,
 * and every reference must resolve in the bundle or the store. One 422 names every problem; answers each
 * database's full URI (password filled in) by uuid.
 */
export function checkBundle(
  bundle: Bundle,
  request: ImportRequest,
  stored: StoredState,
): Map<string, string> {
  const errors: FieldErrors = {};
  const add = (file: string, message: string) => (errors[file] ??= []).push(message);
  const { existing } = stored;
  if (!request.overwrite) {
    for (const kind of PRIMARY_OF[request.type]) {
      for (const item of bundle[kind]) {
        if (existing[kind].has(item.value.uuid))
          add(item.file, `${MODEL_NAME[kind]} already exists and \`overwrite=true\` was not passed`);
      }
    }
  }
  const databaseUris = new Map<string, string>();
  for (const { file, value } of bundle.databases) {
    const { password } = splitPassword(value.sqlalchemy_uri);
    if (password !== PASSWORD_MASK) {
      databaseUris.set(value.uuid, value.sqlalchemy_uri);
      continue;
    }
    const given =
      request.passwords[file] ??
      (value.password && value.password !== PASSWORD_MASK ? value.password : undefined);
    if (given === undefined || given === '') add(file, MISSING_PASSWORD_MESSAGE);
    else databaseUris.set(value.uuid, withPassword(value.sqlalchemy_uri, given));
  }
  const bundleUuids = {
    databases: new Set(bundle.databases.map((d) => d.value.uuid)),
    datasets: new Set(bundle.datasets.map((d) => d.value.uuid)),
    charts: new Set(bundle.charts.map((d) => d.value.uuid)),
  };
  const known = (kind: 'databases' | 'datasets' | 'charts', uuid: string) =>
    bundleUuids[kind].has(uuid) || existing[kind].has(uuid);
  for (const { file, value } of bundle.datasets) {
    const examples = value.database_uuid === EXAMPLES_DATABASE_UUID && stored.hasExamplesDatabase;
    if (!known('databases', value.database_uuid) && !examples)
      add(file, `database_uuid: no database with uuid ${value.database_uuid} in the bundle or in Meridian`);
  }
  for (const { file, value } of bundle.charts) {
    if (!known('datasets', value.dataset_uuid))
      add(file, `dataset_uuid: no dataset with uuid ${value.dataset_uuid} in the bundle or in Meridian`);
  }
  for (const { file, value } of bundle.dashboards) {
    for (const uuid of layoutChartUuids(value.position)) {
      if (!known('charts', uuid))
        add(file, `position: no chart with uuid ${uuid} in the bundle or in Meridian`);
    }
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return databaseUris;
}

/** The uuids a bundle names of each kind, its own and those it references: what `StoredState.existing` looks up. */
export function referencedUuids(bundle: Bundle): Record<ObjectKind, string[]> {
  return {
    databases: [
      ...bundle.databases.map((d) => d.value.uuid),
      ...bundle.datasets.map((d) => d.value.database_uuid),
    ],
    datasets: [
      ...bundle.datasets.map((d) => d.value.uuid),
      ...bundle.charts.map((d) => d.value.dataset_uuid),
    ],
    charts: [
      ...bundle.charts.map((d) => d.value.uuid),
      ...bundle.dashboards.flatMap((d) => layoutChartUuids(d.value.position)),
    ],
    dashboards: bundle.dashboards.map((d) => d.value.uuid),
  };
}
