import { useEffect, useMemo, useState } from 'react';
import { DeckMap } from '../../maps/DeckMap';
import { boundsOf } from '../../maps/spatial';
import { createVizRegistry } from '../../plugin';
import { deckArcPlugin } from '../deck-arc';
import { deckContourPlugin } from '../deck-contour';
import { deckGeojsonPlugin } from '../deck-geojson';
import { deckGridPlugin } from '../deck-grid';
import { deckHeatmapPlugin } from '../deck-heatmap';
import { deckHexPlugin } from '../deck-hex';
import { deckPathPlugin } from '../deck-path';
import { deckPolygonPlugin } from '../deck-polygon';
import { deckScatterPlugin } from '../deck-scatter';
import { deckScreengridPlugin } from '../deck-screengrid';
import { loadLayers, type LoadedLayers } from './load-layers';
import type { DeckMultiRendererProps } from './transform-props';

const LAYER_PLUGINS = createVizRegistry([
  deckScatterPlugin,
  deckArcPlugin,
  deckPathPlugin,
  deckPolygonPlugin,
  deckGeojsonPlugin,
  deckHexPlugin,
  deckGridPlugin,
  deckScreengridPlugin,
  deckHeatmapPlugin,
  deckContourPlugin,
]);

/** Renderer of deck.gl Multiple Layers (lazy): loads the chosen charts' layers, then draws them on one map. */
export default function DeckMultiChart(props: DeckMultiRendererProps) {
  const { sliceIds, extraFormData, width, height } = props;
  const [loaded, setLoaded] = useState<LoadedLayers | null>(null);
  const key = JSON.stringify([sliceIds, extraFormData]);
  useEffect(() => {
    let live = true;
    void loadLayers(sliceIds, extraFormData, LAYER_PLUGINS, { width, height }).then((result) => {
      if (live) setLoaded(result);
    });
    return () => {
      live = false;
    };
    // Loaded again only when the charts or the filters change (key), not on resize.
  }, [key]);
  const fitBounds = useMemo(
    () => (props.autozoom && loaded ? boundsOf(loaded.bounds) : null),
    [loaded, props.autozoom],
  );
  return (
    <DeckMap
      {...props}
      layers={loaded?.layers ?? []}
      fitBounds={fitBounds}
      notes={[...props.notes, ...(loaded?.notes ?? [])]}
    />
  );
}
