import { api } from '../../app/api';

/** The partition column of a table_extra answer (`partitions.cols[0]`), or null when the engine names none. */
export function partitionColumnOf(raw: unknown): string | null {
  const partitions =
    typeof raw === 'object' && raw !== null && 'partitions' in raw ? raw.partitions : undefined;
  const cols =
    typeof partitions === 'object' && partitions !== null && 'cols' in partitions ? partitions.cols : [];
  const first: unknown = Array.isArray(cols) ? cols[0] : undefined;
  return typeof first === 'string' && first !== '' ? first : null;
}

/** Endpoints of the adhoc filter editor: a column's distinct values (the Simple tab's choices), a table's partition column. */
export const filterEditorApi = api.injectEndpoints({
  endpoints: (build) => ({
    filterValues: build.query<unknown[], { datasetId: number; column: string }>({
      query: ({ datasetId, column }) => `/superset/filter/table/${datasetId}/${encodeURIComponent(column)}/`,
      transformResponse: (raw: unknown) => (Array.isArray(raw) ? raw : []),
    }),
    partitionColumn: build.query<string | null, { databaseId: number; schema: string; table: string }>({
      query: ({ databaseId, schema, table }) =>
        `/api/v1/database/${databaseId}/table_extra/${encodeURIComponent(table)}/${encodeURIComponent(schema)}/`,
      transformResponse: partitionColumnOf,
    }),
  }),
});

/** Hooks of the filter editor's endpoints. */
export const { useFilterValuesQuery, usePartitionColumnQuery } = filterEditorApi;
