import type { VizPlugin } from '../../plugin';
import { buildBigNumberTotalQuery } from './build-query';
import { bigNumberTotalFormDataSchema, type BigNumberTotalFormData } from './form-data';
import { BIG_NUMBER_TOTAL_VIZ_TYPE, bigNumberTotalMetadata } from './metadata';
import type { BigNumberTotalRendererProps } from './transform-props';

/** Big Number (big_number_total). */
export const bigNumberTotalPlugin: VizPlugin<BigNumberTotalFormData, BigNumberTotalRendererProps> = {
  vizType: BIG_NUMBER_TOTAL_VIZ_TYPE,
  metadata: bigNumberTotalMetadata,
  formDataSchema: bigNumberTotalFormDataSchema,
  buildQuery: buildBigNumberTotalQuery,
  loadParts: () => import('./parts'),
};
