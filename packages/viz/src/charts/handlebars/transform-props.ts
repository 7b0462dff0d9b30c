import { firstResult } from '../../echarts/options';
import type { BaseRendererProps, ChartProps } from '../../plugin';
import type { HandlebarsFormData } from './form-data';

/** Props of the renderer: the template, its style and the rows it is rendered with. */
export interface HandlebarsRendererProps extends BaseRendererProps {
  /** The Handlebars template source. */
  template: string;
  /** CSS applied to the chart. */
  style: string;
  /** Rows of the query (the template reads them as `data`). */
  data: readonly Record<string, unknown>[];
}

/** Chart data -> the template and its rows; rendering and sanitizing happen in the lazy renderer (pure). */
export function transformHandlebarsProps(
  chartProps: ChartProps<HandlebarsFormData>,
): HandlebarsRendererProps {
  const { formData: fd, width, height } = chartProps;
  return {
    width,
    height,
    template: fd.handlebarsTemplate,
    style: fd.styleTemplate,
    data: firstResult(chartProps.queriesData).data,
  };
}
