import { columnLabel, metricLabel } from '@meridian/core';
import type { ParallelSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { getSequentialScheme } from '../../color/sequential-schemes';
import { extent } from '../../echarts/chart-data';
import { firstResult, toNumber } from '../../echarts/options';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import type { ParaFormData } from './form-data';

/** Props of the renderer: the chart, and the data table under it when asked for. */
export interface ParaRendererProps extends EChartsRendererProps {
  /** Rows of the data table (null when hidden). */
  table: { columns: string[]; rows: string[][] } | null;
}

/** Most rows the data table lists (the chart draws them all). */
export const MAX_TABLE_ROWS = 1000;
const LINE_GREY = '#808080';

/** Chart data -> ECharts parallel option: an axis per metric (the series first when included), lines coloured by the colour metric (pure). */
export function transformParaProps(chartProps: ChartProps<ParaFormData>): ParaRendererProps {
  const { formData: fd, width, height } = chartProps;
  if (fd.metrics.length === 0) throw new Error('Choose the metrics to draw as axes.');
  const result = firstResult(chartProps.queriesData);
  const series = fd.series ? columnLabel(fd.series) : null;
  const metrics = fd.metrics.map(metricLabel);
  const colorMetric = fd.secondary_metric ? metricLabel(fd.secondary_metric) : null;
  const dims = [...(fd.include_series && series ? [series] : []), ...metrics];
  const verbose = (name: string) => chartProps.datasource?.verboseMap?.[name] ?? name;
  const categories = series ? [...new Set(result.data.map((r) => String(r[series] ?? 'NULL')))] : [];
  const data = result.data.map((row) =>
    dims.map((d) => (d === series ? String(row[d] ?? 'NULL') : toNumber(row[d]))),
  );
  const colorRange = colorMetric ? extent(result.data.map((r) => toNumber(r[colorMetric]))) : null;
  const scheme = getSequentialScheme(fd.linear_color_scheme);
  const chartHeight = fd.show_datatable ? height / 2 : height;
  const format = getNumberFormatter(undefined);
  const line: ParallelSeriesOption = {
    type: 'parallel',
    lineStyle: { width: 1, opacity: 0.5, ...(colorRange ? {} : { color: LINE_GREY }) },
    emphasis: { lineStyle: { width: 2, opacity: 1 } },
    progressive: 2000,
    data: colorMetric ? data.map((values, i) => [...values, toNumber(result.data[i]?.[colorMetric])]) : data,
  };
  // Axis names are centred on their axis: each gets the room between two axes (cut with an ellipsis beyond), the
  // outer ones half of it beside the plot.
  const spacing = Math.max(40, width / Math.max(1, dims.length));
  const side = (name: string) => Math.min(spacing / 2, Math.max(40, verbose(name).length * 3.3 + 8));
  const echartOptions: EChartsCoreOption = {
    parallel: {
      left: side(dims[0] ?? ''),
      right: side(dims[dims.length - 1] ?? ''),
      top: 40,
      bottom: 20,
      parallelAxisDefault: {
        nameGap: 12,
        nameTextStyle: { fontSize: 11, width: spacing - 8, overflow: 'truncate' },
      },
    },
    parallelAxis: dims.map((d, i) => ({
      dim: i,
      name: verbose(d),
      ...(d === series
        ? {
            type: 'category',
            data: categories,
            axisLabel: { hideOverlap: true, width: 80, overflow: 'truncate' },
          }
        : { type: 'value', axisLabel: { formatter: (v: number) => format(v) } }),
    })),
    ...(colorRange
      ? {
          visualMap: {
            show: false,
            dimension: dims.length,
            min: colorRange[0],
            max: colorRange[1] === colorRange[0] ? colorRange[0] + 1 : colorRange[1],
            inRange: { color: [...scheme.colors] },
          },
        }
      : {}),
    series: [line],
  };
  const tableColumns = [
    ...(series ? [series] : []),
    ...metrics,
    ...(colorMetric && !metrics.includes(colorMetric) ? [colorMetric] : []),
  ];
  return {
    width,
    height: chartHeight,
    echartOptions,
    labelColors: {},
    table: fd.show_datatable
      ? {
          columns: tableColumns.map(verbose),
          rows: result.data.slice(0, MAX_TABLE_ROWS).map((row) =>
            tableColumns.map((c) => {
              if (c === series) return String(row[c] ?? 'NULL');
              const value = toNumber(row[c]);
              return value === null ? '' : format(value);
            }),
          ),
        }
      : null,
  };
}
