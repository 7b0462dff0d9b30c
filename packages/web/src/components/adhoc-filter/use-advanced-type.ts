import type { DatasetColumn } from '@meridian/core';
import { useMemo } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import { useAdvancedDataTypesQuery, useConvertAdvancedTypeQuery } from './advanced-type-api';
import type { AdvancedTypeState } from './advanced-type';
import { ADVANCED_TYPE_DEBOUNCE_MS, advancedTypeState, comparatorValues } from './advanced-type';

/**
 * The conversion of a filter's comparator by its subject's advanced data type: asked for 600 ms after the last
 * change, only when the column has a type the server lists (the list answers 404 while the flag is off).
 */
export function useAdvancedType(
  column: Pick<DatasetColumn, 'advanced_data_type'> | undefined,
  comparator: unknown,
): AdvancedTypeState {
  const type = column?.advanced_data_type ?? null;
  const types = useAdvancedDataTypesQuery(undefined, { skip: type === null });
  const isOn = type !== null && (types.data ?? []).includes(type);
  const key = JSON.stringify(comparatorValues(comparator));
  const settledKey = useDebouncedValue(key, ADVANCED_TYPE_DEBOUNCE_MS);
  const request = useMemo(
    () => ({ type: type ?? '', values: JSON.parse(settledKey) as (string | number)[] }),
    [type, settledKey],
  );
  const converted = useConvertAdvancedTypeQuery(request, { skip: !isOn });
  return advancedTypeState({
    isOn,
    isPending: key !== settledKey || converted.isFetching,
    response: converted.isFetching ? converted.currentData : converted.data,
    isFailed: converted.isError,
  });
}
