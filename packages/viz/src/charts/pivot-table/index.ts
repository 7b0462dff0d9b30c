import type { VizPlugin } from '../../plugin';
import { buildPivotTableQuery } from './build-query';
import { pivotTableFormDataSchema, type PivotTableFormData } from './form-data';
import { PIVOT_TABLE_VIZ_TYPE, pivotTableMetadata } from './metadata';
import type { PivotTableRendererProps } from './transform-props';

/** Pivot Table (pivot_table_v2): grouped by rows and columns in SQL, pivoted client-side. */
export const pivotTablePlugin: VizPlugin<PivotTableFormData, PivotTableRendererProps> = {
  vizType: PIVOT_TABLE_VIZ_TYPE,
  metadata: pivotTableMetadata,
  formDataSchema: pivotTableFormDataSchema,
  buildQuery: buildPivotTableQuery,
  loadParts: () => import('./parts'),
};
