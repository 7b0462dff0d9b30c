import { QUERY_PLUGINS } from '@meridian/viz/query';
import type { VizMetadata } from '@meridian/viz/query';

/** What a list shows of a viz_type: the plugin's display name and picture. */
export interface VizTypeLabel {
  /** Display name, e.g. "Bar Chart"; the viz_type key itself for a type no plugin owns. */
  name: string;
  /** The plugin's thumbnail (an inline SVG data URL), when it has one. */
  thumbnail: string | undefined;
}

/** Metadata of the shipped plugins by viz_type (React-free entry: no ECharts in the list chunks). */
const METADATA_BY_TYPE: ReadonlyMap<string, VizMetadata> = new Map(
  QUERY_PLUGINS.map((plugin) => [plugin.vizType, plugin.metadata]),
);

/** The display name and picture of a viz_type; unknown types show their key. */
export function vizTypeLabel(vizType: string, metadata = METADATA_BY_TYPE): VizTypeLabel {
  const known = metadata.get(vizType);
  return { name: known?.name ?? vizType, thumbnail: known?.thumbnail };
}
