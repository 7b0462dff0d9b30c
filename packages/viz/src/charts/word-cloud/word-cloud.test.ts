import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildWordCloudQuery } from './build-query';
import { wordCloudFormDataSchema } from './form-data';
import { placeWords, textWidth, wordRotation } from './layout';
import { fontSizes, transformWordCloudProps } from './transform-props';

use([CustomChart, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  wordCloudFormDataSchema.parse({
    datasource: '22__table',
    viz_type: 'word_cloud',
    series: 'customer_name',
    metric: 'count',
    row_limit: 100,
    ...extra,
  });

/** Whether two placed words' boxes overlap (estimated text boxes, rotations of 0 or 90 degrees). */
function overlaps(
  a: { x: number; y: number; w: number; h: number },
  b: { x: number; y: number; w: number; h: number },
) {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.y - b.y) * 2 < a.h + b.h;
}

describe('Word Cloud', () => {
  it('groups by the word column, ordered by the metric when asked', () => {
    const query = buildWordCloudQuery(parse({ sort_by_metric: true })).queries[0];
    expect(query?.columns).toEqual(['customer_name']);
    expect(query?.metrics).toEqual(['count']);
    expect(query?.orderby).toEqual([['count', false]]);
    expect(buildWordCloudQuery(parse()).queries[0]?.orderby).toEqual([]);
  });

  it('sizes fonts linearly from size_from to size_to', () => {
    expect(fontSizes([10, 55, 100], 10, 70)).toEqual([10, 40, 70]);
    expect(fontSizes([5, 5], 10, 70)).toEqual([40, 40]);
  });

  it("rotates as Superset's options say, the same word the same way every time", () => {
    expect(wordRotation('x', 'flat')).toBe(0);
    expect([0, 90]).toContain(wordRotation('anything', 'square'));
    const random = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((w) => wordRotation(w, 'random'));
    expect(random.every((r) => r % 30 === 0 && r >= -90 && r <= 60)).toBe(true);
    expect(wordRotation('same', 'random')).toBe(wordRotation('same', 'random'));
  });

  it('places the largest word in the middle and no two words on each other', () => {
    const words = Array.from({ length: 60 }, (_, i) => ({
      text: `word${i}`,
      size: 40 - i / 2,
      rotate: i % 3 === 0 ? 90 : 0,
    }));
    const placed = placeWords(words, 400, 300) ?? [];
    expect(placed[0]?.text).toBe('word0');
    expect(Math.abs((placed[0]?.x ?? 0) - 200)).toBeLessThanOrEqual(4);
    expect(Math.abs((placed[0]?.y ?? 0) - 150)).toBeLessThanOrEqual(4);
    const boxes = placed.map((p) => {
      const w = textWidth(p.text, p.size);
      const h = p.size * 1.1;
      return p.rotate === 90 ? { x: p.x, y: p.y, w: h, h: w } : { x: p.x, y: p.y, w, h };
    });
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
    for (const b of boxes) {
      expect(b.x - b.w / 2).toBeGreaterThanOrEqual(0);
      expect(b.x + b.w / 2).toBeLessThanOrEqual(400);
    }
  });

  it('adds up a word listed twice and draws every word in ECharts', () => {
    const result: ChartDataResult = {
      colnames: ['customer_name', 'count'],
      coltypes: [1, 0],
      data: [
        { customer_name: 'Euro+ Shopping Channel', count: 259 },
        { customer_name: 'Mini Gifts', count: 180 },
        { customer_name: 'Mini Gifts', count: 20 },
        { customer_name: null, count: 3 },
      ],
    };
    const props = transformWordCloudProps({
      formData: parse({ rotation: 'flat' }),
      queriesData: [result],
      width: 500,
      height: 300,
    });
    const [series] = props.echartOptions['series'] as { data: number[][] }[];
    expect(series?.data.map((d) => d[2])).toEqual([259, 200, 3]);
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 500, height: 300 });
    chart.setOption(props.echartOptions);
    const svg = chart.renderToSVGString();
    for (const word of ['Euro+ Shopping Channel', 'Mini Gifts', '&lt;NULL&gt;']) expect(svg).toContain(word);
    chart.dispose();
  });

  it('fits the top words of a long list on a small card by shrinking them', () => {
    const result: ChartDataResult = {
      colnames: ['w', 'n'],
      coltypes: [1, 0],
      data: Array.from({ length: 2000 }, (_, i) => ({ w: `customer ${i}`, n: 2000 - i })),
    };
    const props = transformWordCloudProps({
      formData: parse({ series: 'w', metric: 'n' }),
      queriesData: [result],
      width: 300,
      height: 200,
    });
    const [series] = props.echartOptions['series'] as { data: number[][] }[];
    const values = new Set(series?.data.map((d) => d[2]));
    for (let i = 0; i < 10; i++) expect(values.has(2000 - i)).toBe(true);
  });
});
