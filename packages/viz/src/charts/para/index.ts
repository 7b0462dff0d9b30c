import type { VizPlugin } from '../../plugin';
import { buildParaQuery } from './build-query';
import { paraFormDataSchema, type ParaFormData } from './form-data';
import { PARA_VIZ_TYPE, paraMetadata } from './metadata';
import type { ParaRendererProps } from './transform-props';

/** Parallel Coordinates (para). */
export const paraPlugin: VizPlugin<ParaFormData, ParaRendererProps> = {
  vizType: PARA_VIZ_TYPE,
  metadata: paraMetadata,
  formDataSchema: paraFormDataSchema,
  buildQuery: buildParaQuery,
  loadParts: () => import('./parts'),
};
