import type { ListFilter } from '@meridian/core';

/** The filters above the dataset table. */
export interface DatasetFilters {
  /** Part of the name. */
  search: string;
  /** Physical or virtual, or either. */
  kind: 'physical' | 'virtual' | undefined;
  /** Database id. */
  database: number | undefined;
  /** Schema name. */
  schema: string | undefined;
  /** Owner user id. */
  owner: number | undefined;
}

/** No filter set. */
export const NO_DATASET_FILTERS: DatasetFilters = {
  search: '',
  kind: undefined,
  database: undefined,
  schema: undefined,
  owner: undefined,
};

/** The list filters of the dataset call, in Superset's rison shape. */
export function datasetListFilters(filters: DatasetFilters): ListFilter[] {
  const list: ListFilter[] = [];
  if (filters.search) list.push({ col: 'table_name', opr: 'ct', value: filters.search });
  // Physical datasets have no SQL: `dataset_is_null_or_empty` true picks them, false the virtual ones.
  if (filters.kind)
    list.push({ col: 'sql', opr: 'dataset_is_null_or_empty', value: filters.kind === 'physical' });
  if (filters.database !== undefined) list.push({ col: 'database', opr: 'rel_o_m', value: filters.database });
  if (filters.schema) list.push({ col: 'schema', opr: 'eq', value: filters.schema });
  if (filters.owner !== undefined) list.push({ col: 'owners', opr: 'rel_m_m', value: filters.owner });
  return list;
}
