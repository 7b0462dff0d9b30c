import type { VizPlugin } from '../../plugin';
import { buildPartitionQuery } from './build-query';
import { partitionFormDataSchema, type PartitionFormData } from './form-data';
import { PARTITION_VIZ_TYPE, partitionMetadata } from './metadata';
import type { PartitionRendererProps } from './transform-props';

/** Partition Chart (partition). */
export const partitionPlugin: VizPlugin<PartitionFormData, PartitionRendererProps> = {
  vizType: PARTITION_VIZ_TYPE,
  metadata: partitionMetadata,
  formDataSchema: partitionFormDataSchema,
  buildQuery: buildPartitionQuery,
  loadParts: () => import('./parts'),
};
