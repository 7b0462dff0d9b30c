import { bigNumberPlugin } from './charts/big-number';
import { deckScatterPlugin } from './charts/deck-scatter';
import { deckArcPlugin } from './charts/deck-arc';
import { deckPathPlugin } from './charts/deck-path';
import { deckPolygonPlugin } from './charts/deck-polygon';
import { deckGeojsonPlugin } from './charts/deck-geojson';
import { deckHexPlugin } from './charts/deck-hex';
import { deckGridPlugin } from './charts/deck-grid';
import { deckScreengridPlugin } from './charts/deck-screengrid';
import { deckHeatmapPlugin } from './charts/deck-heatmap';
import { deckContourPlugin } from './charts/deck-contour';
import { deckMultiPlugin } from './charts/deck-multi';
import { worldMapPlugin } from './charts/world-map';
import { countryMapPlugin } from './charts/country-map';
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
import { ganttPlugin } from './charts/gantt';
import { handlebarsPlugin } from './charts/handlebars';
import { popKpiPlugin } from './charts/pop-kpi';
import { timeTablePlugin } from './charts/time-table';
import { calHeatmapPlugin } from './charts/cal-heatmap';
import { partitionPlugin } from './charts/partition';
import { bulletPlugin } from './charts/bullet';
import { pairedTTestPlugin } from './charts/paired-ttest';
import { paraPlugin } from './charts/para';
import { rosePlugin } from './charts/rose';
import { timePivotPlugin } from './charts/time-pivot';
import { gaugePlugin } from './charts/gauge';
import { radarPlugin } from './charts/radar';
import { treemapPlugin } from './charts/treemap';
import { sunburstPlugin } from './charts/sunburst';
import { graphPlugin } from './charts/graph';
import { treePlugin } from './charts/tree';
import { waterfallPlugin } from './charts/waterfall';
import { wordCloudPlugin } from './charts/word-cloud';
import { horizonPlugin } from './charts/horizon';
import { chordPlugin } from './charts/chord';
import { heatmapPlugin } from './charts/heatmap';
import { histogramPlugin } from './charts/histogram';
import { sankeyPlugin } from './charts/sankey';
import { boxPlotPlugin } from './charts/box-plot';
import { funnelPlugin } from './charts/funnel';
import { bubblePlugin } from './charts/bubble';
import { mapboxPlugin } from './charts/mapbox';
import { createVizRegistry, type AnyVizPlugin, type VizRegistry } from './plugin';

// A chart type is its folder under charts/ plus one line here. This list is React-free (each plugin's
// control panel, transformProps and renderer load on demand), so the server and the dashboard read it too.

/** Every plugin Meridian ships, in picker order: the one registration of a chart type. */
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
  popKpiPlugin,
  ganttPlugin,
  handlebarsPlugin,
  timeTablePlugin,
  bulletPlugin,
  pairedTTestPlugin,
  paraPlugin,
  rosePlugin,
  timePivotPlugin,
  calHeatmapPlugin,
  partitionPlugin,
  gaugePlugin,
  radarPlugin,
  treemapPlugin,
  sunburstPlugin,
  graphPlugin,
  treePlugin,
  waterfallPlugin,
  wordCloudPlugin,
  horizonPlugin,
  chordPlugin,
  heatmapPlugin,
  histogramPlugin,
  sankeyPlugin,
  boxPlotPlugin,
  funnelPlugin,
  bubblePlugin,
  worldMapPlugin,
  countryMapPlugin,
  mapboxPlugin,
  deckScatterPlugin,
  deckArcPlugin,
  deckPathPlugin,
  deckPolygonPlugin,
  deckGeojsonPlugin,
  deckHexPlugin,
  deckGridPlugin,
  deckScreengridPlugin,
  deckHeatmapPlugin,
  deckContourPlugin,
  deckMultiPlugin,
];

/** A registry of every plugin Meridian ships. */
export function createDefaultVizRegistry(): VizRegistry {
  return createVizRegistry(DEFAULT_VIZ_PLUGINS);
}
