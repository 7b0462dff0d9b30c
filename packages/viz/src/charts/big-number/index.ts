import type { VizPlugin } from '../../plugin';
import { buildBigNumberQuery } from './build-query';
import { bigNumberFormDataSchema, type BigNumberFormData } from './form-data';
import { BIG_NUMBER_VIZ_TYPE, bigNumberMetadata } from './metadata';
import type { BigNumberRendererProps } from './transform-props';

/** Big Number with Trendline (big_number). */
export const bigNumberPlugin: VizPlugin<BigNumberFormData, BigNumberRendererProps> = {
  vizType: BIG_NUMBER_VIZ_TYPE,
  metadata: bigNumberMetadata,
  formDataSchema: bigNumberFormDataSchema,
  buildQuery: buildBigNumberQuery,
  loadParts: () => import('./parts'),
};
