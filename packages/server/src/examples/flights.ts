import { AIRPORTS, FOREIGN_AIRLINE_DELAY, US_AIRLINES } from './airports-data';
import type { Airport } from './airports-data';
import type { ExampleTableSpec } from './example-table';
import { cumulativeLowerBound, mapCase, tempTable } from './sql';
import type { SqlLiteral } from './sql';

const FLIGHT_ROWS = 1_000_000;

// Relative departures per hour of the local day: a morning bank, a steady afternoon, a few red-eyes.
const HOUR_WEIGHTS = [
  0.05, 0.02, 0.01, 0.01, 0.05, 0.35, 1.0, 1.1, 1.1, 1.0, 0.95, 0.95, 0.95, 0.95, 0.95, 0.95, 1.0, 1.05, 1.0,
  0.95, 0.8, 0.6, 0.4, 0.25,
];
// Traffic per month: quiet winter, summer peak.
const MONTH_TRAFFIC = [0.88, 0.85, 1.0, 1.0, 1.02, 1.1, 1.14, 1.1, 0.96, 1.0, 0.98, 1.04];
// Delay proneness per month: summer thunderstorms and December weather.
const MONTH_DELAY = [1.05, 0.95, 0.95, 0.9, 0.95, 1.3, 1.35, 1.15, 0.8, 0.8, 0.85, 1.25];

/** Which airlines fly a route and their relative weights: hub carriers dominate their hubs. */
export function routeAirlines(origin: Airport, destination: Airport): [airline: string, weight: number][] {
  const foreign = [origin, destination].filter((a) => a.country !== 'US');
  const hubBonus = (hubs: readonly string[]): number =>
    1 + 3 * (hubs.includes(origin.iata) ? 1 : 0) + 3 * (hubs.includes(destination.iata) ? 1 : 0);
  if (foreign.length === 0) {
    return US_AIRLINES.map((airline) => [airline.name, airline.domesticShare * hubBonus(airline.hubs)]);
  }
  const carriers: [string, number][] = foreign.flatMap((a) =>
    a.homeAirline === undefined ? [] : [[a.homeAirline, foreign.length === 1 ? 6 : 5] as [string, number]],
  );
  if (foreign.length === 1) {
    for (const airline of US_AIRLINES) {
      if (airline.international) carriers.push([airline.name, 2 * hubBonus(airline.hubs)]);
    }
  }
  return carriers;
}

function routeAirlineRows(): SqlLiteral[][] {
  const delays = new Map<string, number>([
    ...US_AIRLINES.map((a) => [a.name, a.delayFactor] as const),
    ...Object.entries(FOREIGN_AIRLINE_DELAY),
  ]);
  return AIRPORTS.flatMap((origin) =>
    AIRPORTS.filter((destination) => destination.iata !== origin.iata).flatMap((destination) =>
      routeAirlines(origin, destination).map(([airline, weight]) => [
        origin.iata,
        destination.iata,
        airline,
        weight,
        delays.get(airline) ?? 1,
      ]),
    ),
  );
}

function statements(): string[] {
  return [
    ...tempTable(
      'fl_airports',
      [
        ['iata', 'VARCHAR'],
        ['country', 'VARCHAR'],
        ['lat', 'DOUBLE'],
        ['lon', 'DOUBLE'],
        ['traffic', 'DOUBLE'],
        ['delay_factor', 'DOUBLE'],
      ],
      AIRPORTS.map((a) => [a.iata, a.country, a.lat, a.lon, a.traffic, a.delayFactor]),
    ),
    ...tempTable(
      'fl_route_airlines',
      [
        ['origin', 'VARCHAR'],
        ['destination', 'VARCHAR'],
        ['airline', 'VARCHAR'],
        ['share', 'BIGINT'],
        ['airline_delay', 'DOUBLE'],
      ],
      routeAirlineRows(),
    ),
    `CREATE OR REPLACE TEMP TABLE fl_routes AS
     WITH pairs AS (
       SELECT o.iata AS origin, d.iata AS destination, o.country AS origin_country, d.country AS destination_country,
         o.traffic AS origin_traffic, d.traffic AS destination_traffic, o.delay_factor AS origin_delay,
         o.lat AS origin_lat, o.lon AS origin_lon, d.lat AS destination_lat, d.lon AS destination_lon,
         -- Haversine great-circle distance on a 6371 km sphere.
         2 * 6371 * asin(sqrt(
           pow(sin(radians(d.lat - o.lat) / 2), 2)
           + cos(radians(o.lat)) * cos(radians(d.lat)) * pow(sin(radians(d.lon - o.lon) / 2), 2)
         )) AS distance
       FROM fl_airports o JOIN fl_airports d ON o.iata <> d.iata
     )
     SELECT *,
       -- Gravity model: busy airports pair up more, long and very short hops are rarer, airports of one
       -- city are not connected, and only big US hubs fly abroad.
       origin_traffic * destination_traffic * pow(distance / 1000, -0.9)
         * (CASE WHEN distance < 150 THEN 0 WHEN distance < 400 THEN 0.35 ELSE 1 END)
         * (CASE WHEN origin_country = 'US' AND destination_country = 'US' THEN 1
                 WHEN origin_country <> 'US' AND destination_country <> 'US' THEN 0.5
                 WHEN least(CASE WHEN origin_country = 'US' THEN origin_traffic ELSE 999 END,
                            CASE WHEN destination_country = 'US' THEN destination_traffic ELSE 999 END) >= 20 THEN 0.5
                 ELSE 0 END) AS gravity
     FROM pairs`,
    `CREATE OR REPLACE TEMP TABLE fl_route_cdf AS
     WITH weighted AS (
       SELECT r.*, ra.airline, ra.airline_delay,
         -- Integer weights keep the running sums exact, see cumulativeLowerBound.
         round(r.gravity * 1000 * ra.share / sum(ra.share) OVER (PARTITION BY r.origin, r.destination))::BIGINT AS w
       FROM fl_routes r JOIN fl_route_airlines ra ON ra.origin = r.origin AND ra.destination = r.destination
     )
     SELECT *, ${cumulativeLowerBound('w', 'origin, destination, airline')} AS lo FROM weighted WHERE w > 0`,
    `CREATE OR REPLACE TEMP TABLE fl_hour_cdf AS
     WITH hours AS (
       SELECT h AS hour_ts FROM range(TIMESTAMP '2023-01-01', TIMESTAMP '2024-01-01', INTERVAL 1 HOUR) t(h)
     ), weighted AS (
       SELECT hour_ts, round(1000000
         * ${mapCase(
           'hour(hour_ts)',
           HOUR_WEIGHTS.map((w, h) => [h, w]),
           1,
         )}
         * ${mapCase(
           'month(hour_ts)',
           MONTH_TRAFFIC.map((w, m) => [m + 1, w]),
           1,
         )}
         * (CASE isodow(hour_ts) WHEN 6 THEN 0.85 WHEN 2 THEN 0.95 WHEN 3 THEN 0.95 WHEN 1 THEN 1.0 ELSE 1.05 END)
         * (CASE WHEN hour_ts::DATE BETWEEN DATE '2023-11-21' AND DATE '2023-11-26' THEN 1.1
                 WHEN hour_ts::DATE >= DATE '2023-12-20' OR hour_ts::DATE <= DATE '2023-01-02' THEN 1.08
                 ELSE 1 END))::BIGINT AS w
       FROM hours
     )
     SELECT hour_ts, ${cumulativeLowerBound('w', 'hour_ts')} AS lo FROM weighted`,
    `CREATE TABLE flights AS
     WITH draws AS (
       SELECT range AS i, ex_rnd(range, 'fl-route') AS u_route, ex_rnd(range, 'fl-hour') AS u_hour
       FROM range(${FLIGHT_ROWS})
     ), picked AS (
       SELECT d.i, r.origin, r.destination, r.airline, r.distance, r.origin_lat, r.origin_lon,
         r.destination_lat, r.destination_lon, h.hour_ts,
         (0.7 + 0.045 * greatest(0, hour(h.hour_ts) - 5))
           * ${mapCase(
             'month(h.hour_ts)',
             MONTH_DELAY.map((w, m) => [m + 1, w]),
             1,
           )}
           * r.origin_delay * r.airline_delay AS delay_scale
       FROM draws d
       ASOF JOIN fl_route_cdf r ON d.u_route >= r.lo
       ASOF JOIN fl_hour_cdf h ON d.u_hour >= h.lo
     ), shaped AS (
       SELECT *, least(0.5, 0.17 * delay_scale) AS p_late, ex_rnd(i, 'fl-delay') AS u_delay,
         ex_rnd(i, 'fl-delay-size') AS v_delay
       FROM picked
     )
     SELECT
       hour_ts + to_minutes((5 * floor(ex_rnd(i, 'fl-minute') * 12))::BIGINT) AS departure_time,
       origin, destination, airline, round(distance, 1) AS distance,
       -- Most flights leave early, on time or a few minutes late; the late ones have an exponential tail.
       (CASE WHEN u_delay < p_late THEN least(1200, 15 + floor(-ln(1 - v_delay) * 40 * delay_scale))
             WHEN (u_delay - p_late) / (1 - p_late) < 0.32 THEN -(1 + floor(v_delay * 12))
             WHEN (u_delay - p_late) / (1 - p_late) < 0.62 THEN 0
             ELSE 1 + floor(v_delay * 14) END)::INTEGER AS delay_minutes,
       origin_lat, origin_lon, destination_lat, destination_lon
     FROM shaped
     ORDER BY departure_time, i`,
  ];
}

/** One million flights in 2023 between 40 real airports, with distances and a long tail of delays. */
export const flightsTable: ExampleTableSpec = {
  name: 'flights',
  statements,
};
