import { encodeGeohash } from '../query/post-processing/geohash';
import { AIRPORTS } from './airports-data';
import type { Airport } from './airports-data';
import type { ExampleTableSpec } from './example-table';
import type { SqlLiteral } from './sql';
import { tempTable } from './sql';

/** Points around an airport, as a closed ring: its catchment area, wider for busier airports. */
function catchment(airport: Airport): [number, number][] {
  const radius = 0.25 + Math.sqrt(airport.traffic) * 0.12;
  const ring = Array.from({ length: 6 }, (_, i): [number, number] => {
    const angle = (Math.PI / 3) * i;
    const lon = airport.lon + (radius * Math.cos(angle)) / Math.cos((airport.lat * Math.PI) / 180);
    return [round(lon), round(airport.lat + radius * Math.sin(angle))];
  });
  return [...ring, ring[0] ?? [airport.lon, airport.lat]];
}

function round(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}

/** The busiest airport: every route path leads there. */
const HUB = AIRPORTS.reduce((a, b) => (b.traffic > a.traffic ? b : a));

/** A path from an airport to the hub in nine steps, bowed north like a great circle on a flat map. */
function routeToHub(airport: Airport): [number, number][] {
  const steps = 8;
  return Array.from({ length: steps + 1 }, (_, i): [number, number] => {
    const t = i / steps;
    const bow = Math.sin(Math.PI * t) * Math.min(8, Math.abs(HUB.lon - airport.lon) / 10);
    return [
      round(airport.lon + (HUB.lon - airport.lon) * t),
      round(airport.lat + (HUB.lat - airport.lat) * t + bow),
    ];
  });
}

/** One row per airport with its position stored every way a map reads one. */
export function airportRows(): SqlLiteral[][] {
  return AIRPORTS.map((a) => {
    const ring = catchment(a);
    return [
      a.iata,
      a.country,
      a.lat,
      a.lon,
      `${a.lat},${a.lon}`,
      encodeGeohash(a.lat, a.lon, 7),
      a.traffic,
      a.delayFactor,
      JSON.stringify(ring),
      JSON.stringify({
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [ring] },
        properties: { iata: a.iata, traffic: a.traffic },
      }),
      a.iata === HUB.iata ? null : JSON.stringify(routeToHub(a)),
    ];
  });
}

function statements(): string[] {
  return [
    ...tempTable(
      'ap_airports',
      [
        ['iata', 'VARCHAR'],
        ['country', 'VARCHAR'],
        ['latitude', 'DOUBLE'],
        ['longitude', 'DOUBLE'],
        ['lat_lon', 'VARCHAR'],
        ['geohash', 'VARCHAR'],
        ['traffic', 'DOUBLE'],
        ['delay_factor', 'DOUBLE'],
        ['catchment', 'VARCHAR'],
        ['catchment_geojson', 'VARCHAR'],
        ['route_to_hub', 'VARCHAR'],
      ],
      airportRows(),
    ),
    'CREATE TABLE airports AS SELECT * FROM ap_airports ORDER BY traffic DESC, iata',
  ];
}

/** The 40 airports of `flights` with real coordinates, also as "lat,lon" text, geohashes, areas and paths. */
export const airportsTable: ExampleTableSpec = {
  name: 'airports',
  statements,
};
