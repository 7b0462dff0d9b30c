import type { VizPlugin } from '../../plugin';
import type { TimeseriesFormData } from './form-data';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { TIMESERIES_VARIANTS, timeseriesQueryParts, type TimeseriesVariant } from './variants';

export { TIMESERIES_VARIANTS, timeseriesQueryParts, type TimeseriesVariant };

/** A time-series plugin from a variant. */
export function createTimeseriesPlugin(
  variant: TimeseriesVariant,
): VizPlugin<TimeseriesFormData, EChartsRendererProps> {
  return {
    ...timeseriesQueryParts(variant),
    loadParts: () => import('./parts').then((parts) => parts.timeseriesParts(variant)),
  };
}

/** Line Chart. */
export const lineChartPlugin = createTimeseriesPlugin(TIMESERIES_VARIANTS.line);
/** Bar Chart. */
export const barChartPlugin = createTimeseriesPlugin(TIMESERIES_VARIANTS.bar);
/** Area Chart. */
export const areaChartPlugin = createTimeseriesPlugin(TIMESERIES_VARIANTS.area);
/** Scatter Plot (time series). */
export const scatterChartPlugin = createTimeseriesPlugin(TIMESERIES_VARIANTS.scatter);
/** Smooth Line. */
export const smoothLineChartPlugin = createTimeseriesPlugin(TIMESERIES_VARIANTS.smooth);
/** Stepped Line. */
export const stepLineChartPlugin = createTimeseriesPlugin(TIMESERIES_VARIANTS.step);
/** Generic Chart: the series style is a control. */
export const genericChartPlugin = createTimeseriesPlugin(TIMESERIES_VARIANTS.generic);
