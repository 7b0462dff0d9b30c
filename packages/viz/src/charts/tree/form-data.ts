import { z } from 'zod';
import {
  choiceField,
  numberField,
  optionalColumn,
  optionalMetric,
  requiredColumn,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';

/** Label positions of Superset's tree controls. */
export const TREE_LABEL_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;
/** Node symbols of Superset's tree controls. */
export const TREE_SYMBOLS = [
  'emptyCircle',
  'circle',
  'rect',
  'triangle',
  'diamond',
  'pin',
  'arrow',
  'none',
] as const;

/** Form data of Tree Chart (tree_chart); keys verbatim, defaults as Superset reads absent keys. */
export const treeFormDataSchema = queryFormDataSchema.extend({
  /** The node's id. */
  id: requiredColumn('Id'),
  /** The id of the node's parent. */
  parent: requiredColumn('Parent'),
  /** The node's label (the id when empty). */
  name: optionalColumn,
  /** Id of the root; empty picks one from the data. */
  root_node_id: z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .catch(null)
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
  metric: optionalMetric,
  layout: choiceField(['orthogonal', 'radial'], 'orthogonal'),
  orient: choiceField(['LR', 'RL', 'TB', 'BT'], 'LR'),
  node_label_position: choiceField(TREE_LABEL_POSITIONS, 'left'),
  child_label_position: choiceField(TREE_LABEL_POSITIONS, 'bottom'),
  emphasis: choiceField(['ancestor', 'descendant'], 'descendant'),
  symbol: choiceField(TREE_SYMBOLS, 'emptyCircle'),
  symbolSize: numberField(7, { min: 0 }),
  roam: z
    .preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      z.union([z.boolean(), z.enum(['scale', 'move'])]),
    )
    .catch(true)
    .default(true),
});

/** Parsed form data of Tree Chart. */
export type TreeFormData = z.infer<typeof treeFormDataSchema>;
