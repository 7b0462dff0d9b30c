import * as chartPlugins from './charts';
import { createVizRegistry, type AnyVizPlugin, type VizRegistry } from './plugin';

// A chart type is its folder under charts/ plus one export line in charts/index.ts. That list is React-free
// (each plugin's control panel, transformProps and renderer load on demand), so the server and the dashboard
// read it too; no bundler-only glob, since Node imports it as well.

/**
 * Every plugin Meridian ships, by export name (the picker sorts on its own): every export of charts/index.ts,
 * typed here so that an export that is not a plugin fails to compile.
 */
export const DEFAULT_VIZ_PLUGINS: readonly AnyVizPlugin[] = Object.entries(chartPlugins)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([, plugin]): AnyVizPlugin => plugin);

/** A registry of every plugin Meridian ships. */
export function createDefaultVizRegistry(): VizRegistry {
  return createVizRegistry(DEFAULT_VIZ_PLUGINS);
}
