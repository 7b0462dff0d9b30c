import { describe, expect, it } from 'vitest';
import { exploreChartPath, exploreDatasetPath, exploreTargetOf } from './explore-urls';

describe('explore URLs', () => {
  it('builds the dataset and chart paths Superset uses', () => {
    expect(exploreDatasetPath(4)).toBe('/explore/?datasource_type=table&datasource_id=4');
    expect(exploreChartPath(9)).toBe('/explore/?slice_id=9');
  });

  it('reads a permalink first, then slice_id, then datasource_id', () => {
    expect(exploreTargetOf(new URLSearchParams('slice_id=3'), 'abcdef')).toEqual({
      kind: 'permalink',
      key: 'abcdef',
    });
    expect(exploreTargetOf(new URLSearchParams('slice_id=3&datasource_id=4'), undefined)).toEqual({
      kind: 'slice',
      sliceId: 3,
    });
    expect(exploreTargetOf(new URLSearchParams('datasource_type=table&datasource_id=4'), undefined)).toEqual({
      kind: 'dataset',
      datasetId: 4,
    });
  });

  it('finds nothing to open without the parameters', () => {
    expect(exploreTargetOf(new URLSearchParams(''), undefined)).toBeNull();
    expect(exploreTargetOf(new URLSearchParams('slice_id=abc'), undefined)).toBeNull();
  });
});
