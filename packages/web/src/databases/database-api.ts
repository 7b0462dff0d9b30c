import { databaseSchema, encodeRison, listResponseSchema } from '@meridian/core';
import type { Database, DatabaseCreate, DatabaseUpdate, TestConnection } from '@meridian/core';
import { api, resultOf } from '../app/api';
import {
  availableEnginesResponseSchema,
  messageResponseSchema,
  schemaListResponseSchema,
  tableListResponseSchema,
  tableMetadataSchema,
  validateParametersErrorsSchema,
} from '@meridian/core';
import type { AvailableEngine, ParameterError, TableMetadata, TableOption } from '@meridian/core';
import { encodeListRequest } from '../app/list-query';
import type { ListRequest } from '../app/list-query';

const databaseListSchema = listResponseSchema(databaseSchema);

const DATABASES = '/api/v1/database/';

/** One page of databases. */
export interface DatabasePage {
  /** Total rows matching the filters. */
  count: number;
  /** Rows of this page. */
  result: Database[];
}

/** Body of validate_parameters. */
export interface ValidateParametersRequest {
  /** Engine key. */
  engine: string;
  /** Parameters typed so far. */
  parameters: Record<string, unknown>;
  /** Name of a saved database, so a masked password counts as given. */
  database_name?: string;
}

/** Identifies a table of a database. */
export interface TableRef {
  /** Database id. */
  databaseId: number;
  /** Schema name. */
  schema: string;
  /** Table name. */
  table: string;
}

const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Database', 'Dataset'] });

/** Endpoints of database connections and their catalogue. */
export const databaseApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    listDatabases: build.query<DatabasePage, ListRequest>({
      query: (request) => `${DATABASES}?q=${encodeListRequest(request)}`,
      transformResponse: (raw: unknown) => databaseListSchema.parse(raw),
      providesTags: ['Database'],
    }),
    getDatabase: build.query<Database, number>({
      query: (id) => `${DATABASES}${id}`,
      transformResponse: resultOf(databaseSchema),
      providesTags: ['Database'],
    }),
    createDatabase: build.mutation<Database, DatabaseCreate>({
      query: (body) => ({ url: DATABASES, method: 'POST', body }),
      transformResponse: resultOf(databaseSchema),
      invalidatesTags: ['Database'],
    }),
    updateDatabase: build.mutation<Database, { id: number; body: DatabaseUpdate }>({
      query: ({ id, body }) => ({ url: `${DATABASES}${id}`, method: 'PUT', body }),
      transformResponse: resultOf(databaseSchema),
      invalidatesTags: ['Database', 'Dataset'],
    }),
    deleteDatabase: build.mutation<void, number>({
      query: (id) => ({ url: `${DATABASES}${id}`, method: 'DELETE' }),
      invalidatesTags: ['Database'],
    }),
    testConnection: build.mutation<string, TestConnection>({
      query: (body) => ({ url: `${DATABASES}test_connection/`, method: 'POST', body }),
      transformResponse: (raw: unknown) => messageResponseSchema.parse(raw).message,
    }),
    validateParameters: build.mutation<ParameterError[], ValidateParametersRequest>({
      query: (body) => ({
        url: `${DATABASES}validate_parameters/`,
        method: 'POST',
        body: { ...body, configuration_method: 'dynamic_form' },
        // A 422 lists the field errors; it is an answer, not a failure.
        validateStatus: (response) => response.status === 200 || response.status === 422,
      }),
      transformResponse: (raw: unknown) => {
        const errors = validateParametersErrorsSchema.safeParse(raw);
        return errors.success ? errors.data.errors : [];
      },
    }),
    availableEngines: build.query<AvailableEngine[], void>({
      query: () => `${DATABASES}available/`,
      transformResponse: (raw: unknown) => availableEnginesResponseSchema.parse(raw).databases,
    }),
    databaseSchemas: build.query<string[], number>({
      query: (id) => `${DATABASES}${id}/schemas/`,
      transformResponse: (raw: unknown) => schemaListResponseSchema.parse(raw).result,
      providesTags: ['Database'],
    }),
    databaseTables: build.query<TableOption[], { databaseId: number; schema: string }>({
      query: ({ databaseId, schema }) =>
        `${DATABASES}${databaseId}/tables/?q=${encodeURIComponent(encodeRison({ schema_name: schema }))}`,
      transformResponse: (raw: unknown) => tableListResponseSchema.parse(raw).result,
      providesTags: ['Database'],
    }),
    tableMetadata: build.query<TableMetadata, TableRef>({
      query: ({ databaseId, schema, table }) => {
        const params = new URLSearchParams({ name: table, schema });
        return `${DATABASES}${databaseId}/table_metadata/?${params.toString()}`;
      },
      transformResponse: (raw: unknown) => tableMetadataSchema.parse(raw),
    }),
  }),
});

/** Hooks of the database endpoints. */
export const {
  useListDatabasesQuery,
  useGetDatabaseQuery,
  useCreateDatabaseMutation,
  useUpdateDatabaseMutation,
  useDeleteDatabaseMutation,
  useTestConnectionMutation,
  useValidateParametersMutation,
  useAvailableEnginesQuery,
  useDatabaseSchemasQuery,
  useDatabaseTablesQuery,
  useTableMetadataQuery,
} = databaseApi;
