import type { VizPluginParts } from '../../plugin';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { timeseriesControlPanel, type TimeseriesPanelOptions } from './control-panel';
import type { TimeseriesFormData } from './form-data';
import { transformTimeseriesProps } from './transform-props';

/** Loaded on demand (explore, or a chart about to draw): one variant's control panel, transformProps and renderer. */
export function timeseriesParts(
  variant: TimeseriesPanelOptions,
): VizPluginParts<TimeseriesFormData, EChartsRendererProps> {
  return {
    controlPanel: timeseriesControlPanel(variant),
    transformProps: transformTimeseriesProps,
    loadRenderer: () => import('./TimeseriesChart'),
  };
}
