import { ALL_ACCESS_PERMISSIONS, DATABASE_ACCESS, DATASOURCE_ACCESS, permissionKey } from '@meridian/core';
import type { Principal } from './access';

/** Which databases and datasets a caller may see: all of them, or those granted one by one. */
export interface DataAccess {
  /** Sees every database and dataset. */
  all: boolean;
  /** Ids of databases granted by database_access (every dataset in them too). */
  databaseIds: ReadonlySet<number>;
  /** Ids of datasets granted by datasource_access. */
  datasetIds: ReadonlySet<number>;
}

const ID_SUFFIX = /\(id:(\d+)\)$/;

/** Reads a principal's data-access grants (Superset's all_database_access, database_access, datasource_access). */
export function dataAccessOf(principal: Principal): DataAccess {
  const all = ALL_ACCESS_PERMISSIONS.some((name) => principal.permissions.has(permissionKey(name, name)));
  const databaseIds = new Set<number>();
  const datasetIds = new Set<number>();
  for (const key of principal.permissions) {
    const colon = key.indexOf(':');
    const action = key.slice(0, colon);
    const id = Number(ID_SUFFIX.exec(key.slice(colon + 1))?.[1]);
    if (!Number.isInteger(id)) continue;
    if (action === DATABASE_ACCESS) databaseIds.add(id);
    if (action === DATASOURCE_ACCESS) datasetIds.add(id);
  }
  return { all, databaseIds, datasetIds };
}

/** Whether a caller may see a database. */
export function canSeeDatabase(access: DataAccess, databaseId: number): boolean {
  return access.all || access.databaseIds.has(databaseId);
}

/** Whether a caller may see a dataset (granted itself, or through its database). */
export function canSeeDataset(access: DataAccess, dataset: { id: number; database_id: number }): boolean {
  return access.all || access.databaseIds.has(dataset.database_id) || access.datasetIds.has(dataset.id);
}
