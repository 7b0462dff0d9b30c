import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { BarChart, ScatterChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildBulletQuery } from './build-query';
import { bulletFormDataSchema, numericList } from './form-data';
import { bulletParts, transformBulletProps } from './transform-props';

use([BarChart, ScatterChart, GridComponent, MarkLineComponent, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  bulletFormDataSchema.parse({ datasource: '1__table', viz_type: 'bullet', metric: 'sum__num', ...extra });
const result = (value: unknown): ChartDataResult => ({
  colnames: ['sum__num'],
  coltypes: [0],
  data: [{ sum__num: value }],
});

describe('Bullet Chart', () => {
  it('queries the one metric with no dimension', () => {
    const query = buildBulletQuery(parse({ groupby: ['x'] })).queries[0];
    expect([query?.metrics, query?.columns]).toEqual([['sum__num'], []]);
  });

  it('defaults the ranges to [0, 1.1 × measure], widest first', () => {
    const ranges = bulletParts(parse(), 200).ranges;
    expect(ranges.map((r) => r.label)).toEqual(['Range 2', 'Range 1']);
    expect(ranges[0]?.value).toBeCloseTo(220, 10);
    expect(ranges[1]?.value).toBe(0);
  });

  it('reads ranges, markers and marker lines with their labels', () => {
    const parts = bulletParts(
      parse({
        ranges: '100, 300,200',
        range_labels: 'low,high',
        markers: '150',
        marker_labels: 'target',
        marker_lines: '190',
      }),
      120,
    );
    expect(parts.ranges).toEqual([
      { value: 300, label: 'high' },
      { value: 200, label: 'Range 3' },
      { value: 100, label: 'low' },
    ]);
    expect(parts.markers).toEqual([{ value: 150, label: 'target' }]);
    expect(parts.lines).toEqual([{ value: 190, label: 'Line 1' }]);
  });

  it("refuses a list with a non-number in Superset's words, and reads a missing measure as 0", () => {
    expect(() => numericList('1, two', 'Ranges')).toThrow('Ranges: All values should be numeric');
    const props = transformBulletProps({
      formData: parse(),
      queriesData: [result(null)],
      width: 400,
      height: 120,
    });
    const series = props.echartOptions['series'] as { name: string; data: unknown[] }[];
    expect(series.find((s) => s.name === 'sum__num')?.data).toEqual([0]);
  });

  it('renders in ECharts: ranges, the measure bar and a marker triangle', () => {
    const props = transformBulletProps({
      formData: parse({ markers: '150', marker_lines: '170' }),
      queriesData: [result(120)],
      width: 400,
      height: 120,
    });
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 120 });
    chart.setOption(props.echartOptions);
    const svg = chart.renderToSVGString();
    chart.dispose();
    expect(svg).toContain('sum__num');
    expect(svg).toContain('fill="#1FA8C9"');
  });
});
