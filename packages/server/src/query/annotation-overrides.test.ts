import { queryObjectSchema } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { applyOverrides, hostValues, resolveOverrides } from './annotation-overrides';

const axis = (timeGrain: string) => ({
  label: 'ds',
  sqlExpression: 'ds',
  columnType: 'BASE_AXIS' as const,
  timeGrain,
});
const host = queryObjectSchema.parse({
  columns: [axis('P1W')],
  filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last quarter' }],
  metrics: ['count'],
});

describe('annotation layer overrides', () => {
  it("reads the host chart's range from its temporal filter and its grain from its x-axis", () => {
    expect(hostValues(host)).toEqual({ time_range: 'Last quarter', time_grain_sqla: 'P1W' });
    const legacy = queryObjectSchema.parse({
      granularity: 'ds',
      time_range: 'Last week',
      extras: { time_grain_sqla: 'P1D' },
    });
    expect(hostValues(legacy)).toEqual({
      time_range: 'Last week',
      time_grain_sqla: 'P1D',
      granularity: 'ds',
    });
  });

  it('resolves null to the host value, keeps a value of its own, and leaves out keys it does not name', () => {
    expect(resolveOverrides({ overrides: { time_range: null, time_grain_sqla: 'P1M' } }, host)).toEqual({
      time_range: 'Last quarter',
      time_grain_sqla: 'P1M',
    });
    expect(resolveOverrides({ overrides: {} }, host)).toEqual({});
    // Nothing to inherit: the key is dropped, the source keeps its own.
    expect(resolveOverrides({ overrides: { granularity: null } }, host)).toEqual({});
    expect(resolveOverrides({ overrides: { time_range: null } }, undefined)).toEqual({});
  });

  it("applies the grain to extras and the x-axis, the range to temporal filters and a legacy query's range", () => {
    const source = queryObjectSchema.parse({
      columns: [axis('P1D'), 'region'],
      filters: [
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' },
        { col: 'region', op: 'IN', val: ['EMEA'] },
      ],
    });
    const applied = applyOverrides(source, { time_range: 'Last quarter', time_grain_sqla: 'P1W' });
    expect(applied.extras.time_grain_sqla).toBe('P1W');
    expect(applied.columns).toEqual([{ ...axis('P1W'), expressionType: 'SQL' }, 'region']);
    expect(applied.filters.map((filter) => filter.val)).toEqual(['Last quarter', ['EMEA']]);
    // No legacy time column: no legacy range either (it would only be rejected).
    expect(applied.time_range).toBeUndefined();

    const legacy = queryObjectSchema.parse({ granularity: 'ds', time_range: 'No filter' });
    expect(applyOverrides(legacy, { time_range: 'Last week', granularity: 'created_at' })).toMatchObject({
      time_range: 'Last week',
      granularity: 'created_at',
    });
    expect(applyOverrides(source, {})).toBe(source);
  });
});
