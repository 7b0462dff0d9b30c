import { describe, expect, it } from 'vitest';
import { exploreChartPath, exploreDatasetPath, exploreFormDataPath, exploreTargetOf } from './explore-urls';

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

  it('reads a form_data_key with the chart or dataset it falls back on, or alone', () => {
    expect(exploreTargetOf(new URLSearchParams('form_data_key=abcdef&slice_id=3'), undefined)).toEqual({
      kind: 'slice',
      sliceId: 3,
      formDataKey: 'abcdef',
    });
    expect(exploreTargetOf(new URLSearchParams('form_data_key=abcdef&datasource_id=4'), undefined)).toEqual({
      kind: 'dataset',
      datasetId: 4,
      formDataKey: 'abcdef',
    });
    expect(exploreTargetOf(new URLSearchParams('form_data_key=abcdef'), undefined)).toEqual({
      kind: 'formData',
      formDataKey: 'abcdef',
    });
  });

  it("reads the chart-creation page's datasource=N__table and viz_type", () => {
    expect(exploreTargetOf(new URLSearchParams('viz_type=pie&datasource=4__table'), undefined)).toEqual({
      kind: 'dataset',
      datasetId: 4,
      vizType: 'pie',
    });
  });

  it('puts the form_data_key first and keeps the chart or dataset beside it', () => {
    expect(exploreFormDataPath('k1', { sliceId: 9, datasetId: 4 })).toBe(
      '/explore/?form_data_key=k1&slice_id=9',
    );
    expect(exploreFormDataPath('k1', { sliceId: null, datasetId: 4 })).toBe(
      '/explore/?form_data_key=k1&datasource_type=table&datasource_id=4',
    );
  });

  it('finds nothing to open without the parameters', () => {
    expect(exploreTargetOf(new URLSearchParams(''), undefined)).toBeNull();
    expect(exploreTargetOf(new URLSearchParams('slice_id=abc'), undefined)).toBeNull();
  });
});
