import { z } from 'zod';
import { DEFAULT_SEQUENTIAL_SCHEME } from '../../color/sequential-schemes';
import {
  boolField,
  choiceField,
  metricList,
  numberField,
  numberFormatField,
  textField,
  timeFormatField,
} from '../../form-data/fields';
import { queryFormDataSchema } from '../../form-data/schemas';

/** Units of the blocks (domains) and of the cells (subdomains), Superset's choices. */
export const CAL_DOMAINS = ['hour', 'day', 'week', 'month', 'year'] as const;
export const CAL_SUBDOMAINS = ['min', 'hour', 'day', 'week', 'month'] as const;
/** A domain unit. */
export type CalDomain = (typeof CAL_DOMAINS)[number];
/** A cell unit. */
export type CalSubdomain = (typeof CAL_SUBDOMAINS)[number];

/** Form data of Calendar Heatmap (cal_heatmap); keys verbatim. */
export const calHeatmapFormDataSchema = z.preprocess(
  // Superset's migration of this chart: a single `metric` became `metrics`.
  (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const record = raw as Record<string, unknown>;
    return record['metrics'] === undefined && record['metric']
      ? { ...record, metrics: [record['metric']] }
      : record;
  },
  queryFormDataSchema.extend({
    metrics: metricList,
    domain_granularity: choiceField(CAL_DOMAINS, 'month'),
    subdomain_granularity: choiceField(CAL_SUBDOMAINS, 'day'),
    linear_color_scheme: textField(DEFAULT_SEQUENTIAL_SCHEME),
    /** Cell side in pixels. */
    cell_size: numberField(10, { min: 1, max: 200 }),
    /** Gap between cells in pixels. */
    cell_padding: numberField(2, { min: 0, max: 100 }),
    /** Corner radius of cells in pixels. */
    cell_radius: numberField(0, { min: 0, max: 100 }),
    /** Number of colour steps. */
    steps: numberField(10, { min: 1, max: 100 }),
    y_axis_format: numberFormatField,
    x_axis_time_format: timeFormatField,
    show_legend: boolField(true),
    show_values: boolField(false),
    show_metric_name: boolField(true),
  }),
);

/** Parsed form data of Calendar Heatmap. */
export type CalHeatmapFormData = z.infer<typeof calHeatmapFormDataSchema>;
