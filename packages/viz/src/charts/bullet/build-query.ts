import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { BulletFormData } from './form-data';

/** The metric over the filtered rows (BulletViz.query_obj: one metric, no dimension) (pure). */
export function buildBulletQuery(formData: BulletFormData): QueryContext {
  return buildQueryContext(formData, (base) => [{ ...base, columns: [], orderby: [] }]);
}
