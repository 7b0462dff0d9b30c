import { createDefaultVizRegistry, migrateLegacyChart, preloadRenderer } from '@meridian/viz';

/** The chart plugins of dashboards. */
export const dashboardVizRegistry = createDefaultVizRegistry();

/** Starts downloading the renderers of these chart types, so they arrive while the first queries run. */
export function preloadRenderers(vizTypes: Iterable<string>): void {
  for (const vizType of new Set(vizTypes)) {
    // A chart of an old type draws with the renderer of the type it migrates to.
    const plugin = dashboardVizRegistry.get(migrateLegacyChart(vizType, {}).vizType);
    // A renderer that fails to load fails again, visibly, in the chart that draws with it.
    if (plugin) void preloadRenderer(plugin).catch(() => undefined);
  }
}
