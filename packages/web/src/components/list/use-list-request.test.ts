import { describe, expect, it } from 'vitest';
import { requestOfTableChange } from './use-list-request';

const SORTABLE = new Set(['name', 'changed_on']);

describe('requestOfTableChange', () => {
  it('turns the table’s one-based page into the zero-based list page, with its order', () => {
    expect(
      requestOfTableChange(
        { current: 3, pageSize: 25 },
        { columnKey: 'name', order: 'descend' },
        SORTABLE,
        25,
      ),
    ).toEqual({ page: 2, pageSize: 25, orderColumn: 'name', orderDirection: 'desc' });
  });

  it('drops the order of a column the API cannot sort by, and of a cleared sort', () => {
    expect(
      requestOfTableChange({ current: 1 }, { columnKey: 'created_by', order: 'ascend' }, SORTABLE, 10),
    ).toEqual({
      page: 0,
      pageSize: 10,
    });
    expect(requestOfTableChange({ current: 1 }, { columnKey: 'name', order: null }, SORTABLE, 10)).toEqual({
      page: 0,
      pageSize: 10,
    });
  });

  it('reads the first of several sorters', () => {
    expect(
      requestOfTableChange(
        {},
        [
          { columnKey: 'changed_on', order: 'ascend' },
          { columnKey: 'name', order: 'descend' },
        ],
        SORTABLE,
        25,
      ),
    ).toEqual({ page: 0, pageSize: 25, orderColumn: 'changed_on', orderDirection: 'asc' });
  });
});
