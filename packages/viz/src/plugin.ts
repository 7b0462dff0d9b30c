/** Behaviours a visualization can declare (Superset's names). */
export type VizBehavior = 'INTERACTIVE_CHART' | 'NATIVE_FILTER' | 'DRILL_TO_DETAIL';

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
  /** Declared behaviours. */
  behaviors: readonly VizBehavior[];
  /** Whether the type is kept only for old charts. */
  deprecated: boolean;
}

/**
 * A visualization plugin: owns its viz_type. The explore issue adds the control panel, buildQuery,
 * transformProps and the lazily loaded renderer to this contract.
 */
export interface VizPlugin {
  /** The viz_type key saved in form data, verbatim from Superset (e.g. "pie"). */
  vizType: string;
  /** Picker metadata. */
  metadata: VizMetadata;
}

/** Plugins by viz_type, built from a list and passed where needed (no global singleton). */
export type VizRegistry = ReadonlyMap<string, VizPlugin>;

/** Builds a registry; two plugins claiming one viz_type is a programming error. */
export function createVizRegistry(plugins: readonly VizPlugin[]): VizRegistry {
  const registry = new Map<string, VizPlugin>();
  for (const plugin of plugins) {
    if (registry.has(plugin.vizType)) throw new Error(`Two plugins claim viz_type "${plugin.vizType}"`);
    registry.set(plugin.vizType, plugin);
  }
  return registry;
}
