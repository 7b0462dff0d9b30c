import { decodeRison } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { listQueryParam } from './list-query-param';

describe('listQueryParam', () => {
  it('encodes page and page size as rison', () => {
    expect(decodeRison(decodeURIComponent(listQueryParam({ page: 2, pageSize: 25 })))).toEqual({
      page: 2,
      page_size: 25,
    });
  });

  it('adds the order only when a column is given, ascending by default', () => {
    const q = decodeRison(
      decodeURIComponent(listQueryParam({ page: 0, pageSize: 10, orderColumn: 'username' })),
    );
    expect(q).toEqual({ page: 0, page_size: 10, order_column: 'username', order_direction: 'asc' });
  });

  it('escapes the rison for a URL', () => {
    expect(listQueryParam({ page: 0, pageSize: 5 })).not.toMatch(/[:,]/);
  });
});
