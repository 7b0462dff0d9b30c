import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, filterConfigReducer, savedConfiguration } from './filter-config-model';

const datasets = new Map([[1, { columns: ['country', 'state'], temporalColumns: [] }]]);

describe('filter configuration draft', () => {
  it('adds a filter, names it and targets a column; an incomplete one is refused with a reason', () => {
    let draft = filterConfigReducer(draftOf([]), { type: 'add-filter', id: 'NATIVE_FILTER-a' });
    expect(draftErrors(savedConfiguration(draft), datasets).get('NATIVE_FILTER-a')).toBe('Name is required');
    draft = filterConfigReducer(draft, {
      type: 'update',
      id: 'NATIVE_FILTER-a',
      patch: { name: 'Country', targets: [{ datasetId: 1, column: { name: 'country' } }] },
    });
    expect(draftErrors(savedConfiguration(draft), datasets).size).toBe(0);
  });
  it('keeps a removed filter restorable until the removal is final, and prunes it from children', () => {
    let draft = draftOf([
      {
        id: 'NATIVE_FILTER-a',
        name: 'A',
        filterType: 'filter_select',
        targets: [{ datasetId: 1, column: { name: 'country' } }],
      },
      {
        id: 'NATIVE_FILTER-b',
        name: 'B',
        filterType: 'filter_select',
        targets: [{ datasetId: 1, column: { name: 'state' } }],
        cascadeParentIds: ['NATIVE_FILTER-a'],
      },
    ]);
    draft = filterConfigReducer(draft, { type: 'remove', id: 'NATIVE_FILTER-a' });
    expect(draft.pendingRemoval).toEqual(['NATIVE_FILTER-a']);
    const restored = filterConfigReducer(draft, { type: 'restore', id: 'NATIVE_FILTER-a' });
    expect(savedConfiguration(restored).map((f) => f.id)).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b']);
    draft = filterConfigReducer(draft, { type: 'finalize-removal', id: 'NATIVE_FILTER-a' });
    expect(filterConfigReducer(draft, { type: 'restore', id: 'NATIVE_FILTER-a' }).removed).toEqual([
      'NATIVE_FILTER-a',
    ]);
    expect(savedConfiguration(draft)).toEqual([
      {
        id: 'NATIVE_FILTER-b',
        name: 'B',
        filterType: 'filter_select',
        targets: [{ datasetId: 1, column: { name: 'state' } }],
        cascadeParentIds: [],
        description: '',
      },
    ]);
  });
  it('resets the default value when the column changes, and refuses a cycle of parents', () => {
    let draft = draftOf([
      {
        id: 'NATIVE_FILTER-a',
        name: 'A',
        filterType: 'filter_select',
        targets: [{ datasetId: 1, column: { name: 'country' } }],
        defaultDataMask: { filterState: { value: ['FR'] } },
        cascadeParentIds: ['NATIVE_FILTER-b'],
      },
      {
        id: 'NATIVE_FILTER-b',
        name: 'B',
        filterType: 'filter_select',
        targets: [{ datasetId: 1, column: { name: 'state' } }],
        cascadeParentIds: ['NATIVE_FILTER-a'],
      },
    ]);
    draft = filterConfigReducer(draft, {
      type: 'update',
      id: 'NATIVE_FILTER-a',
      patch: { targets: [{ datasetId: 1, column: { name: 'state' } }] },
    });
    expect(draft.items[0]?.defaultDataMask).toEqual({ extraFormData: {}, filterState: {}, ownState: {} });
    expect([...draftErrors(savedConfiguration(draft), datasets).values()]).toEqual([
      'Parent filters go round in a circle: A → B → A.',
    ]);
  });
  it('moves items up and down', () => {
    const draft = draftOf([{ id: 'x' }, { id: 'y' }]);
    expect(filterConfigReducer(draft, { type: 'move', id: 'y', offset: -1 }).items.map((i) => i.id)).toEqual([
      'y',
      'x',
    ]);
  });
});
