/** @meridian/viz: visualization plugins, their registry, the shared query helpers and pure chart rules. */
export * from './plugin';
export * from './query';
export * from './registry';
export * from './labels';
export * from './controls/types';
export * from './controls/validators';
export * from './controls/control-state';
export * from './controls/shared-controls';
export * from './format/number-format';
export * from './format/time-format';
export * from './color/schemes';
export * from './color/label-colors';
export * from './color/color-utils';
export * from './color/conditional-formatting';
export * from './picker/viz-picker';
// EChart is not re-exported: the renderers import it, and a re-export here would put ECharts in every page's first load.
export {
  SuperChart,
  RENDER_ERROR_PREFIX,
  preloadRenderer,
  type SuperChartProps,
} from './components/SuperChart';
export type { EChartsRendererProps } from './echarts/renderer-props';
export {
  CrossFilterHostContext,
  type CrossFilterHost,
  type CrossFilterSelection,
} from './components/chart-context';
export {
  DIMENSION_CLICK_EVENT,
  DIMENSION_CONTEXT_MENU_EVENT,
  type ClickedValues,
  type DimensionContextMenu,
} from './echarts/click';
export { bigNumberPlugin } from './charts/big-number';
export { bigNumberTotalPlugin } from './charts/big-number-total';
export { mixedTimeseriesPlugin } from './charts/mixed-timeseries';
export { piePlugin } from './charts/pie';
export { deckScatterPlugin } from './charts/deck-scatter';
export { deckArcPlugin } from './charts/deck-arc';
export { deckPathPlugin } from './charts/deck-path';
export { deckPolygonPlugin } from './charts/deck-polygon';
export { deckGeojsonPlugin } from './charts/deck-geojson';
export { deckHexPlugin } from './charts/deck-hex';
export { deckGridPlugin } from './charts/deck-grid';
export { deckScreengridPlugin } from './charts/deck-screengrid';
export { deckHeatmapPlugin } from './charts/deck-heatmap';
export { deckContourPlugin } from './charts/deck-contour';
export { deckMultiPlugin } from './charts/deck-multi';
export { worldMapPlugin } from './charts/world-map';
export { countryMapPlugin } from './charts/country-map';
export * from './maps/spatial';
export type { MapRendererProps, Viewport as MapViewport } from './maps/map-props';
export { pivotTablePlugin } from './charts/pivot-table';
export { tablePlugin } from './charts/table';
export * from './charts/timeseries';
export type { TableColumn, TableRendererProps } from './charts/table/transform-props';
export type { PivotTableRendererProps, PivotCell } from './charts/pivot-table/transform-props';
export type { BigNumberRendererProps } from './charts/big-number/transform-props';
export type { BigNumberTotalRendererProps } from './charts/big-number-total/transform-props';
export {
  timeSeriesColumnSchema,
  type SavedTimeSeriesColumn,
  type TimeSeriesColumn,
} from './charts/time-table/form-data';
