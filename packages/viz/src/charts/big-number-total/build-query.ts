import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { BigNumberTotalFormData } from './form-data';

/** One aggregate over the filtered rows (pure). */
export function buildBigNumberTotalQuery(formData: BigNumberTotalFormData): QueryContext {
  return buildQueryContext(formData);
}
