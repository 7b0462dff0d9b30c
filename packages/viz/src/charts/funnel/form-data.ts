import { z } from 'zod';
import {
  boolField,
  choiceField,
  columnList,
  numberFormatField,
  optionalNumberField,
  requiredMetric,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';
import { currencyFormatSchema } from '../big-number-total/form-data';

/** Superset's funnel label types, in the order of its numeric enum (saved charts hold the number). */
export const FUNNEL_LABEL_TYPES = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
  'value_percent',
] as const;
/** A funnel label type. */
export type FunnelLabelType = (typeof FUNNEL_LABEL_TYPES)[number];

/** A label type saved as Superset's enum number (or its name); anything else reads as the default. */
function labelTypeField(fallback: FunnelLabelType) {
  return z
    .unknown()
    .transform((v): FunnelLabelType => {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n === 'number' && Number.isInteger(n)) return FUNNEL_LABEL_TYPES[n] ?? fallback;
      return FUNNEL_LABEL_TYPES.find((t) => t === v) ?? fallback;
    })
    .default(fallback);
}

/** What a stage's percentage is taken of. */
export const PERCENT_CALCULATIONS = ['first_step', 'prev_step', 'total'] as const;

/** Form data of Funnel Chart (funnel); keys verbatim, defaults as Superset reads absent keys. */
export const funnelFormDataSchema = queryFormDataSchema.extend({
  /** A stage per combination of these columns. */
  groupby: columnList,
  metric: requiredMetric('Metric'),
  sort_by_metric: boolField(true),
  /** Superset's migration makes an absent calculation 'total'. */
  percent_calculation_type: choiceField(PERCENT_CALCULATIONS, 'total'),
  show_legend: boolField(true),
  legendType: choiceField(['scroll', 'plain'], 'scroll'),
  legendOrientation: choiceField(['top', 'bottom', 'left', 'right'], 'top'),
  /** Room kept for the legend; absent (null) means the default for its side, as Superset's getChartPadding. */
  legendMargin: optionalNumberField(),
  label_type: labelTypeField('key'),
  tooltip_label_type: labelTypeField('key_value_percent'),
  show_labels: boolField(true),
  show_tooltip_labels: boolField(true),
  label_line: boolField(false),
  number_format: numberFormatField,
  currency_format: currencyFormatSchema,
});

/** Parsed form data of Funnel Chart. */
export type FunnelFormData = z.infer<typeof funnelFormDataSchema>;
