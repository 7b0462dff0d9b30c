import { Deck, type Layer, type PickingInfo } from '@deck.gl/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { boundariesOf, worldCountries } from './boundaries';
import { initialCamera, roundedCamera } from './camera';
import { rgbaCss } from './colors';
import { basemapLayer, deckLayersOf, type LoadedBoundaries } from './deck-layers';
import { loadMapStyleUrl } from './map-config';
import type { MapLayerSpec, MapRendererProps, Viewport } from './map-props';

const StyleBasemap = lazy(() => import('./StyleBasemap'));

/** Wait after the last camera move before explore saves the viewport. */
const SAVE_VIEWPORT_DELAY_MS = 400;
const OCEAN = '#F4F7FA';

function neededBoundaries(layers: readonly MapLayerSpec[], showBasemap: boolean): ('world' | 'usa')[] {
  const sets = new Set<'world' | 'usa'>(showBasemap ? ['world'] : []);
  for (const layer of layers) if (layer.kind === 'choropleth') sets.add(layer.boundaries);
  return [...sets];
}

/** Tooltip text of a picked object, from the spec of its layer. */
function tooltipText(info: PickingInfo, specs: ReadonlyMap<string, MapLayerSpec>): string | null {
  if (!info.object || !info.layer) return null;
  const object: unknown = info.object;
  const spec = specs.get(info.layer.id) ?? specs.get(info.layer.id.replace(/-bubbles$/, ''));
  if (!spec) return null;
  switch (spec.kind) {
    case 'scatter':
    case 'arc':
    case 'path':
    case 'polygon':
    case 'geojson':
      return (spec.tooltip as (o: unknown) => string)(object);
    case 'choropleth': {
      if (info.layer.id.endsWith('-bubbles')) return (object as { label: string }).label;
      const props = (object as { properties: { regionId: string; name: string } }).properties;
      return spec.tooltip(props.regionId, props.name);
    }
    default: {
      const cell = object as { colorValue?: number; count?: number; value?: number };
      const value = cell.colorValue ?? cell.value ?? cell.count;
      return value === undefined ? null : `Value: ${value.toLocaleString('en-US')}`;
    }
  }
}

/**
 * A deck.gl (WebGL) map: the offline country boundaries (or the configured basemap style) under the chart's
 * layers, a legend and notes. One WebGL context per chart, made once: resizes and new data update it.
 */
export function DeckMap(props: MapRendererProps) {
  const { width, height, layers, viewport, fitBounds, showBasemap, interactive, hooks } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const deckRef = useRef<Deck | null>(null);
  const [boundaries, setBoundaries] = useState<LoadedBoundaries>({});
  const [styleUrl, setStyleUrl] = useState<string | null | undefined>(undefined);
  const cameraKey = JSON.stringify([viewport, fitBounds]);
  const [camera, setCamera] = useState<Viewport>(() => initialCamera(viewport, fitBounds, width, height));
  const sizeRef = useRef({ width, height });
  sizeRef.current = { width, height };
  const setControlValue = hooks?.setControlValue;
  const saveRef = useRef<{ timer?: ReturnType<typeof setTimeout>; save?: typeof setControlValue }>({});
  saveRef.current.save = setControlValue;

  // A new saved viewport or new data moves the camera; a resize alone does not.
  useEffect(() => {
    const next = initialCamera(viewport, fitBounds, sizeRef.current.width, sizeRef.current.height);
    // An equal camera would still make deck.gl draw a frame again.
    setCamera((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    // cameraKey stands for viewport and fitBounds by value.
  }, [cameraKey]);

  useEffect(() => {
    let live = true;
    void loadMapStyleUrl().then((url) => live && setStyleUrl(url));
    return () => {
      live = false;
    };
  }, []);

  // The offline basemap loads while the style setting is asked, so the first frame with data is the finished map.
  const wanted = neededBoundaries(layers, showBasemap && !styleUrl).join(',');
  useEffect(() => {
    let live = true;
    const sets = wanted === '' ? [] : (wanted.split(',') as ('world' | 'usa')[]);
    void Promise.all(sets.map(async (set) => [set, await boundariesOf(set)] as const)).then((loaded) => {
      if (live) setBoundaries((current) => ({ ...current, ...Object.fromEntries(loaded) }));
    });
    return () => {
      live = false;
    };
  }, [wanted]);

  const specs = useMemo(() => new Map(layers.map((l) => [l.id, l])), [layers]);
  const ready = styleUrl !== undefined && (wanted === '' || wanted.split(',').every((s) => s in boundaries));
  // Nothing is drawn until the boundaries and the style setting are in: with many points every frame is costly
  // (WebGL in software on machines without a GPU), so the first frame with data should be the finished map.
  const deckLayers = useMemo<Layer[]>(() => {
    if (!ready) return [];
    const base = showBasemap && styleUrl === null && boundaries.world ? [basemapLayer(boundaries.world)] : [];
    return [...base, ...layers.flatMap((spec) => deckLayersOf(spec, boundaries))];
  }, [ready, layers, boundaries, showBasemap, styleUrl]);

  // The WebGL context: created once per chart, finalized when the chart goes.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const deck = new Deck({
      canvas,
      width: sizeRef.current.width,
      height: sizeRef.current.height,
      controller: interactive,
      viewState: camera,
      layers: [],
      onViewStateChange: ({ viewState, interactionState }) => {
        const next = viewState as Viewport;
        setCamera({
          longitude: next.longitude,
          latitude: next.latitude,
          zoom: next.zoom,
          bearing: next.bearing ?? 0,
          pitch: next.pitch ?? 0,
        });
        const saver = saveRef.current;
        if (!saver.save || !interactionState) return;
        clearTimeout(saver.timer);
        saver.timer = setTimeout(() => saver.save?.('viewport', roundedCamera(next)), SAVE_VIEWPORT_DELAY_MS);
      },
    });
    deckRef.current = deck;
    return () => {
      clearTimeout(saveRef.current.timer);
      deck.finalize();
      deckRef.current = null;
    };
    // The context is made once; later props reach it through setProps below.
  }, []);

  useEffect(() => {
    deckRef.current?.setProps({ width, height });
  }, [width, height]);
  useEffect(() => {
    deckRef.current?.setProps({ viewState: camera });
  }, [camera]);
  useEffect(() => {
    deckRef.current?.setProps({
      layers: deckLayers,
      getTooltip: (info: PickingInfo) => {
        const text = tooltipText(info, specs);
        return text ? { text, style: { fontSize: '12px', whiteSpace: 'pre', zIndex: '10' } } : null;
      },
      onAfterRender: () => {
        // Tests and the benchmark read this: the map has drawn its data over its boundaries.
        if (ready && hostRef.current) hostRef.current.dataset['mapDrawn'] = 'true';
      },
    });
  }, [deckLayers, specs, ready]);

  return (
    <div
      ref={hostRef}
      data-testid="deck-map"
      data-map-ready={ready ? 'true' : 'false'}
      data-map-features={featureCount(layers)}
      data-map-camera={JSON.stringify(roundedCamera(camera))}
      style={{ position: 'relative', width, height, overflow: 'hidden', background: OCEAN }}
    >
      {styleUrl ? (
        <Suspense fallback={null}>
          <StyleBasemap styleUrl={styleUrl} camera={camera} width={width} height={height} />
        </Suspense>
      ) : null}
      <canvas ref={canvasRef} style={{ position: 'absolute', inset: 0, width, height }} />
      {props.legend ? <Legend legend={props.legend} /> : null}
      {props.notes.length > 0 ? (
        <div
          data-testid="map-notes"
          style={{
            position: 'absolute',
            left: 4,
            bottom: 4,
            right: 4,
            fontSize: 11,
            color: '#595959',
            pointerEvents: 'none',
          }}
        >
          {props.notes.map((note) => (
            <div
              key={note}
              style={{ background: 'rgba(255,255,255,0.85)', padding: '1px 4px', width: 'fit-content' }}
            >
              {note}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Features a map draws (tests read it): points, arcs, paths, shapes, or filled regions. */
function featureCount(layers: readonly MapLayerSpec[]): number {
  return layers.reduce(
    (sum, layer) => sum + (layer.kind === 'choropleth' ? layer.fills.size : layer.data.length),
    0,
  );
}

const CORNERS = {
  tl: { top: 8, left: 8 },
  tr: { top: 8, right: 8 },
  bl: { bottom: 28, left: 8 },
  br: { bottom: 28, right: 8 },
} as const;

function Legend({ legend }: { legend: NonNullable<MapRendererProps['legend']> }) {
  return (
    <div
      data-testid="map-legend"
      style={{
        position: 'absolute',
        ...CORNERS[legend.position],
        background: 'rgba(255,255,255,0.9)',
        padding: '4px 8px',
        fontSize: 11,
        maxHeight: '60%',
        overflowY: 'auto',
        borderRadius: 4,
      }}
    >
      {legend.entries.map((entry) => (
        <div key={entry.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span
            style={{ width: 10, height: 10, background: rgbaCss(entry.color), display: 'inline-block' }}
          />
          {entry.label}
        </div>
      ))}
    </div>
  );
}

/** Loads the world boundaries ahead of the first map (the bench and pages that know a map is coming). */
export function preloadBoundaries(): Promise<unknown> {
  return worldCountries();
}
