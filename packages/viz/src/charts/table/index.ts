import type { VizPlugin } from '../../plugin';
import { buildTableQuery } from './build-query';
import { tableControlPanel } from './control-panel';
import { tableFormDataSchema, type TableFormData } from './form-data';
import { TABLE_VIZ_TYPE, tableMetadata } from './metadata';
import { transformTableProps, type TableRendererProps } from './transform-props';

/** Table (table): aggregate or raw records, virtualized. */
export const tablePlugin: VizPlugin<TableFormData, TableRendererProps> = {
  vizType: TABLE_VIZ_TYPE,
  metadata: tableMetadata,
  formDataSchema: tableFormDataSchema,
  controlPanel: tableControlPanel,
  buildQuery: buildTableQuery,
  transformProps: transformTableProps,
  loadRenderer: () => import('./TableChart'),
};
