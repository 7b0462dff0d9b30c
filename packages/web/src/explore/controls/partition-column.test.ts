import { describe, expect, it } from 'vitest';
import { partitionColumnOf } from '../../components/adhoc-filter/filter-editor-api';

describe('partitionColumnOf', () => {
  it("reads the first partition column of a table_extra answer, as Superset's filter editor does", () => {
    expect(partitionColumnOf({ partitions: { cols: ['sold_on'], latest: { sold_on: '2024-03-01' } } })).toBe(
      'sold_on',
    );
  });

  it('is null for a table without partitions', () => {
    expect(partitionColumnOf({})).toBeNull();
    expect(partitionColumnOf({ partitions: { cols: [] } })).toBeNull();
  });
});
