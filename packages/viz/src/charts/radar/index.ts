import type { ClickableEChartsProps } from '../../echarts/click';
import type { VizPlugin } from '../../plugin';
import { buildRadarQuery } from './build-query';
import { radarFormDataSchema, type RadarFormData } from './form-data';
import { RADAR_VIZ_TYPE, radarMetadata } from './metadata';

/** Radar Chart (radar). */
export const radarPlugin: VizPlugin<RadarFormData, ClickableEChartsProps> = {
  vizType: RADAR_VIZ_TYPE,
  metadata: radarMetadata,
  formDataSchema: radarFormDataSchema,
  buildQuery: buildRadarQuery,
  loadParts: () => import('./parts'),
};
