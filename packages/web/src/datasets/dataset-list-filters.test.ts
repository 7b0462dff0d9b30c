import { encodeRison } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { datasetListFilters, NO_DATASET_FILTERS } from './dataset-list-filters';

describe('datasetListFilters', () => {
  it('sends no filter when none is set', () => {
    expect(datasetListFilters(NO_DATASET_FILTERS)).toEqual([]);
  });

  it('encodes every filter in the rison shape of the dataset list', () => {
    const filters = datasetListFilters({
      search: 'ord',
      kind: 'physical',
      database: 2,
      schema: 'public',
      owner: 5,
    });
    expect(encodeRison({ filters })).toBe(
      '(filters:!((col:table_name,opr:ct,value:ord),(col:sql,opr:dataset_is_null_or_empty,value:!t),' +
        '(col:database,opr:rel_o_m,value:2),(col:schema,opr:eq,value:public),(col:owners,opr:rel_m_m,value:5)))',
    );
  });

  it('asks for datasets with SQL when the type is virtual', () => {
    expect(datasetListFilters({ ...NO_DATASET_FILTERS, kind: 'virtual' })).toEqual([
      { col: 'sql', opr: 'dataset_is_null_or_empty', value: false },
    ]);
  });
});
