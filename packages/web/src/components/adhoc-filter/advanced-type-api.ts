import {
  advancedDataTypeConvertResponseSchema,
  advancedDataTypeTypesResponseSchema,
  encodeRison,
} from '@meridian/core';
import type { AdvancedDataTypeConvertRequest, AdvancedDataTypeResponse } from '@meridian/core';
import { api } from '../../app/api';

/** Superset's advanced data type API (it answers 404 while ENABLE_ADVANCED_DATA_TYPES is off). */
export const advancedTypeApi = api.injectEndpoints({
  endpoints: (build) => ({
    advancedDataTypes: build.query<string[], void>({
      query: () => '/api/v1/advanced_data_type/types',
      transformResponse: (raw: unknown) => advancedDataTypeTypesResponseSchema.parse(raw).result,
    }),
    convertAdvancedType: build.query<AdvancedDataTypeResponse, AdvancedDataTypeConvertRequest>({
      query: (request) => `/api/v1/advanced_data_type/convert?q=${encodeURIComponent(encodeRison(request))}`,
      transformResponse: (raw: unknown) => advancedDataTypeConvertResponseSchema.parse(raw).result,
    }),
  }),
});

/** Hooks of the advanced data type endpoints. */
export const { useAdvancedDataTypesQuery, useConvertAdvancedTypeQuery } = advancedTypeApi;
