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
  /** Data of the query's annotation layers, keyed by layer name (NATIVE: `{columns, records}`). */
  annotation_data?: Readonly<Record<string, unknown>>;
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
  /** The chart changed one of its own controls (a map panned in explore saves its viewport). */
  setControlValue?: (name: string, value: unknown) => void;
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
 * The part of a plugin loaded on demand, when explore opens or a chart is about to draw: its control panel,
 * transformProps and renderer. A plugin folder's `parts.ts` exports exactly these names.
 */
export interface VizPluginParts<
  F extends QueryFormData = QueryFormData,
  P extends BaseRendererProps = BaseRendererProps,
> {
  /** The explore control panel. */
  controlPanel: ControlPanelConfig;
  /** Chart data API results -> renderer props (pure). */
  transformProps(chartProps: ChartProps<F>): P;
  /** The renderer, a chunk of its own (a map's renderer brings deck.gl). */
  loadRenderer(): Promise<RendererModule<P>>;
}

/**
 * A visualization plugin: owns its viz_type. The eager part is plain data plus pure functions, all a page needs
 * before data arrives (picker metadata, form-data schema, buildQuery); the rest loads on demand (`loadParts`).
 * Authors write `VizPlugin<MyFormData, MyRendererProps>`; registries hold `AnyVizPlugin`.
 */
export interface VizPlugin<
  F extends QueryFormData = QueryFormData,
  P extends BaseRendererProps = BaseRendererProps,
> {
  /** The viz_type key saved in form data, verbatim from Superset (e.g. "pie"). */
  vizType: string;
  /** Picker metadata, thumbnail included. */
  metadata: VizMetadata;
  /** Parses saved or edited form data: keys verbatim, absent keys filled as Superset reads them. */
  formDataSchema: z.ZodType<F>;
  /** Form data -> chart data API request (pure). */
  buildQuery(formData: F, options?: BuildQueryOptions): QueryContext;
  /** Control panel, transformProps and renderer: `() => import('./parts')`. */
  loadParts(): Promise<VizPluginParts<F, P>>;
}

/** A plugin's on-demand part with its types erased. */
export interface AnyVizPluginParts {
  controlPanel: ControlPanelConfig;
  transformProps(chartProps: ChartProps): BaseRendererProps;
  loadRenderer(): Promise<RendererModule<never>>;
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
  buildQuery(formData: QueryFormData, options?: BuildQueryOptions): QueryContext;
  loadParts(): Promise<AnyVizPluginParts>;
}

/** A plugin with its on-demand part loaded (explore reads control panels synchronously). */
export type LoadedVizPlugin = AnyVizPlugin & AnyVizPluginParts;

/** Plugins by viz_type, built from a list and passed where needed (no global singleton). */
export type VizRegistry = ReadonlyMap<string, AnyVizPlugin>;

/** Loaded plugins by viz_type. */
export type LoadedVizRegistry = ReadonlyMap<string, LoadedVizPlugin>;

/** Builds a registry; two plugins claiming one viz_type is a programming error. */
export function createVizRegistry<T extends AnyVizPlugin>(plugins: readonly T[]): ReadonlyMap<string, T> {
  const registry = new Map<string, T>();
  for (const plugin of plugins) {
    if (registry.has(plugin.vizType)) throw new Error(`Two plugins claim viz_type "${plugin.vizType}"`);
    registry.set(plugin.vizType, plugin);
  }
  return registry;
}

const loadedPlugins = new WeakMap<AnyVizPlugin, Promise<LoadedVizPlugin>>();

/** Loads a plugin's on-demand part once; the same plugin object resolves to the same loaded plugin. */
export function loadVizPlugin(plugin: AnyVizPlugin): Promise<LoadedVizPlugin> {
  let loading = loadedPlugins.get(plugin);
  if (!loading) {
    loading = plugin.loadParts().then(({ controlPanel, transformProps, loadRenderer }): LoadedVizPlugin => ({
      ...plugin,
      controlPanel,
      transformProps,
      loadRenderer,
    }));
    // A failed load (a chunk that did not arrive) may be tried again.
    loading.catch(() => loadedPlugins.delete(plugin));
    loadedPlugins.set(plugin, loading);
  }
  return loading;
}

/** Loads every plugin of a registry (explore: the control panels of every type it may switch to). */
export async function loadVizRegistry(registry: VizRegistry): Promise<LoadedVizRegistry> {
  return createVizRegistry(await Promise.all([...registry.values()].map(loadVizPlugin)));
}
