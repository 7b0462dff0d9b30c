import type { VizPlugin } from '../../plugin';
import { buildPopKpiQuery } from './build-query';
import { popKpiFormDataSchema, type PopKpiFormData } from './form-data';
import { POP_KPI_VIZ_TYPE, popKpiMetadata } from './metadata';
import type { PopKpiRendererProps } from './transform-props';

/** Big Number with Time Period Comparison (pop_kpi). */
export const popKpiPlugin: VizPlugin<PopKpiFormData, PopKpiRendererProps> = {
  vizType: POP_KPI_VIZ_TYPE,
  metadata: popKpiMetadata,
  formDataSchema: popKpiFormDataSchema,
  buildQuery: buildPopKpiQuery,
  loadParts: () => import('./parts'),
};
