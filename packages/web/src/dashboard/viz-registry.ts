import { createDefaultVizRegistry } from '@meridian/viz';

/** The chart plugins of dashboards. */
export const dashboardVizRegistry = createDefaultVizRegistry();

/** Starts downloading the renderers of these chart types, so they arrive while the first queries run. */
export function preloadRenderers(vizTypes: Iterable<string>): void {
  for (const vizType of new Set(vizTypes))
    void dashboardVizRegistry
      .get(vizType)
      ?.loadRenderer()
      .catch(() => undefined);
}
