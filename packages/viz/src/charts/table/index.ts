import type { VizPlugin } from '../../plugin';
import { buildTableQuery } from './build-query';
import { tableFormDataSchema, type TableFormData } from './form-data';
import { TABLE_VIZ_TYPE, tableMetadata } from './metadata';
import type { TableRendererProps } from './transform-props';

/** Table (table): aggregate or raw records, virtualized. */
export const tablePlugin: VizPlugin<TableFormData, TableRendererProps> = {
  vizType: TABLE_VIZ_TYPE,
  metadata: tableMetadata,
  formDataSchema: tableFormDataSchema,
  buildQuery: buildTableQuery,
  loadParts: () => import('./parts'),
};
