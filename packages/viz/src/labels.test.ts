import { describe, expect, it } from 'vitest';
import { getAdhocFilterLabel, getAdhocMetricLabel, MAX_LABEL_LENGTH, truncateLabel } from './labels';

describe('label truncation (spec §9: 42 characters)', () => {
  it('keeps labels of up to 42 characters whole', () => {
    const label = 'x'.repeat(MAX_LABEL_LENGTH);
    expect(truncateLabel(label)).toBe(label);
  });
  it('cuts longer labels to 40 characters and an ellipsis', () => {
    const label = 'y'.repeat(43);
    expect(truncateLabel(label)).toBe(`${'y'.repeat(40)}...`);
    expect(truncateLabel(label)).toHaveLength(43);
  });
  it('labels simple metrics AGG(column) and SQL metrics by their truncated SQL', () => {
    expect(
      getAdhocMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' } }),
    ).toBe('SUM(sales)');
    expect(
      getAdhocMetricLabel({ expressionType: 'SQL', sqlExpression: `SUM(${'a'.repeat(60)})` }),
    ).toHaveLength(43);
    expect(
      getAdhocMetricLabel({
        expressionType: 'SQL',
        sqlExpression: 'COUNT(*)',
        label: 'Rows',
        hasCustomLabel: true,
      }),
    ).toBe('Rows');
  });
  it('labels filters by their SQL, truncated', () => {
    expect(
      getAdhocFilterLabel({
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'country',
        operator: 'IN',
        comparator: ['FR', 'DE'],
      }),
    ).toBe("country IN ('FR', 'DE')");
    expect(
      getAdhocFilterLabel({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'x'.repeat(50) }),
    ).toBe(`${'x'.repeat(40)}...`);
    expect(
      getAdhocFilterLabel({
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'ds',
        operator: 'TEMPORAL_RANGE',
        comparator: 'Last week',
      }),
    ).toBe('ds (Last week)');
  });
});
