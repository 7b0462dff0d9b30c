// The page of map-render.bench.ts (bundled by it, run in headless Chromium): Meridian's map renderer drawing a
// 100,000-point deck.gl scatter and a world choropleth, and plain deck.gl drawing the same points, each timed from
// chart data in memory to the first frame that shows it.
import { Deck } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { deckScatterFormDataSchema } from '../packages/viz/src/charts/deck-scatter/form-data';
import { transformDeckScatterProps } from '../packages/viz/src/charts/deck-scatter/transform-props';
import { worldMapFormDataSchema } from '../packages/viz/src/charts/world-map/form-data';
import { transformWorldMapProps } from '../packages/viz/src/charts/world-map/transform-props';
import { DeckMap } from '../packages/viz/src/maps/DeckMap';
import codes from 'i18n-iso-countries/codes.json';

const WIDTH = 1000;
const HEIGHT = 600;

/** What the bench calls in the page. */
export interface MapPage {
  /** Milliseconds from rows to the first drawn frame of the scatter, and the points it drew. */
  scatterFirstDraw(points: number): Promise<{ ms: number; features: number }>;
  /** The same for plain deck.gl (a ScatterplotLayer on a canvas, no basemap, no React). */
  rawScatterFirstDraw(points: number): Promise<{ ms: number; features: number }>;
  /** Milliseconds from rows to the first drawn frame of a world choropleth of every country. */
  worldFirstDraw(): Promise<{ ms: number; features: number }>;
}

declare global {
  interface Window {
    mapPage?: MapPage;
  }
}

/** Deterministic points spread over the inhabited latitudes. */
function pointRows(n: number): Record<string, unknown>[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: n }, () => ({ lon: random() * 360 - 180, lat: random() * 120 - 55 }));
}

function freshContainer(): HTMLDivElement {
  document.body.replaceChildren();
  const container = document.createElement('div');
  container.style.cssText = `width:${WIDTH}px;height:${HEIGHT}px`;
  document.body.append(container);
  return container;
}

/** Resolves after the frame that shows the current canvas has been painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves when the map reports that it has drawn its data (data-map-drawn). */
function whenDrawn(container: HTMLElement): Promise<HTMLElement> {
  return new Promise((resolve) => {
    const check = () => {
      const map = container.querySelector<HTMLElement>('[data-testid="deck-map"]');
      if (map?.dataset['mapDrawn'] === 'true') {
        observer.disconnect();
        resolve(map);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(container, { attributes: true, subtree: true, childList: true });
    check();
  });
}

let root: Root | null = null;

async function drawMap(
  render: (container: HTMLDivElement) => void,
): Promise<{ ms: number; features: number }> {
  root?.unmount();
  const container = freshContainer();
  const started = performance.now();
  render(container);
  const map = await whenDrawn(container);
  await nextPaint();
  return { ms: performance.now() - started, features: Number(map.dataset['mapFeatures']) };
}

const page: MapPage = {
  scatterFirstDraw: (n) => {
    const rows = pointRows(n);
    return drawMap((container) => {
      const formData = deckScatterFormDataSchema.parse({
        datasource: '1__table',
        viz_type: 'deck_scatter',
        spatial: { type: 'latlong', lonCol: 'lon', latCol: 'lat' },
        point_radius_fixed: { type: 'fix', value: 20_000 },
        point_unit: 'radius_m',
        autozoom: false,
      });
      const props = transformDeckScatterProps({
        formData,
        queriesData: [{ data: rows, colnames: ['lon', 'lat'], coltypes: [0, 0] }],
        width: WIDTH,
        height: HEIGHT,
      });
      root = createRoot(container);
      flushSync(() => root?.render(<DeckMap {...props} />));
    });
  },
  rawScatterFirstDraw: async (n) => {
    root?.unmount();
    root = null;
    const rows = pointRows(n);
    const container = freshContainer();
    const started = performance.now();
    const canvas = document.createElement('canvas');
    canvas.style.cssText = `width:${WIDTH}px;height:${HEIGHT}px`;
    container.append(canvas);
    await new Promise<void>((resolve) => {
      const deck = new Deck({
        canvas,
        width: WIDTH,
        height: HEIGHT,
        initialViewState: { longitude: 0, latitude: 0, zoom: 1 },
        layers: [
          new ScatterplotLayer<Record<string, unknown>>({
            id: 'raw',
            data: rows,
            getPosition: (d) => [Number(d['lon']), Number(d['lat'])],
            getRadius: 20_000,
            radiusMinPixels: 2,
            getFillColor: [0, 122, 135, 255],
          }),
        ],
        onAfterRender: () => {
          resolve();
          setTimeout(() => deck.finalize(), 0);
        },
      });
    });
    await nextPaint();
    return { ms: performance.now() - started, features: rows.length };
  },
  worldFirstDraw: () =>
    drawMap((container) => {
      const rows = (codes as [string, string, string][]).map(([, alpha3], i) => ({
        code: alpha3,
        population: i * 1000,
      }));
      const formData = worldMapFormDataSchema.parse({
        datasource: '1__table',
        viz_type: 'world_map',
        entity: 'code',
        country_fieldtype: 'cca3',
        metric: 'population',
      });
      const props = transformWorldMapProps({
        formData,
        queriesData: [{ data: rows, colnames: ['code', 'population'], coltypes: [1, 0] }],
        width: WIDTH,
        height: HEIGHT,
      });
      root = createRoot(container);
      flushSync(() => root?.render(<DeckMap {...props} />));
    }),
};
window.mapPage = page;
