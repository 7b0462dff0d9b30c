import { Map as MapLibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import type { Viewport } from './map-props';

/** Props of StyleBasemap. */
interface StyleBasemapProps {
  /** A MapLibre / Mapbox GL style JSON URL (MERIDIAN_MAP_STYLE_URL). */
  styleUrl: string;
  /** The deck.gl camera it follows. */
  camera: Viewport;
  width: number;
  height: number;
}

/**
 * The configured basemap under a deck.gl map: a MapLibre map that follows deck.gl's camera and takes no input.
 * Loaded only when the install sets MERIDIAN_MAP_STYLE_URL.
 */
export default function StyleBasemap({ styleUrl, camera, width, height }: StyleBasemapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  useEffect(() => {
    if (!containerRef.current) return undefined;
    const map = new MapLibreMap({
      container: containerRef.current,
      style: styleUrl,
      interactive: false,
      attributionControl: { compact: true },
      center: [camera.longitude, camera.latitude],
      zoom: camera.zoom,
      bearing: camera.bearing,
      pitch: camera.pitch,
    });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // One map per style; the camera follows below.
  }, [styleUrl]);
  useEffect(() => {
    mapRef.current?.jumpTo({
      center: [camera.longitude, camera.latitude],
      zoom: camera.zoom,
      bearing: camera.bearing,
      pitch: camera.pitch,
    });
  }, [camera]);
  useEffect(() => {
    mapRef.current?.resize();
  }, [width, height]);
  return <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />;
}
