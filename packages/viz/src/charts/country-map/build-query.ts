import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { CountryMapFormData } from './form-data';

/** The metric per subdivision (pure). */
export function buildCountryMapQuery(formData: CountryMapFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: formData.entity ? [formData.entity] : [],
      metrics: formData.metric ? [formData.metric] : [],
      orderby: [],
      series_limit: 0,
    },
  ]);
}
