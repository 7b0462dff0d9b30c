import { columnLabel, metricLabel } from '@meridian/core';
import type { CustomSeriesOption } from 'echarts/charts';
import type { CustomSeriesRenderItem } from 'echarts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import { dimensionFormatter, requireAtMost, requireResultColumns } from '../../echarts/chart-data';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { firstResult, toNumber } from '../../echarts/options';
import { TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import type { WordCloudFormData } from './form-data';
import { placeWords, wordRotation, type CloudWord, type PlacedWord } from './layout';

/** Most words a cloud lays out (each needs a free spot on the card). */
export const MAX_WORDS = 2_000;
/** Font scales tried while the top words do not all fit (Superset retries on a canvas up to 3 times larger). */
const SCALES = [1, 0.8, 0.64, 0.5, 0.4, 1 / 3];

/** Font size of each value: linear from size_from (smallest value) to size_to (largest). */
export function fontSizes(values: readonly number[], from: number, to: number): number[] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return values.map((v) => (max === min ? (from + to) / 2 : from + ((v - min) / (max - min)) * (to - from)));
}

/** Lays the words out, shrinking them until the top max(10%, 10) words all fit. */
export function layoutCloud(words: readonly CloudWord[], width: number, height: number): PlacedWord[] {
  const must = Math.min(words.length, Math.max(10, Math.ceil(words.length / 10)));
  const scaled = (scale: number) => words.map((w) => ({ ...w, size: Math.max(1, w.size * scale) }));
  for (const scale of SCALES.slice(0, -1)) {
    const placed = placeWords(scaled(scale), width, height, must);
    if (placed) return placed;
  }
  // The smallest scale draws what fits.
  return placeWords(scaled(SCALES[SCALES.length - 1] ?? 1), width, height) ?? [];
}

/** Chart data -> ECharts option of the word cloud: a text per word at its laid-out spot (pure). */
export function transformWordCloudProps(chartProps: ChartProps<WordCloudFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const column = columnLabel(fd.series);
  const metric = metricLabel(fd.metric);
  requireResultColumns(result, [column, metric]);
  requireAtMost(result.data.length, MAX_WORDS, 'words');
  const format = dimensionFormatter(result, null);
  // One entry per word (a word listed twice adds up), largest first as they are placed.
  const totals = new Map<string, number>();
  for (const row of result.data) {
    const value = toNumber(row[metric]);
    if (value === null) continue;
    const text = format(column, row[column]);
    totals.set(text, (totals.get(text) ?? 0) + value);
  }
  const entries = [...totals].sort((a, b) => b[1] - a[1]);
  const sizes = fontSizes(
    entries.map(([, v]) => v),
    fd.size_from,
    fd.size_to,
  );
  const words = entries.map(([text], i) => ({
    text,
    size: sizes[i] ?? fd.size_from,
    rotate: wordRotation(text, fd.rotation),
  }));
  const placed = layoutCloud(words, width, height);
  const { colors, sharedLabelColors } = assignLabelColors(
    placed.map((p) => p.text),
    fd.color_scheme,
    { sharedLabelColors: chartProps.sharedLabelColors, forcedLabelColors: fd.label_colors ?? undefined },
  );
  const formatValue = getNumberFormatter('SMART_NUMBER');
  const renderWord: CustomSeriesRenderItem = (params) => {
    const word = placed[params.dataIndex];
    if (!word) return null;
    return {
      type: 'text',
      x: word.x,
      y: word.y,
      rotation: (word.rotate * Math.PI) / 180,
      style: {
        text: word.text,
        fontSize: word.size,
        fontFamily: 'Helvetica, Arial, sans-serif',
        fontWeight: 'bold',
        fill: colors[word.text] ?? '#1FA8C9',
        align: 'center',
        verticalAlign: 'middle',
      },
      emphasis: { style: { fill: '#000000' } },
    };
  };
  const series: CustomSeriesOption = {
    type: 'custom',
    coordinateSystem: 'none',
    renderItem: renderWord,
    data: placed.map((p) => [p.x, p.y, totals.get(p.text) ?? 0]),
  };
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      formatter: (params: unknown) => {
        const word = placed[(params as { dataIndex?: number }).dataIndex ?? -1];
        return word ? tooltipHtml([[word.text, formatValue(totals.get(word.text) ?? null)]]) : '';
      },
    },
    series: [series],
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors };
}
