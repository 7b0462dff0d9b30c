import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildBulletQuery } from './build-query';
import { bulletFormDataSchema, type BulletFormData } from './form-data';
import { BULLET_VIZ_TYPE, bulletMetadata } from './metadata';

/** Bullet Chart (bullet). */
export const bulletPlugin: VizPlugin<BulletFormData, EChartsRendererProps> = {
  vizType: BULLET_VIZ_TYPE,
  metadata: bulletMetadata,
  formDataSchema: bulletFormDataSchema,
  buildQuery: buildBulletQuery,
  loadParts: () => import('./parts'),
};
