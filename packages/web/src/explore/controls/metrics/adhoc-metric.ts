import { jsonObjectSchema, METRIC_AGGREGATES, readJsonText } from '@meridian/core';
import type { Dataset, DatasetColumn } from '@meridian/core';
import { truncateLabel } from '@meridian/viz';
import { newOptionName } from '../../../components/adhoc-filter/adhoc-filter';

/** An aggregate of a simple metric. */
export type MetricAggregate = (typeof METRIC_AGGREGATES)[number];

/** Tabs of the metric editor. */
export type MetricEditorTab = 'SAVED' | 'SIMPLE' | 'SQL';

/** Messages of the metric editor, verbatim from the spec where it gives them. */
export const METRIC_MESSAGES = {
  simpleDisallowed: 'Simple ad-hoc metrics are not enabled for this dataset',
  sqlDisallowed: 'Custom SQL ad-hoc metrics are not enabled for this dataset',
  noSavedMetrics: 'No saved metrics found',
  addSavedMetrics: 'Add metrics to dataset in "Edit datasource" modal',
  incompatible: 'This metric might be incompatible with current dataset',
} as const;

/** An adhoc metric as form data saves it (Superset's keys; extra keys of saved charts are kept). */
export interface AdhocMetricValue {
  /** SIMPLE (aggregate of a column) or SQL. */
  expressionType: 'SIMPLE' | 'SQL';
  /** The column of a SIMPLE metric (Superset saves the whole dataset column). */
  column?: ({ column_name: string } & Record<string, unknown>) | null;
  /** Aggregate of a SIMPLE metric. */
  aggregate?: MetricAggregate | null;
  /** SQL of a SQL metric. */
  sqlExpression?: string | null;
  /** Output label. */
  label?: string;
  /** Whether the person typed the label. */
  hasCustomLabel?: boolean;
  /** Editor key. */
  optionName?: string;
  /** Other keys of a saved chart, kept as they are. */
  [key: string]: unknown;
}

/** A metric of form data: a saved metric's name or an adhoc metric. */
export type MetricValue = string | AdhocMetricValue;

/** What the metric editor edits. */
export interface MetricDraft {
  /** The open tab. */
  tab: MetricEditorTab;
  /** Saved metric picked on the Saved tab. */
  savedMetricName: string | null;
  /** Column of the Simple tab. */
  columnName: string | null;
  /** Aggregate of the Simple tab. */
  aggregate: MetricAggregate | null;
  /** Expression of the Custom SQL tab. */
  sqlExpression: string;
  /** Typed label; empty means the default label. */
  label: string;
  /** Whether the label was typed. */
  hasCustomLabel: boolean;
  /** Editor key kept across edits. */
  optionName: string;
}

/** Whether a form-data value is an adhoc metric. */
export function isAdhocMetric(value: unknown): value is AdhocMetricValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'expressionType' in value &&
    (value.expressionType === 'SIMPLE' || value.expressionType === 'SQL')
  );
}

/** Spec §5: SIMPLE needs column and aggregate, SQL an expression. */
export function isAdhocMetricValid(
  metric: Pick<AdhocMetricValue, 'expressionType' | 'column' | 'aggregate' | 'sqlExpression'>,
): boolean {
  if (metric.expressionType === 'SIMPLE')
    return Boolean(metric.column?.column_name) && Boolean(metric.aggregate);
  return Boolean(metric.sqlExpression?.trim());
}

/** The label a metric gets when none is typed: `AGG(column)`, or the SQL truncated. */
export function defaultMetricLabel(
  draft: Pick<MetricDraft, 'tab' | 'savedMetricName' | 'columnName' | 'aggregate' | 'sqlExpression'>,
): string {
  switch (draft.tab) {
    case 'SAVED':
      return draft.savedMetricName ?? '';
    case 'SIMPLE':
      return draft.aggregate || draft.columnName ? `${draft.aggregate ?? ''}(${draft.columnName ?? ''})` : '';
    case 'SQL':
      return truncateLabel(draft.sqlExpression);
  }
}

/** The label a metric pill shows. */
export function metricPillLabel(metric: MetricValue, dataset?: Pick<Dataset, 'metrics'>): string {
  if (typeof metric === 'string') {
    const saved = dataset?.metrics.find((m) => m.metric_name === metric);
    return saved?.verbose_name || metric;
  }
  if (metric.hasCustomLabel && metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE')
    return `${metric.aggregate ?? ''}(${metric.column?.column_name ?? ''})`;
  return metric.label || truncateLabel(metric.sqlExpression ?? '');
}

/** Whether the dataset's extra JSON sets disallow_adhoc_metrics. */
export function isAdhocMetricDisallowed(dataset: Pick<Dataset, 'extra'>): boolean {
  return readJsonText(dataset.extra, jsonObjectSchema, {})['disallow_adhoc_metrics'] === true;
}

function toAggregate(value: unknown): MetricAggregate | null {
  return METRIC_AGGREGATES.find((aggregate) => aggregate === value) ?? null;
}

/**
 * The editor's starting state for a metric (null: a new one). New metrics open on Simple, or on
 * Saved when adhoc metrics are disallowed.
 */
export function metricToDraft(
  metric: MetricValue | null,
  options: { disallowAdhoc?: boolean } = {},
): MetricDraft {
  const base: MetricDraft = {
    tab: options.disallowAdhoc ? 'SAVED' : 'SIMPLE',
    savedMetricName: null,
    columnName: null,
    aggregate: null,
    sqlExpression: '',
    label: '',
    hasCustomLabel: false,
    optionName: newOptionName('metric'),
  };
  if (metric === null) return base;
  if (typeof metric === 'string') return { ...base, tab: 'SAVED', savedMetricName: metric };
  const hasCustomLabel = Boolean(metric.hasCustomLabel);
  return {
    ...base,
    tab: metric.expressionType,
    columnName: metric.column?.column_name ?? null,
    aggregate: toAggregate(metric.aggregate),
    sqlExpression: metric.sqlExpression ?? '',
    label: hasCustomLabel ? (metric.label ?? '') : '',
    hasCustomLabel,
    optionName: metric.optionName ?? base.optionName,
  };
}

/**
 * The form-data value of a draft, or null when incomplete: a saved metric's name, or an adhoc
 * metric with its default or typed label. `original` keeps extra keys of the edited metric.
 */
export function draftToMetric(
  draft: MetricDraft,
  columns: readonly DatasetColumn[],
  original: MetricValue | null = null,
): MetricValue | null {
  if (draft.tab === 'SAVED') return draft.savedMetricName;
  const kept = isAdhocMetric(original) ? original : {};
  const hasCustomLabel = draft.hasCustomLabel && draft.label.trim() !== '';
  const label = hasCustomLabel ? draft.label : defaultMetricLabel(draft);
  let metric: AdhocMetricValue;
  if (draft.tab === 'SIMPLE') {
    const column = columns.find((c) => c.column_name === draft.columnName);
    const saved = isAdhocMetric(original) ? original.column : null;
    const columnValue = column ? { ...column } : saved?.column_name === draft.columnName ? saved : null;
    metric = {
      ...kept,
      expressionType: 'SIMPLE',
      column: columnValue ?? null,
      aggregate: draft.aggregate,
      sqlExpression: null,
    };
  } else {
    metric = {
      ...kept,
      expressionType: 'SQL',
      sqlExpression: draft.sqlExpression,
      column: null,
      aggregate: null,
    };
  }
  metric = { ...metric, label, hasCustomLabel, optionName: draft.optionName };
  delete metric['isNew'];
  return isAdhocMetricValid(metric) ? metric : null;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Spec §5: Save is enabled when the metric is valid (or a saved metric is picked) and something
 * changed. Adhoc tabs are not savable when the dataset disallows adhoc metrics.
 */
export function canSaveMetric(
  draft: MetricDraft,
  original: MetricValue | null,
  options: { columns: readonly DatasetColumn[]; disallowAdhoc?: boolean },
): boolean {
  if (options.disallowAdhoc && draft.tab !== 'SAVED') return false;
  const next = draftToMetric(draft, options.columns, original);
  return next !== null && !sameJson(next, original);
}

/** Columns the Simple tab offers: the dataset's active columns. */
export function metricColumnOptions(columns: readonly DatasetColumn[]): DatasetColumn[] {
  return columns.filter((column) => column.is_active !== false);
}

/** The warning on a metric pill whose column or saved metric the dataset lacks. */
export function metricWarning(
  metric: MetricValue,
  dataset: Pick<Dataset, 'columns' | 'metrics'>,
): string | null {
  if (typeof metric === 'string')
    return dataset.metrics.some((m) => m.metric_name === metric) ? null : METRIC_MESSAGES.incompatible;
  if (metric.expressionType === 'SIMPLE') {
    const name = metric.column?.column_name;
    return name && !dataset.columns.some((c) => c.column_name === name) ? METRIC_MESSAGES.incompatible : null;
  }
  return null;
}

/** The metrics of a control value as a list (a single-metric control holds one or none). */
export function metricList(value: unknown): MetricValue[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return items.filter((item): item is MetricValue => typeof item === 'string' || isAdhocMetric(item));
}
