import { z } from 'zod';
import { formColumnSchema } from '../form-data/schemas';
import { LINE_TYPES } from './lines';

/** Keys of charts that read a path or polygon column (deck_path, deck_polygon). */
export const lineFormDataShape = {
  /** The column holding paths or polygons. */
  line_column: formColumnSchema.nullable().optional(),
  /** How that column is encoded. */
  line_type: z.enum(LINE_TYPES).catch('json').default('json'),
  /** Read positions as [lat, lon]. */
  reverse_long_lat: z
    .boolean()
    .nullable()
    .default(false)
    .transform((v) => v ?? false),
};
