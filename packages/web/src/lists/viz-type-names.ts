import { QUERY_PLUGINS } from '@meridian/viz/query';
import type { VizMetadata } from '@meridian/viz/query';

/** What a list shows of a viz_type: the plugin's display name and picture. */
export interface VizTypeLabel {
  /** Display name, e.g. "Bar Chart"; Superset's name or a readable form of the key for a type no plugin owns. */
  name: string;
  /** The plugin's thumbnail (an inline SVG data URL), when it has one. */
  thumbnail: string | undefined;
}

/** Metadata of the shipped plugins by viz_type (React-free entry: no ECharts in the list chunks). */
const METADATA_BY_TYPE: ReadonlyMap<string, VizMetadata> = new Map(
  QUERY_PLUGINS.map((plugin) => [plugin.vizType, plugin.metadata]),
);

/** Superset's display names of viz types Meridian has no plugin for (legacy and retired charts). */
const SUPERSET_NAMES: Readonly<Record<string, string>> = {
  area: 'Area Chart (legacy)',
  bar: 'Bar Chart (legacy)',
  dist_bar: 'Bar Chart (legacy)',
  line: 'Line Chart (legacy)',
  bubble: 'Bubble Chart (legacy)',
  bullet: 'Bullet Chart',
  cal_heatmap: 'Calendar Heatmap',
  chord: 'Chord Diagram',
  compare: 'Time-series Percent Change',
  dual_line: 'Dual Line Chart',
  echarts_timeseries: 'Generic Chart',
  event_flow: 'Event Flow',
  heatmap: 'Heatmap (legacy)',
  histogram: 'Histogram (legacy)',
  horizon: 'Horizon Chart',
  line_multi: 'Multiple Line Charts',
  mapbox: 'MapBox',
  paired_ttest: 'Paired t-test Table',
  para: 'Parallel Coordinates',
  parallel_coordinates: 'Parallel Coordinates',
  partition: 'Partition Chart',
  pivot_table: 'Pivot Table (legacy)',
  rose: 'Nightingale Rose Chart',
  sankey: 'Sankey Chart (legacy)',
  sunburst: 'Sunburst Chart (legacy)',
  time_pivot: 'Time-series Period Pivot',
  time_table: 'Time-series Table',
  treemap: 'Treemap (legacy)',
};

/** A readable name for a key nobody names: `my_custom_viz_v2` → 'My Custom Viz'. */
export function humanizeVizType(vizType: string): string {
  const words = vizType.split(/[_\s]+/).filter((word) => word && !/^v\d+$/i.test(word));
  if (words.length === 0) return vizType;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/**
 * The display name and picture of a viz_type: the plugin's, else Superset's name of a type Meridian does not draw,
 * else the key made readable (issue 17: lists showed raw keys).
 */
export function vizTypeLabel(vizType: string, metadata = METADATA_BY_TYPE): VizTypeLabel {
  const known = metadata.get(vizType);
  if (known) return { name: known.name, thumbnail: known.thumbnail };
  return { name: SUPERSET_NAMES[vizType] ?? humanizeVizType(vizType), thumbnail: undefined };
}
