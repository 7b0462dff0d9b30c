import { describe, expect, it } from 'vitest';
import { migrateLegacyChart } from '../../form-data/legacy-migrations';
import { buildQueryContextFromFormData } from '../../query';
import { transformTimeseriesProps } from './transform-props';
import { TIMESERIES_VARIANTS, timeseriesQueryParts } from './variants';

const jan = Date.UTC(2003, 0, 1);
const deploy = Date.UTC(2003, 0, 15);
const layers = [
  { name: 'Deploys', annotationType: 'EVENT', sourceType: 'NATIVE', value: 3, show: true },
  { name: 'Freeze', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 4, show: true },
];
const native = (start: number, end: number, title: string) => ({
  columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
  records: [{ start_dttm: start, end_dttm: end, short_descr: title, long_descr: null, json_metadata: null }],
});

/** Superset's NVD3 line, bar and area charts (viz types line, bar, area) as an old export saves them. */
describe.each(['line', 'bar', 'area'])('legacy %s chart with annotation layers', (legacyType) => {
  const saved = {
    viz_type: legacyType,
    datasource: '1__table',
    granularity_sqla: 'order_date',
    time_range: 'No filter',
    metrics: ['count'],
    groupby: [],
    annotation_layers: layers,
  };

  it('asks for its layers and draws them as the chart it migrates to', () => {
    const context = buildQueryContextFromFormData(saved);
    expect(context.queries[0]?.annotation_layers.map((layer) => layer.name)).toEqual(['Deploys', 'Freeze']);

    const { vizType, formData } = migrateLegacyChart(legacyType, saved);
    const variant = Object.values(TIMESERIES_VARIANTS).find((v) => v.vizType === vizType);
    if (!variant) throw new Error(`${legacyType} migrates to ${vizType}, not a time-series chart`);
    const props = transformTimeseriesProps({
      formData: timeseriesQueryParts(variant).formDataSchema.parse(formData),
      queriesData: [
        {
          colnames: ['order_date', 'count'],
          coltypes: [2, 0],
          data: [{ order_date: jan, count: 4 }],
          annotation_data: {
            Deploys: native(deploy, deploy, 'v1'),
            Freeze: native(jan, deploy, 'Holidays'),
          },
        },
      ],
      width: 400,
      height: 300,
    });
    const series = props.echartOptions['series'] as {
      id?: string;
      markLine?: { data: unknown[] };
      markArea?: { data: unknown[] };
    }[];
    expect(series.map((s) => s.id)).toEqual(['count', 'Event - Deploys', 'Interval - Freeze']);
    expect(series[1]?.markLine?.data).toEqual([{ name: 'Deploys - v1', xAxis: deploy }]);
    expect(series[2]?.markArea?.data).toEqual([
      [{ name: 'Freeze - Holidays', xAxis: jan }, { xAxis: deploy }],
    ]);
  });
});
