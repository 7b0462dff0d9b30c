import type { EChartsRendererProps } from './renderer-props';

/** Event a chart element sends (bubbling) when a person clicks an item: `detail` holds ClickedValues. */
export const DIMENSION_CLICK_EVENT = 'meridian:dimension-click';

/** Event a chart element sends (bubbling) when a person right-clicks an item: `detail` is a DimensionContextMenu. */
export const DIMENSION_CONTEXT_MENU_EVENT = 'meridian:dimension-context-menu';

/** What a right-click on an item reports: its dimension values and where the pointer is on the page. */
export interface DimensionContextMenu {
  /** Dimension values of the item, by column label. */
  values: ClickedValues;
  /** Viewport coordinates of the pointer. */
  clientX: number;
  clientY: number;
}

/** The item ECharts reports as clicked. */
export interface ClickTarget {
  /** Series of the item. */
  seriesIndex: number;
  /** Index of the item in its series' data (-1 when ECharts gives none). */
  dataIndex: number;
  /** The item's name. */
  name: string;
  /** 'node' or 'edge' for graph-like series. */
  dataType?: string;
}

/** Dimension values of a clicked item, by column label (what a cross-filter or drill would filter on). */
export type ClickedValues = Readonly<Record<string, unknown>>;

/** Maps a clicked item to its dimension values, or null when the item stands for no row (totals, helpers). */
export type ClickValues = (target: ClickTarget) => ClickedValues | null;

/** Props of ECharts renderers that tell which dimension values a click lands on. */
export interface ClickableEChartsProps extends EChartsRendererProps {
  /** Clicked item -> its dimension values; absent when the chart has no clickable items. */
  clickValues?: ClickValues;
}
