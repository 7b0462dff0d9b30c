import { WebMercatorViewport } from '@deck.gl/core';
import type { Viewport } from './map-props';
import type { Position } from './spatial';

/** Padding around data when the camera fits it, pixels. */
const FIT_PADDING = 24;
/** Zoom used when all the data is one point. */
const SINGLE_POINT_ZOOM = 10;

/** The camera a map opens with: fitted to the bounds (autozoom) or the saved viewport. */
export function initialCamera(
  viewport: Viewport,
  fitBounds: [Position, Position] | null,
  width: number,
  height: number,
): Viewport {
  if (!fitBounds || width <= 2 * FIT_PADDING || height <= 2 * FIT_PADDING) return viewport;
  const [[minLon, minLat], [maxLon, maxLat]] = fitBounds;
  if (minLon === maxLon && minLat === maxLat)
    return { ...viewport, longitude: minLon, latitude: minLat, zoom: SINGLE_POINT_ZOOM };
  const fitted = new WebMercatorViewport({ width, height }).fitBounds(
    [
      [minLon, minLat],
      [maxLon, maxLat],
    ],
    { padding: FIT_PADDING },
  );
  return {
    longitude: fitted.longitude,
    latitude: fitted.latitude,
    zoom: Math.max(0, fitted.zoom),
    bearing: viewport.bearing,
    pitch: viewport.pitch,
  };
}

/** A camera rounded for saving (6 decimals of degrees, 2 of zoom and angles). */
export function roundedCamera(camera: Viewport): Viewport {
  const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;
  return {
    longitude: round(camera.longitude, 6),
    latitude: round(camera.latitude, 6),
    zoom: round(camera.zoom, 2),
    bearing: round(camera.bearing, 2),
    pitch: round(camera.pitch, 2),
  };
}
