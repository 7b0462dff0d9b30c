import { bigNumberPlugin } from './charts/big-number';
import { bigNumberTotalPlugin } from './charts/big-number-total';
import { mixedTimeseriesPlugin } from './charts/mixed-timeseries';
import { piePlugin } from './charts/pie';
import { pivotTablePlugin } from './charts/pivot-table';
import { tablePlugin } from './charts/table';
import {
  areaChartPlugin,
  barChartPlugin,
  lineChartPlugin,
  scatterChartPlugin,
  smoothLineChartPlugin,
  stepLineChartPlugin,
} from './charts/timeseries';
import { createVizRegistry, type AnyVizPlugin, type VizRegistry } from './plugin';

/** Every plugin Meridian ships, in picker order. */
export const DEFAULT_VIZ_PLUGINS: readonly AnyVizPlugin[] = [
  tablePlugin,
  pivotTablePlugin,
  bigNumberTotalPlugin,
  bigNumberPlugin,
  lineChartPlugin,
  barChartPlugin,
  areaChartPlugin,
  scatterChartPlugin,
  smoothLineChartPlugin,
  stepLineChartPlugin,
  piePlugin,
  mixedTimeseriesPlugin,
];

/** A registry of every plugin Meridian ships. */
export function createDefaultVizRegistry(): VizRegistry {
  return createVizRegistry(DEFAULT_VIZ_PLUGINS);
}
