/**
 * Superset's form-data migrations of its pre-ECharts chart types (superset/migrations/shared/migrate_viz): an old
 * export's `dist_bar`, `line`, `bar`, `area`, `sunburst`, `treemap`, `heatmap`, `histogram`, `bubble` and `sankey`
 * charts become the current types with their keys renamed, and `pie` v1 keys are renamed in place. Applied on import
 * and whenever a stored chart is read, so old charts draw; pure.
 */

/** Form data as stored: any JSON object. */
export type RawFormData = Readonly<Record<string, unknown>>;

/** Where Superset keeps the form data as it was before a migration. */
export const FORM_DATA_BAK = 'form_data_bak';
const DEFAULT_TIME_FILTER = 'No filter';

interface Migration {
  /** The target viz type (some depend on the form data: line's interpolation picks smooth or step). */
  target: (fd: RawFormData) => string;
  /** Old key -> new key. */
  rename: Readonly<Record<string, string>>;
  /** Keys dropped after renaming. */
  remove: readonly string[];
  /** Values set before renaming (Superset's _pre_action). */
  pre?: (fd: RawFormData) => Record<string, unknown>;
  /** Whether the old time column becomes the x-axis. */
  xAxis?: boolean;
}

const asList = (v: unknown): unknown[] => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]);
const isBlankMargin = (v: unknown) => v === null || v === undefined || v === '' || v === 'auto';

/** Renames and defaults shared by the NVD3 time-series charts (Superset's TimeseriesChart). */
const TIMESERIES_RENAME = {
  bottom_margin: 'x_axis_title_margin',
  left_margin: 'y_axis_title_margin',
  show_controls: 'show_extra_controls',
  x_axis_label: 'x_axis_title',
  x_axis_format: 'x_axis_time_format',
  x_axis_showminmax: 'truncateXAxis',
  x_ticks_layout: 'xAxisLabelRotation',
  y_axis_label: 'y_axis_title',
  y_axis_showminmax: 'truncateYAxis',
  y_log_scale: 'logAxis',
} as const;
const TIMESERIES_REMOVE = [
  'contribution',
  'line_interpolation',
  'reduce_x_ticks',
  'show_brush',
  'show_markers',
];

function timeseriesPre(fd: RawFormData): Record<string, unknown> {
  const out: Record<string, unknown> = {
    contributionMode: fd['contribution'] ? 'row' : null,
    zoomable: fd['show_brush'] === 'yes',
    markerEnabled: fd['show_markers'] ?? false,
    y_axis_showminmax: true,
  };
  if (fd['x_axis_label'] && isBlankMargin(fd['bottom_margin'])) out['bottom_margin'] = 30;
  if (fd['y_axis_label'] && isBlankMargin(fd['left_margin'])) out['left_margin'] = 30;
  if (fd['time_compare'] !== null && fd['time_compare'] !== undefined)
    out['time_compare'] = asList(fd['time_compare'])
      .filter((v) => typeof v === 'string' && v !== '')
      .map((v) => `${String(v)} ago`);
  const comparison =
    typeof fd['comparison_type'] === 'string' && fd['comparison_type'] ? fd['comparison_type'] : 'values';
  out['comparison_type'] = comparison === 'absolute' ? 'difference' : comparison;
  if (fd['x_ticks_layout']) out['x_ticks_layout'] = fd['x_ticks_layout'] === '45°' ? 45 : 0;
  return out;
}

const barStack = (fd: RawFormData) => ({ stack: fd['bar_stacked'] ? 'Stack' : null });
const STACKED_STYLES: Readonly<Record<string, string>> = {
  expand: 'Expand',
  stack: 'Stack',
  stream: 'Stream',
};

const MIGRATIONS: Readonly<Record<string, Migration>> = {
  line: {
    target: (fd) => {
      const interpolation = fd['line_interpolation'];
      if (interpolation === 'cardinal') return 'echarts_timeseries_smooth';
      if (interpolation === 'step-before' || interpolation === 'step-after') return 'echarts_timeseries_step';
      return 'echarts_timeseries_line';
    },
    rename: TIMESERIES_RENAME,
    remove: TIMESERIES_REMOVE,
    xAxis: true,
    pre: (fd) => ({
      ...timeseriesPre(fd),
      ...(fd['line_interpolation'] === 'step-before' ? { seriesType: 'start' } : {}),
      ...(fd['line_interpolation'] === 'step-after' ? { seriesType: 'end' } : {}),
    }),
  },
  area: {
    target: () => 'echarts_area',
    rename: TIMESERIES_RENAME,
    remove: [...TIMESERIES_REMOVE, 'stacked_style'],
    xAxis: true,
    pre: (fd) => ({
      ...timeseriesPre(fd),
      stack:
        STACKED_STYLES[
          typeof fd['stacked_style'] === 'string' && fd['stacked_style'] ? fd['stacked_style'] : 'stack'
        ] ?? null,
      opacity: 0.7,
    }),
  },
  bar: {
    target: () => 'echarts_timeseries_bar',
    rename: { ...TIMESERIES_RENAME, show_bar_value: 'show_value' },
    remove: [...TIMESERIES_REMOVE, 'bar_stacked'],
    xAxis: true,
    pre: (fd) => ({ ...timeseriesPre(fd), ...barStack(fd) }),
  },
  dist_bar: {
    target: () => 'echarts_timeseries_bar',
    rename: { ...TIMESERIES_RENAME, show_bar_value: 'show_value' },
    remove: [...TIMESERIES_REMOVE, 'columns', 'bar_stacked'],
    pre: (fd) => {
      const groupby = asList(fd['groupby']);
      return {
        ...timeseriesPre(fd),
        // The x-axis takes one column; the rest of the dimensions and the breakdowns become the series.
        ...(groupby.length > 0 ? { x_axis: groupby[0] } : {}),
        groupby: [...groupby.slice(1), ...asList(fd['columns'])],
        ...barStack(fd),
        x_ticks_layout: 45,
      };
    },
  },
  treemap: {
    target: () => 'treemap_v2',
    rename: { order_desc: 'sort_by_metric' },
    remove: ['metrics'],
    pre: (fd) => {
      const metrics = asList(fd['metrics']);
      return metrics.length > 0 ? { metric: metrics[0] } : {};
    },
  },
  sunburst: { target: () => 'sunburst_v2', rename: { groupby: 'columns' }, remove: [] },
  heatmap: {
    target: () => 'heatmap_v2',
    rename: {
      all_columns_x: 'x_axis',
      all_columns_y: 'groupby',
      y_axis_bounds: 'value_bounds',
      show_perc: 'show_percentage',
    },
    remove: ['sort_by_metric', 'canvas_image_rendering'],
    pre: () => ({ legend_type: 'continuous' }),
  },
  histogram: {
    target: () => 'histogram_v2',
    rename: { x_axis_label: 'x_axis_title', y_axis_label: 'y_axis_title', normalized: 'normalize' },
    remove: ['all_columns_x', 'link_length', 'queryFields'],
    pre: (fd) => {
      const columns = asList(fd['all_columns_x']);
      return {
        ...(columns.length > 0 ? { column: columns[0] } : {}),
        bins: fd['link_length'] ? fd['link_length'] : 5,
        ...(asList(fd['groupby']).length === 0 ? { groupby: [] } : {}),
      };
    },
  },
  sankey: {
    target: () => 'sankey_v2',
    rename: {},
    remove: ['groupby'],
    pre: (fd) => {
      const groupby = asList(fd['groupby']);
      return groupby.length > 1 ? { source: groupby[0], target: groupby[1] } : {};
    },
  },
  bubble: {
    target: () => 'bubble_v2',
    rename: {
      bottom_margin: 'x_axis_title_margin',
      left_margin: 'y_axis_title_margin',
      limit: 'row_limit',
      x_axis_format: 'xAxisFormat',
      x_log_scale: 'logXAxis',
      x_ticks_layout: 'xAxisLabelRotation',
      y_axis_showminmax: 'truncateYAxis',
      y_log_scale: 'logYAxis',
    },
    remove: ['x_axis_showminmax'],
    pre: (fd) => ({
      ...(fd['x_axis_label'] && isBlankMargin(fd['bottom_margin']) ? { bottom_margin: 30 } : {}),
      ...(fd['x_ticks_layout'] ? { x_ticks_layout: fd['x_ticks_layout'] === '45°' ? 45 : 0 } : {}),
      // Truncate the y-axis by default to keep the layout.
      y_axis_showminmax: true,
    }),
  },
};

/** The old viz types migrated to current ones. */
export const LEGACY_VIZ_TYPES: readonly string[] = Object.keys(MIGRATIONS);

/** The chart's time column and range as a TEMPORAL_RANGE filter, the x-axis too for time-series targets. */
function migrateTemporalFilter(data: Record<string, unknown>, xAxis: boolean): void {
  const column = data['granularity_sqla'];
  const range = data['time_range'] || DEFAULT_TIME_FILTER;
  delete data['granularity_sqla'];
  delete data['time_range'];
  if (!column) return;
  if (xAxis) {
    data['x_axis'] = column;
    data['time_grain_sqla'] = data['time_grain_sqla'] || 'P1D';
  }
  const adhocColumn = typeof column === 'object' ? (column as Record<string, unknown>) : null;
  const filter = adhocColumn
    ? {
        clause: 'WHERE',
        subject: adhocColumn['label'],
        operator: 'TEMPORAL_RANGE',
        comparator: null,
        expressionType: 'SQL',
        sqlExpression: adhocColumn['sqlExpression'],
      }
    : {
        clause: 'WHERE',
        subject: column,
        operator: 'TEMPORAL_RANGE',
        comparator: range,
        expressionType: 'SIMPLE',
      };
  data['adhoc_filters'] = [...asList(data['adhoc_filters']), filter];
}

/** Pie v1 keys renamed in place (the viz type stays `pie`). */
function migratePie(fd: RawFormData): RawFormData {
  const metrics = asList(fd['metrics']);
  const needsMetric = (fd['metric'] === undefined || fd['metric'] === null) && metrics.length > 0;
  const hasLabelType = 'pie_label_type' in fd;
  if (!needsMetric && !hasLabelType) return fd;
  const { pie_label_type: labelType, ...rest } = fd;
  return {
    ...rest,
    ...(needsMetric ? { metric: metrics[0] } : {}),
    ...(hasLabelType && !('label_type' in fd) ? { label_type: labelType } : {}),
  };
}

/**
 * Form data of an old chart type as its current type reads it (with the original under form_data_bak); form data
 * of current types comes back unchanged (the same object).
 */
export function migrateLegacyFormData(formData: RawFormData): RawFormData {
  const vizType = formData['viz_type'];
  if (vizType === 'pie') return migratePie(formData);
  const migration = typeof vizType === 'string' ? MIGRATIONS[vizType] : undefined;
  if (!migration) return formData;
  const source = { ...formData, ...migration.pre?.(formData) };
  const target = migration.target(formData);
  // A key present under both its old and new name keeps the old one's value, as Superset's migration does.
  for (const [from, to] of Object.entries(migration.rename))
    if (from in source && to in source) delete source[to];
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const name = migration.rename[key] ?? key;
    if (migration.remove.includes(name)) continue;
    data[name] = value;
  }
  migrateTemporalFilter(data, migration.xAxis ?? false);
  data['viz_type'] = target;
  data[FORM_DATA_BAK] = formData;
  return data;
}

/** A chart's viz type with its form data. */
export interface ChartForm {
  vizType: string;
  formData: RawFormData;
}

/**
 * A stored or imported chart as its current type reads it: an old viz type becomes the type Superset migrates it to,
 * with its form data migrated (without the form_data_bak copy: nothing here migrates back). A chart of a current
 * type comes back as it is (the same objects), so memoised views of it stay put.
 */
export function migrateLegacyChart(vizType: string, formData: RawFormData): ChartForm {
  if (vizType !== 'pie' && !LEGACY_VIZ_TYPES.includes(vizType)) return { vizType, formData };
  const input = formData['viz_type'] === vizType ? formData : { ...formData, viz_type: vizType };
  const migrated = migrateLegacyFormData(input);
  if (migrated === input) return { vizType, formData };
  const { [FORM_DATA_BAK]: _backup, ...rest } = migrated;
  return { vizType: String(rest['viz_type']), formData: rest };
}
