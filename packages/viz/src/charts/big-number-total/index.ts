import type { VizPlugin } from '../../plugin';
import { buildBigNumberTotalQuery } from './build-query';
import { bigNumberTotalControlPanel } from './control-panel';
import { bigNumberTotalFormDataSchema, type BigNumberTotalFormData } from './form-data';
import { BIG_NUMBER_TOTAL_VIZ_TYPE, bigNumberTotalMetadata } from './metadata';
import { transformBigNumberTotalProps, type BigNumberTotalRendererProps } from './transform-props';

/** Big Number (big_number_total). */
export const bigNumberTotalPlugin: VizPlugin<BigNumberTotalFormData, BigNumberTotalRendererProps> = {
  vizType: BIG_NUMBER_TOTAL_VIZ_TYPE,
  metadata: bigNumberTotalMetadata,
  formDataSchema: bigNumberTotalFormDataSchema,
  controlPanel: bigNumberTotalControlPanel,
  buildQuery: buildBigNumberTotalQuery,
  transformProps: transformBigNumberTotalProps,
  loadRenderer: () => import('./BigNumberTotal'),
};
