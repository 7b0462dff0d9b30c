import { z } from 'zod';
import {
  boolField,
  choiceField,
  numberField,
  optionalColumn,
  requiredColumn,
  requiredMetric,
  textField,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';

/** The select controls save 'true' / 'false' as text; Superset's saved charts hold booleans. */
const booleanText = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);

/** Form data of Graph Chart (graph_chart); keys verbatim, defaults as Superset reads absent keys. */
export const graphFormDataSchema = queryFormDataSchema.extend({
  source: requiredColumn('Source'),
  target: requiredColumn('Target'),
  /** Category of the source nodes (colours and the legend). */
  source_category: optionalColumn,
  target_category: optionalColumn,
  metric: requiredMetric('Metric'),
  show_legend: boolField(true),
  legendType: choiceField(['scroll', 'plain'], 'scroll'),
  legendOrientation: choiceField(['top', 'bottom', 'left', 'right'], 'top'),
  layout: choiceField(['force', 'circular'], 'force'),
  /** Symbols of the two edge ends, "none,arrow". */
  edgeSymbol: textField('none,arrow'),
  draggable: boolField(false),
  /** Zoom and pan: true, false, or only 'scale' / 'move'. */
  roam: z
    .preprocess(booleanText, z.union([z.boolean(), z.enum(['scale', 'move'])]))
    .catch(true)
    .default(true),
  selectedMode: z
    .preprocess(booleanText, z.union([z.literal(false), z.enum(['single', 'multiple'])]))
    .catch('single')
    .default('single'),
  /** Label hidden on nodes smaller than this (Superset's showSymbolThreshold). */
  showSymbolThreshold: numberField(0, { min: 0 }),
  baseNodeSize: numberField(20, { min: 0 }),
  baseEdgeWidth: numberField(3, { min: 0 }),
  edgeLength: numberField(400, { min: 0 }),
  gravity: numberField(0.3, { min: 0 }),
  repulsion: numberField(1000, { min: 0 }),
  friction: numberField(0.2, { min: 0 }),
});

/** Parsed form data of Graph Chart. */
export type GraphFormData = z.infer<typeof graphFormDataSchema>;
