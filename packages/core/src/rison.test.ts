import { describe, expect, it } from 'vitest';
import { decodeRison, encodeRison } from './rison';
import { listQuerySchema } from './list-query';

describe('rison', () => {
  it('decodes the q of a Superset list call into a list query with defaults', () => {
    const decoded = decodeRison(
      "(filters:!((col:dashboard_title,opr:ct,value:'sales')),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)",
    );
    expect(listQuerySchema.parse(decoded)).toEqual({
      filters: [{ col: 'dashboard_title', opr: 'ct', value: 'sales' }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });
  it('round-trips values', () => {
    const value = { keys: ['permissions'], page: 2, flag: true, none: null };
    expect(decodeRison(encodeRison(value))).toEqual(value);
  });
  it('throws on malformed input', () => {
    expect(() => decodeRison('(((')).toThrow();
  });
  it('fills defaults for an empty list query', () => {
    expect(listQuerySchema.parse({})).toEqual({
      order_direction: 'asc',
      page: 0,
      page_size: 25,
      filters: [],
    });
  });
});
