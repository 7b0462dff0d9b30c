import { describe, expect, it } from 'vitest';
import { encodeListRequest } from '../../app/list-query';
import type { FilterRule } from './list-filters';
import {
  LIST_PAGE_SIZE,
  listRequestOf,
  stateOfTableChange,
  withFilters,
  withoutIds,
  withSelected,
} from './list-page-model';
import type { ListPageState } from './list-page-model';

const SORTABLE = new Set(['name', 'changed_on']);
const FIELDS: readonly FilterRule[] = [
  { key: 'search', col: 'name', opr: 'ct' },
  { key: 'owner', col: 'owners', opr: 'rel_m_m' },
];
const start: ListPageState = {
  page: 0,
  pageSize: LIST_PAGE_SIZE,
  order: { orderColumn: 'changed_on', orderDirection: 'desc' },
  filters: {},
};

describe('listRequestOf', () => {
  it('sends page, size and order, then the fixed filters and the set inputs in field order', () => {
    const request = listRequestOf(
      { ...start, page: 2, filters: { owner: 3, search: ' sales ' } },
      { filterFields: FIELDS, fixedFilters: [{ col: 'type', opr: 'eq', value: 'Alert' }] },
    );
    expect(request).toEqual({
      page: 2,
      pageSize: 25,
      orderColumn: 'changed_on',
      orderDirection: 'desc',
      filters: [
        { col: 'type', opr: 'eq', value: 'Alert' },
        { col: 'name', opr: 'ct', value: 'sales' },
        { col: 'owners', opr: 'rel_m_m', value: 3 },
      ],
    });
    expect(decodeURIComponent(encodeListRequest(request))).toBe(
      '(filters:!((col:type,opr:eq,value:Alert),(col:name,opr:ct,value:sales),(col:owners,opr:rel_m_m,value:3)),order_column:changed_on,order_direction:desc,page:2,page_size:25)',
    );
  });

  it('leaves out blank searches, and sends no filters when none is set', () => {
    const request = listRequestOf(
      { ...start, filters: { search: '   ' } },
      { filterFields: FIELDS, fixedFilters: [] },
    );
    expect(request.filters).toEqual([]);
    expect(decodeURIComponent(encodeListRequest(request))).toBe(
      '(order_column:changed_on,order_direction:desc,page:0,page_size:25)',
    );
  });
});

describe('withFilters', () => {
  it('goes back to the first page, keeping size and order', () => {
    expect(withFilters({ ...start, page: 4 }, { search: 'x' })).toEqual({
      ...start,
      filters: { search: 'x' },
    });
  });
});

describe('stateOfTableChange', () => {
  it('turns the table’s one-based page into the zero-based list page, with its order', () => {
    expect(
      stateOfTableChange(
        start,
        { current: 3, pageSize: 25 },
        { columnKey: 'name', order: 'descend' },
        SORTABLE,
      ),
    ).toEqual({ ...start, page: 2, order: { orderColumn: 'name', orderDirection: 'desc' } });
  });

  it('drops the order of a column the API cannot sort by, and of a cleared sort', () => {
    expect(
      stateOfTableChange(start, { current: 1 }, { columnKey: 'created_by', order: 'ascend' }, SORTABLE).order,
    ).toEqual({});
    expect(
      stateOfTableChange(start, { current: 1 }, { columnKey: 'name', order: null }, SORTABLE).order,
    ).toEqual({});
  });

  it('reads the first of several sorters, and a new page size', () => {
    expect(
      stateOfTableChange(
        start,
        { current: 1, pageSize: 50 },
        [
          { columnKey: 'name', order: 'ascend' },
          { columnKey: 'changed_on', order: 'descend' },
        ],
        SORTABLE,
      ),
    ).toEqual({ ...start, pageSize: 50, order: { orderColumn: 'name', orderDirection: 'asc' } });
  });

  it('keeps the set order of a list without sortable columns', () => {
    expect(stateOfTableChange(start, { current: 2 }, {}, new Set())).toEqual({ ...start, page: 1 });
  });

  it('keeps the filters', () => {
    const filtered = { ...start, filters: { search: 'x' } };
    expect(stateOfTableChange(filtered, { current: 2 }, {}, SORTABLE).filters).toEqual({ search: 'x' });
  });
});

describe('selection', () => {
  it('ticks an id once and unticks it', () => {
    expect(withSelected([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(withSelected([1, 2], 2, true)).toEqual([1, 2]);
    expect(withSelected([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(withSelected([1], 5, false)).toEqual([1]);
  });

  it('drops deleted ids and keeps the others', () => {
    expect(withoutIds([4, 7, 9], [7, 8])).toEqual([4, 9]);
    expect(withoutIds([4], [])).toEqual([4]);
  });
});
