import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { QueryContext } from '@meridian/core';
import type { LabelColorMap } from './color/label-colors';
import type { ControlPanelConfig } from './controls/types';
import type { QueryFormData } from './form-data/schemas';

/** Behaviours a visualization can declare (Superset's names). */
export type VizBehavior = 'INTERACTIVE_CHART' | 'NATIVE_FILTER' | 'DRILL_TO_DETAIL';

/** Badges of the picker and their search weights (spec §3, §9). */
export const CHART_LABEL_WEIGHTS = { DEPRECATED: -0.1, FEATURED: 0.1, VERIFIED: 0 } as const;
/** A picker badge. */
export type ChartLabel = keyof typeof CHART_LABEL_WEIGHTS;

/** An example image of the picker's details panel. */
export interface ExampleImage {
  /** Image URL (a data URL is fine). */
  url: string;
  /** Caption under the image. */
  caption?: string;
}

/** What the viz-type picker and the gallery show of a plugin; plain data. */
export interface VizMetadata {
  /** Display name, e.g. "Pie Chart". */
  name: string;
  /** Picker category, e.g. "Part of a Whole". */
  category: string;
  /** Tags searched by the picker. */
  tags: readonly string[];
  /** One-paragraph description. */
  description: string;
  /** Thumbnail: an inline SVG data URL. */
  thumbnail?: string;
  /** Example images of the details panel. */
  exampleGallery?: readonly ExampleImage[];
  /** Badge on the thumbnail. */
  label?: ChartLabel | null;
  /** Tooltip of the badge. */
  labelExplanation?: string | null;
  /** Declared behaviours. */
  behaviors: readonly VizBehavior[];
  /** Whether the type is kept only for old charts. */
  deprecated: boolean;
}

/** One result of the chart data API as renderers read it (JSON: rows as objects). */
export interface ChartDataResult {
  /** Rows, keyed by column label. */
  data: readonly Record<string, unknown>[];
  /** Column labels in order. */
  colnames: readonly string[];
  /** GenericDataType per column: 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN. */
  coltypes: readonly number[];
  /** Rows in data (or the row count of an is_rowcount query). */
  rowcount?: number;
}

/** Dataset facts transformProps may use. */
export interface ChartDatasource {
  /** Column / metric name -> display name. */
  verboseMap?: Readonly<Record<string, string>>;
  /** Metric name -> d3 number format saved on the dataset. */
  columnFormats?: Readonly<Record<string, string>>;
}

/** Per-chart state the host keeps outside form data (table pagination). */
export interface ChartOwnState {
  /** Zero-based page of server pagination. */
  currentPage?: number;
  /** Page size of server pagination. */
  pageSize?: number;
}

/** Callbacks from a rendered chart to its host. */
export interface ChartHooks {
  /** The chart changed its own state (e.g. the table's page). */
  setOwnState?: (state: ChartOwnState) => void;
  /** The label colours after this chart's assignments (shared map plus its new labels). */
  setLabelColors?: (labelColors: Record<string, string>) => void;
}

/** Input of transformProps. */
export interface ChartProps<F extends QueryFormData = QueryFormData> {
  /** Parsed form data (the plugin's schema applied). */
  formData: F;
  /** One result per query object of the query context, in order. */
  queriesData: readonly ChartDataResult[];
  /** Pixels. */
  width: number;
  /** Pixels. */
  height: number;
  /** Dataset facts. */
  datasource?: ChartDatasource;
  /** The dashboard's shared label colours, so one label keeps one colour. */
  sharedLabelColors?: LabelColorMap;
  /** Per-chart state (pagination). */
  ownState?: ChartOwnState;
  /** Host callbacks, passed through to renderers that need them. */
  hooks?: ChartHooks;
}

/** Options of buildQuery beyond form data. */
export interface BuildQueryOptions {
  /** Per-chart state (server pagination of the table). */
  ownState?: ChartOwnState;
}

/** Props every renderer receives. */
export interface BaseRendererProps {
  /** Pixels. */
  width: number;
  /** Pixels. */
  height: number;
}

/** A renderer: a function component of its props (a React.ComponentType without class components). */
export type Renderer<P> = (props: P) => ReactNode;

/** A lazily loaded renderer module (`import('./PieChart')`). */
export interface RendererModule<P> {
  default: Renderer<P>;
}

/**
 * A visualization plugin: owns its viz_type. Plain data plus pure functions, and a renderer loaded
 * on demand. Authors write `VizPlugin<MyFormData, MyRendererProps>`; registries hold `AnyVizPlugin`.
 */
export interface VizPlugin<
  F extends QueryFormData = QueryFormData,
  P extends BaseRendererProps = BaseRendererProps,
> {
  /** The viz_type key saved in form data, verbatim from Superset (e.g. "pie"). */
  vizType: string;
  /** Picker metadata. */
  metadata: VizMetadata;
  /** Parses saved or edited form data: keys verbatim, absent keys filled as Superset reads them. */
  formDataSchema: z.ZodType<F>;
  /** The explore control panel. */
  controlPanel: ControlPanelConfig;
  /** Form data -> chart data API request (pure). */
  buildQuery(formData: F, options?: BuildQueryOptions): QueryContext;
  /** Chart data API results -> renderer props (pure). */
  transformProps(chartProps: ChartProps<F>): P;
  /** The renderer, loaded on demand. */
  loadRenderer(): Promise<RendererModule<P>>;
}

/**
 * A plugin with its types erased, as registries hold it. Methods are bivariant in their
 * parameters, so any `VizPlugin<F, P>` is one; the renderer takes `never` props until paired with
 * its own transformProps (SuperChart does that).
 */
export interface AnyVizPlugin {
  vizType: string;
  metadata: VizMetadata;
  formDataSchema: z.ZodType<QueryFormData>;
  controlPanel: ControlPanelConfig;
  buildQuery(formData: QueryFormData, options?: BuildQueryOptions): QueryContext;
  transformProps(chartProps: ChartProps): BaseRendererProps;
  loadRenderer(): Promise<RendererModule<never>>;
}

/** Plugins by viz_type, built from a list and passed where needed (no global singleton). */
export type VizRegistry = ReadonlyMap<string, AnyVizPlugin>;

/** Builds a registry; two plugins claiming one viz_type is a programming error. */
export function createVizRegistry(plugins: readonly AnyVizPlugin[]): VizRegistry {
  const registry = new Map<string, AnyVizPlugin>();
  for (const plugin of plugins) {
    if (registry.has(plugin.vizType)) throw new Error(`Two plugins claim viz_type "${plugin.vizType}"`);
    registry.set(plugin.vizType, plugin);
  }
  return registry;
}
