import { describe, expect, it } from 'vitest';
import { parseChartQueryResult } from './chart-data-client';

describe('parseChartQueryResult', () => {
  it('keeps the annotation data the charts draw their layers from', () => {
    const annotation_data = { Deploys: { columns: ['start_dttm'], records: [{ start_dttm: 1 }] } };
    const result = parseChartQueryResult({ data: [], colnames: [], coltypes: [], annotation_data });
    expect(result.annotation_data).toEqual(annotation_data);
    expect(parseChartQueryResult({ data: [], annotation_data: [] }).annotation_data).toBeUndefined();
  });
});
