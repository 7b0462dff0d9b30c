import type { ClickableEChartsProps } from '../../echarts/click';
import type { VizPlugin } from '../../plugin';
import { buildSunburstQuery } from './build-query';
import { sunburstFormDataSchema, type SunburstFormData } from './form-data';
import { SUNBURST_VIZ_TYPE, sunburstMetadata } from './metadata';

/** Sunburst Chart (sunburst_v2). */
export const sunburstPlugin: VizPlugin<SunburstFormData, ClickableEChartsProps> = {
  vizType: SUNBURST_VIZ_TYPE,
  metadata: sunburstMetadata,
  formDataSchema: sunburstFormDataSchema,
  buildQuery: buildSunburstQuery,
  loadParts: () => import('./parts'),
};
