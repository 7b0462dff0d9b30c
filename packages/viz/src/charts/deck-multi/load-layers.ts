/**
 * Loads the layers of a deck.gl Multiple Layers chart in the browser: each saved chart's form data, its query
 * (with the dashboard's filters), and its own transformProps. Renderer side only.
 */
import { z } from 'zod';
import type { MapLayerSpec, MapRendererProps } from '../../maps/map-props';
import { loadVizPlugin, type AnyVizPlugin, type ChartDataResult } from '../../plugin';
import type { Position } from '../../maps/spatial';

const chartAnswer = z.object({ result: z.object({ params: z.string().nullable(), viz_type: z.string() }) });
const dataAnswer = z.object({
  result: z.array(
    z.looseObject({ data: z.array(z.record(z.string(), z.unknown())), colnames: z.array(z.string()) }),
  ),
});
const csrfAnswer = z.object({ result: z.string() });

/** What the layers of the chosen charts add up to. */
export interface LoadedLayers {
  layers: MapLayerSpec[];
  notes: string[];
  bounds: Position[];
}

async function json(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', ...init });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Loads and transforms every chosen chart; a chart that fails adds a note instead of a layer. */
export async function loadLayers(
  sliceIds: readonly number[],
  extraFormData: Record<string, unknown>,
  plugins: ReadonlyMap<string, AnyVizPlugin>,
  size: { width: number; height: number },
): Promise<LoadedLayers> {
  const csrf = csrfAnswer.parse(await json('/api/v1/security/csrf_token/')).result;
  const loaded = await Promise.all(
    sliceIds.map(async (id, index) => {
      try {
        const chart = chartAnswer.parse(await json(`/api/v1/chart/${id}`)).result;
        const plugin = plugins.get(chart.viz_type);
        if (!plugin) throw new Error(`chart ${id} is not a deck.gl chart`);
        const raw = {
          ...(JSON.parse(chart.params ?? '{}') as Record<string, unknown>),
          extra_form_data: extraFormData,
        };
        const formData = plugin.formDataSchema.parse(raw);
        const data = dataAnswer.parse(
          await json('/api/v1/chart/data', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
            body: JSON.stringify(plugin.buildQuery(formData)),
          }),
        );
        const queriesData: ChartDataResult[] = data.result.map((r) => ({
          data: r.data,
          colnames: r.colnames,
          coltypes: [],
        }));
        const { transformProps } = await loadVizPlugin(plugin);
        const props = transformProps({ formData, queriesData, ...size }) as MapRendererProps;
        return {
          layers: props.layers.map((layer) => ({ ...layer, id: `${layer.id}-${index}` })),
          notes: props.notes,
          bounds: props.fitBounds ? [...props.fitBounds] : [],
        };
      } catch (error) {
        return {
          layers: [],
          notes: [
            `Layer ${id} could not be drawn: ${error instanceof Error ? error.message : String(error)}`,
          ],
          bounds: [],
        };
      }
    }),
  );
  return {
    layers: loaded.flatMap((l) => l.layers),
    notes: [...new Set(loaded.flatMap((l) => l.notes))],
    bounds: loaded.flatMap((l) => l.bounds),
  };
}
