import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mapboxPlugin } from './charts/mapbox';
import { createDefaultVizRegistry, DEFAULT_VIZ_PLUGINS } from './registry';

const chartsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'charts');

/** The plugin exports of a chart folder's index.ts, read from its text. */
function pluginExportsOf(folder: string): string[] {
  const text = fs.readFileSync(path.join(chartsFolder, folder, 'index.ts'), 'utf8');
  return [...text.matchAll(/export const (\w+Plugin)\b/g)].map((match) => match[1] ?? '');
}

describe('the default viz registry', () => {
  it('holds the plugin of every chart folder, each registered by its line in charts/index.ts', async () => {
    const folders = fs
      .readdirSync(chartsFolder, { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && fs.existsSync(path.join(chartsFolder, entry.name, 'index.ts')),
      )
      .map((entry) => entry.name);
    const registered = new Set<unknown>(DEFAULT_VIZ_PLUGINS);
    for (const folder of folders) {
      const module = (await import(`./charts/${folder}/index.ts`)) as Record<string, unknown>;
      for (const name of pluginExportsOf(folder)) expect(registered.has(module[name]), name).toBe(true);
    }
    expect(DEFAULT_VIZ_PLUGINS).toHaveLength(54);
  });

  it('finds MapBox by its viz_type', () => {
    expect(createDefaultVizRegistry().get('mapbox')).toBe(mapboxPlugin);
  });
});
