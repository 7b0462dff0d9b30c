import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import {
  compactSteps,
  flattenOperator,
  pivotOperator,
  resampleOperator,
  rollingWindowOperator,
} from '../../query/operators';
import { baseAxisColumn, getXAxisColumn } from '../../query/x-axis';
import type { BigNumberFormData } from './form-data';

/** The metric over the x-axis: pivot -> rolling -> resample -> flatten (pure). */
export function buildBigNumberQuery(formData: BigNumberFormData): QueryContext {
  return buildQueryContext(formData, (base, fd) => {
    const xAxis = getXAxisColumn(fd);
    // The pivot spreads the base columns (none: the metric is one series).
    const pivotInput = { ...base, series_columns: base.columns };
    return [
      {
        ...base,
        columns: xAxis ? [baseAxisColumn(xAxis, fd.time_grain_sqla)] : [],
        post_processing: compactSteps([
          pivotOperator(fd, pivotInput),
          rollingWindowOperator(fd, base),
          resampleOperator(fd),
          flattenOperator(),
        ]),
      },
    ];
  });
}
