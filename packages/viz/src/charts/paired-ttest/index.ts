import type { VizPlugin } from '../../plugin';
import { buildPairedTTestQuery } from './build-query';
import { pairedTTestFormDataSchema, type PairedTTestFormData } from './form-data';
import { PAIRED_TTEST_VIZ_TYPE, pairedTTestMetadata } from './metadata';
import type { PairedTTestRendererProps } from './transform-props';

/** Paired t-test Table (paired_ttest). */
export const pairedTTestPlugin: VizPlugin<PairedTTestFormData, PairedTTestRendererProps> = {
  vizType: PAIRED_TTEST_VIZ_TYPE,
  metadata: pairedTTestMetadata,
  formDataSchema: pairedTTestFormDataSchema,
  buildQuery: buildPairedTTestQuery,
  loadParts: () => import('./parts'),
};
