import { describe, expect, it } from 'vitest';
import { SALES_DATASET } from '../test-fixtures';
import type { AdhocMetricValue, MetricDraft } from './adhoc-metric';
import {
  METRIC_MESSAGES,
  canSaveMetric,
  defaultMetricLabel,
  draftToMetric,
  isAdhocMetricDisallowed,
  isAdhocMetricValid,
  metricList,
  metricPillLabel,
  metricToDraft,
  metricWarning,
} from './adhoc-metric';

const columns = SALES_DATASET.columns;
const draft = (patch: Partial<MetricDraft>): MetricDraft => ({
  ...metricToDraft(null),
  optionName: 'metric_1',
  ...patch,
});
const sumAmount: AdhocMetricValue = {
  expressionType: 'SIMPLE',
  column: { column_name: 'amount' },
  aggregate: 'SUM',
  sqlExpression: null,
  label: 'SUM(amount)',
  hasCustomLabel: false,
  optionName: 'metric_1',
};

describe('isAdhocMetricValid', () => {
  it('needs column and aggregate for SIMPLE', () => {
    expect(
      isAdhocMetricValid({ expressionType: 'SIMPLE', column: { column_name: 'amount' }, aggregate: 'SUM' }),
    ).toBe(true);
    expect(
      isAdhocMetricValid({ expressionType: 'SIMPLE', column: { column_name: 'amount' }, aggregate: null }),
    ).toBe(false);
    expect(isAdhocMetricValid({ expressionType: 'SIMPLE', column: null, aggregate: 'SUM' })).toBe(false);
  });

  it('needs an expression for SQL', () => {
    expect(isAdhocMetricValid({ expressionType: 'SQL', sqlExpression: 'SUM(x)' })).toBe(true);
    expect(isAdhocMetricValid({ expressionType: 'SQL', sqlExpression: ' ' })).toBe(false);
  });
});

describe('labels', () => {
  it('labels SIMPLE metrics AGG(column) and truncates long SQL', () => {
    expect(defaultMetricLabel(draft({ aggregate: 'SUM', columnName: 'amount' }))).toBe('SUM(amount)');
    const sql = 'SUM(CASE WHEN amount > 100 THEN amount ELSE 0 END) / 1000';
    expect(defaultMetricLabel(draft({ tab: 'SQL', sqlExpression: sql }))).toBe(`${sql.slice(0, 40)}...`);
  });

  it('shows a typed label, or a saved metric by its verbose name', () => {
    expect(metricPillLabel({ ...sumAmount, label: 'Revenue', hasCustomLabel: true })).toBe('Revenue');
    expect(metricPillLabel('count', SALES_DATASET)).toBe('count');
  });
});

describe('draftToMetric', () => {
  it('builds a SIMPLE metric with the dataset column and its default label', () => {
    const metric = draftToMetric(draft({ columnName: 'amount', aggregate: 'SUM' }), columns);
    expect(metric).toMatchObject({ ...sumAmount, column: { column_name: 'amount', type: 'DOUBLE' } });
  });

  it('keeps a typed label', () => {
    const metric = draftToMetric(
      draft({ tab: 'SQL', sqlExpression: 'COUNT(*)', label: 'Orders', hasCustomLabel: true }),
      columns,
    );
    expect(metric).toMatchObject({
      expressionType: 'SQL',
      sqlExpression: 'COUNT(*)',
      label: 'Orders',
      hasCustomLabel: true,
    });
  });

  it('gives the saved metric name on the Saved tab', () => {
    expect(draftToMetric(draft({ tab: 'SAVED', savedMetricName: 'count' }), columns)).toBe('count');
  });

  it('gives null for an incomplete metric', () => {
    expect(draftToMetric(draft({ columnName: 'amount' }), columns)).toBeNull();
  });

  it('round-trips an edited metric unchanged', () => {
    expect(draftToMetric(metricToDraft(sumAmount), [], sumAmount)).toEqual(sumAmount);
  });
});

describe('canSaveMetric', () => {
  it('is disabled until something changed', () => {
    expect(canSaveMetric(metricToDraft(sumAmount), sumAmount, { columns: [] })).toBe(false);
    expect(canSaveMetric({ ...metricToDraft(sumAmount), aggregate: 'AVG' }, sumAmount, { columns })).toBe(
      true,
    );
  });

  it('is enabled by a label change alone', () => {
    expect(
      canSaveMetric({ ...metricToDraft(sumAmount), label: 'Revenue', hasCustomLabel: true }, sumAmount, {
        columns,
      }),
    ).toBe(true);
  });

  it('is enabled for a newly picked saved metric', () => {
    expect(canSaveMetric(draft({ tab: 'SAVED', savedMetricName: 'count' }), null, { columns })).toBe(true);
    expect(canSaveMetric(draft({ tab: 'SAVED', savedMetricName: null }), null, { columns })).toBe(false);
  });

  it('is disabled on adhoc tabs when the dataset disallows adhoc metrics', () => {
    const simple = draft({ columnName: 'amount', aggregate: 'SUM' });
    expect(canSaveMetric(simple, null, { columns, disallowAdhoc: true })).toBe(false);
    expect(metricToDraft(null, { disallowAdhoc: true }).tab).toBe('SAVED');
  });
});

describe('dataset checks', () => {
  it('reads disallow_adhoc_metrics from the extra JSON', () => {
    expect(isAdhocMetricDisallowed({ extra: '{"disallow_adhoc_metrics": true}' })).toBe(true);
    expect(isAdhocMetricDisallowed({ extra: '{"certification": {}}' })).toBe(false);
    expect(isAdhocMetricDisallowed({ extra: 'not json' })).toBe(false);
    expect(isAdhocMetricDisallowed({ extra: null })).toBe(false);
  });

  it('warns when a metric names what the dataset lacks', () => {
    expect(metricWarning('gone', SALES_DATASET)).toBe(METRIC_MESSAGES.incompatible);
    expect(metricWarning({ ...sumAmount, column: { column_name: 'gone' } }, SALES_DATASET)).toBe(
      METRIC_MESSAGES.incompatible,
    );
    expect(metricWarning(sumAmount, SALES_DATASET)).toBeNull();
  });

  it('reads single and multiple metric values as lists', () => {
    expect(metricList(null)).toEqual([]);
    expect(metricList('count')).toEqual(['count']);
    expect(metricList(['count', sumAmount, 3])).toEqual(['count', sumAmount]);
  });
});
