import { createDefaultVizRegistry, loadVizRegistry, type LoadedVizRegistry } from '@meridian/viz';

let loaded: LoadedVizRegistry | null = null;

/**
 * Loads every plugin's control panel and transformProps (renderers stay lazy): explore switches viz types and
 * reads control panels synchronously, so its route waits for this before it shows (router.tsx).
 */
export async function loadExplorePlugins(): Promise<LoadedVizRegistry> {
  loaded ??= await loadVizRegistry(createDefaultVizRegistry());
  return loaded;
}

/** The loaded plugins; explore's route has awaited loadExplorePlugins before any explore component renders. */
export function explorePlugins(): LoadedVizRegistry {
  if (!loaded) throw new Error('Explore rendered before its chart plugins loaded');
  return loaded;
}
