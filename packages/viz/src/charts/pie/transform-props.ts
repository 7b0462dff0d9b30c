import { columnLabel, metricLabel } from '@meridian/core';
import type { PieSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import { columnType, firstResult, GENERIC, legendOption, toNumber } from '../../echarts/options';
import { getCurrencyFormatter, getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { ChartProps } from '../../plugin';
import type { ClickableEChartsProps } from '../../echarts/click';
import type { PieFormData } from './form-data';
import { insideLabelFits, LABEL_BLEED_MARGIN, pieLayout, type PieLayout } from './pie-layout';
import { verboseNamer } from '../../echarts/verbose';

/** One slice. */
export interface PieSlice {
  name: string;
  value: number;
}

const formatPercent = getNumberFormatter(',.2%');

/** How ECharts places a label outside its slice. */
const OUTSIDE_LABEL = { position: 'outer', alignTo: 'none', bleedMargin: LABEL_BLEED_MARGIN } as const;

/** Line height of labels, in font sizes. */
const LINE_HEIGHT = 1.25;

/** Which slices show a label, which inside labels had to move outside, and the layout that leaves them room. */
export interface LabelPlacement {
  shown: boolean[];
  moved: boolean[];
  layout: PieLayout;
}

/**
 * Places the labels: slices under the threshold get none; with labels inside, a label that does not fit its
 * slice moves outside, and the pie shrinks to leave it room (which can push out another, so a few passes).
 */
export function placeLabels(options: {
  formData: PieFormData;
  width: number;
  height: number;
  names: readonly string[];
  slices: readonly PieSlice[];
  total: number;
  labelText: (name: string, value: number) => string;
  fontSize: number;
}): LabelPlacement {
  const { formData: fd, slices, total, labelText, fontSize } = options;
  const texts = slices.map((s) => labelText(s.name, s.value));
  const shown = slices.map((s) => {
    const percent = total === 0 ? 0 : (s.value / total) * 100;
    return fd.show_labels && percent >= fd.show_labels_threshold;
  });
  const outside = shown.map((show) => show && fd.labels_outside);
  const layoutFor = () => pieLayout({ ...options, outsideLabels: texts.filter((_, i) => outside[i]) });
  let layout = layoutFor();
  // Slices start at the top and run clockwise, as ECharts draws them.
  const sweeps = slices.map((s) => (total === 0 ? 0 : (s.value / total) * 360));
  let swept = 0;
  const starts = sweeps.map((sweep) => {
    const start = swept;
    swept += sweep;
    return start;
  });
  for (let pass = 0; pass < 3; pass += 1) {
    let movedAny = false;
    slices.forEach((_, i) => {
      if (!shown[i] || outside[i]) return;
      const fits = insideLabelFits({
        text: texts[i] ?? '',
        fontSize,
        startAngle: starts[i] ?? 0,
        sweep: sweeps[i] ?? 0,
        innerPx: layout.innerPx,
        outerPx: layout.outerPx,
      });
      if (!fits) {
        outside[i] = true;
        movedAny = true;
      }
    });
    if (!movedAny) break;
    layout = layoutFor();
  }
  const moved = outside.map((out) => out && !fd.labels_outside);
  return { shown, moved, layout };
}

/** A slice label for a label type. */
export function pieLabel(
  labelType: PieFormData['label_type'],
  slice: { name: string; value: string; percent: string },
): string {
  switch (labelType) {
    case 'key':
      return slice.name;
    case 'value':
      return slice.value;
    case 'percent':
      return slice.percent;
    case 'key_value':
      return `${slice.name}: ${slice.value}`;
    case 'key_percent':
      return `${slice.name}: ${slice.percent}`;
    case 'key_value_percent':
      return `${slice.name}: ${slice.value} (${slice.percent})`;
    case 'value_percent':
      return `${slice.value} (${slice.percent})`;
  }
}

/** Chart data -> ECharts pie option (pure). */
export function transformPieProps(chartProps: ChartProps<PieFormData>): ClickableEChartsProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const metric = metricLabel(fd.metric);
  const metricName = verboseNamer(chartProps.datasource)(metric);
  const dimensions = fd.groupby.map(columnLabel);
  const formatDate = getTimeFormatter(fd.date_format);
  const nameOf = (row: Record<string, unknown>) =>
    dimensions
      .map((d) => {
        const v = row[d];
        if (columnType(result, d) === GENERIC.TEMPORAL && (typeof v === 'number' || typeof v === 'string'))
          return formatDate(v);
        return v === null || v === undefined ? '<NULL>' : String(v);
      })
      .join(', ') || metricName;
  const slices: PieSlice[] = result.data.map((row) => ({
    name: nameOf(row),
    value: toNumber(row[metric]) ?? 0,
  }));
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const formatValue = getCurrencyFormatter(fd.currency_format, fd.number_format);
  const names = slices.map((s) => s.name);
  const { colors, sharedLabelColors } = assignLabelColors(names, fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const labelText = (name: string, value: number) =>
    pieLabel(fd.label_type, {
      name,
      value: formatValue(value),
      percent: formatPercent(total === 0 ? 0 : value / total),
    });
  const fontSize = Math.min(width, height) < 300 ? 10 : 12;
  // Set, not measured: zrender measures a line as the width of '国', narrow where no CJK font is installed, so
  // wrapped lines were drawn over each other and the overlap checks saw labels too short.
  const lineHeight = Math.round(fontSize * LINE_HEIGHT);
  const placement = placeLabels({ formData: fd, width, height, names, slices, total, labelText, fontSize });
  const { layout } = placement;
  const series: PieSeriesOption = {
    type: 'pie',
    id: metric,
    name: metricName,
    // The legend keeps its side: the pie and its labels are laid out in the rest (Superset's chart padding).
    top: layout.top,
    bottom: layout.bottom,
    left: layout.left,
    right: layout.right,
    radius: layout.radius,
    center: ['50%', '50%'],
    avoidLabelOverlap: true,
    // Superset: slices under the threshold get no label, by angle; labels that still collide are hidden.
    minShowLabelAngle: fd.show_labels_threshold * 3.6,
    labelLayout: { hideOverlap: true },
    data: slices.map((s, i) => ({
      name: s.name,
      value: s.value,
      itemStyle: { color: colors[s.name] ?? '#000000' },
      label: {
        show: placement.shown[i] ?? false,
        formatter: labelText(s.name, s.value),
        // An inside label too big for its slice goes outside, with a line back to its slice.
        ...(placement.moved[i] ? { ...OUTSIDE_LABEL, overflow: 'break' } : {}),
      },
      ...(placement.moved[i] ? { labelLine: { show: true } } : {}),
    })),
    // A label longer than its room beside the pie wraps rather than being cut to 'Cl...'.
    label: fd.labels_outside
      ? { ...OUTSIDE_LABEL, fontSize, lineHeight, overflow: 'break' }
      : { position: 'inner', fontSize, lineHeight },
    labelLine: { show: fd.labels_outside && fd.label_line, ...layout.labelLine },
  };
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const item = typeof params === 'object' && params !== null ? params : {};
        const name = 'name' in item ? String(item.name) : '';
        const value = 'value' in item ? (toNumber(item.value) ?? 0) : 0;
        return pieLabel('key_value_percent', {
          name,
          value: formatValue(value),
          percent: formatPercent(total === 0 ? 0 : value / total),
        });
      },
    },
    legend: legendOption(fd, names),
    ...(fd.show_total
      ? {
          graphic: [
            {
              type: 'text',
              left: 'center',
              top: 'middle',
              style: { text: `Total: ${formatValue(total)}`, fontSize: 16 },
            },
          ],
        }
      : {}),
    series: [series],
  };
  // A slice stands for its row: clicking it reports the row's dimension values (cross-filters, drills).
  const rows = result.data;
  const clickValues = ({ dataIndex }: { dataIndex: number }) => {
    const row = rows[dataIndex];
    if (!row || dimensions.length === 0) return null;
    return Object.fromEntries(dimensions.map((d) => [d, row[d]]));
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors, clickValues };
}
