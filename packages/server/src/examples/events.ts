import type { ExampleSize, ExampleTableSpec } from './example-table';
import { cumulativeLowerBound, mapCase, sqlNumber, sqlString, weightedCase } from './sql';
import type { WeightedValue } from './sql';

/** Rows and distinct users of the events table per example size. */
export const EVENTS_SIZES: Readonly<Record<ExampleSize, { readonly rows: number; readonly users: number }>> =
  {
    small: { rows: 1_000_000, users: 50_000 },
    full: { rows: 10_000_000, users: 400_000 },
  };

// Users per country, with a price level for purchase amounts; names match country_stats for joins.
const COUNTRIES: readonly (readonly [name: string, weight: number, priceLevel: number])[] = [
  ['United States', 30, 1.0],
  ['India', 9, 0.45],
  ['United Kingdom', 7, 0.95],
  ['Germany', 6, 0.95],
  ['Brazil', 6, 0.6],
  ['France', 5, 0.9],
  ['Canada', 5, 0.95],
  ['Japan', 4, 0.9],
  ['Mexico', 4, 0.6],
  ['Spain', 3, 0.8],
  ['Italy', 3, 0.85],
  ['Australia', 3, 1.05],
  ['Indonesia', 3, 0.45],
  ['Netherlands', 2, 0.95],
  ['Philippines', 2, 0.45],
  ['Nigeria', 2, 0.4],
  ['Poland', 2, 0.7],
  ['South Korea', 2, 0.9],
  ['Sweden', 1, 1.0],
  ['Argentina', 1, 0.55],
];

const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
type Device = (typeof DEVICES)[number];

const DEVICE_SHARE: readonly WeightedValue[] = [
  { value: 'mobile', weight: 55 },
  { value: 'desktop', weight: 35 },
  { value: 'tablet', weight: 10 },
];

// Activity per local hour: desktops follow office hours, phones and tablets the evening sofa.
const HOUR_WEIGHTS: Readonly<Record<Device, readonly number[]>> = {
  desktop: [
    0.1, 0.05, 0.03, 0.03, 0.05, 0.15, 0.35, 0.7, 1.0, 1.2, 1.25, 1.2, 1.0, 1.15, 1.2, 1.15, 1.05, 0.9, 0.7,
    0.6, 0.55, 0.45, 0.3, 0.18,
  ],
  mobile: [
    0.35, 0.2, 0.1, 0.06, 0.06, 0.12, 0.3, 0.6, 0.75, 0.75, 0.75, 0.8, 0.95, 0.85, 0.8, 0.8, 0.85, 0.95, 1.1,
    1.25, 1.35, 1.3, 1.0, 0.65,
  ],
  tablet: [
    0.2, 0.1, 0.05, 0.03, 0.03, 0.06, 0.15, 0.35, 0.5, 0.55, 0.6, 0.6, 0.7, 0.65, 0.6, 0.6, 0.7, 0.85, 1.1,
    1.3, 1.4, 1.3, 0.9, 0.45,
  ],
};

// Activity per ISO weekday (1 = Monday): desktops fade at the weekend, phones and tablets pick up.
const WEEKDAY_WEIGHTS: Readonly<Record<Device, readonly number[]>> = {
  desktop: [1.1, 1.12, 1.1, 1.08, 1.0, 0.6, 0.65],
  mobile: [0.95, 0.95, 0.95, 0.97, 1.0, 1.15, 1.2],
  tablet: [0.9, 0.9, 0.9, 0.92, 1.0, 1.2, 1.3],
};

// Basket size relative to the country's price level: bigger baskets are bought at a desk.
const DEVICE_BASKET: Readonly<Record<Device, number>> = { desktop: 1.15, mobile: 0.9, tablet: 1.05 };

// Desktop shoppers convert best; phones browse.
const EVENT_MIX: Readonly<Record<Device, readonly WeightedValue[]>> = {
  desktop: mix(60, 28, 6, 2, 4),
  mobile: mix(66, 26, 4.5, 1.5, 2),
  tablet: mix(64, 27, 5, 1.5, 2.5),
};

function mix(
  pageView: number,
  click: number,
  addToCart: number,
  signup: number,
  purchase: number,
): WeightedValue[] {
  return [
    { value: 'page_view', weight: pageView },
    { value: 'click', weight: click },
    { value: 'add_to_cart', weight: addToCart },
    { value: 'signup', weight: signup },
    { value: 'purchase', weight: purchase },
  ];
}

function hourCdf(): string {
  const perDevice = DEVICES.map(
    (device) => `SELECT ${sqlString(device)} AS device, hour_ts, round(1000000
       * ${mapCase(
         'hour(hour_ts)',
         HOUR_WEIGHTS[device].map((w, h) => [h, w]),
         1,
       )}
       * ${mapCase(
         'isodow(hour_ts)',
         WEEKDAY_WEIGHTS[device].map((w, d) => [d + 1, w]),
         1,
       )}
       * day_factor)::BIGINT AS w
     FROM hours`,
  );
  return `CREATE OR REPLACE TEMP TABLE ev_hour_cdf AS
     WITH hours AS (
       SELECT h AS hour_ts,
         -- Steady growth over the year, shopping peaks around Black Friday, quiet holidays.
         (1 + 0.35 * (dayofyear(h) - 1) / 366.0)
         * (CASE h::DATE WHEN DATE '2024-11-29' THEN 1.9 WHEN DATE '2024-12-02' THEN 1.6
                         WHEN DATE '2024-12-24' THEN 0.8 WHEN DATE '2024-12-25' THEN 0.6 WHEN DATE '2024-01-01' THEN 0.7
                         ELSE (CASE WHEN h::DATE BETWEEN DATE '2024-11-25' AND DATE '2024-12-01' THEN 1.2 ELSE 1 END) END)
           AS day_factor
       FROM range(TIMESTAMP '2024-01-01', TIMESTAMP '2025-01-01', INTERVAL 1 HOUR) t(h)
     ), weighted AS (
       ${perDevice.join('\n UNION ALL ')}
     )
     SELECT device, hour_ts, ${cumulativeLowerBound('w', 'hour_ts', 'device')} AS lo FROM weighted`;
}

function statements(size: ExampleSize): string[] {
  const { rows, users } = EVENTS_SIZES[size];
  const deviceCase = (u: string, pick: (device: Device) => string): string =>
    `CASE ${u} ${DEVICES.map((device) => `WHEN ${sqlString(device)} THEN ${pick(device)}`).join(' ')} END`;
  return [
    hourCdf(),
    `CREATE TABLE events AS
     WITH draws AS (
       SELECT range AS i,
         -- Skewed activity: a few users generate many events. Multiplying by a prime modulo the user count
         -- is a bijection, so heavy users are spread over the id range instead of being the low ids.
         100001 + ((1 + floor(pow(ex_rnd(range, 'ev-user'), 2.2) * ${users}))::BIGINT * 7919) % ${users} AS user_id,
         ex_rnd(range, 'ev-switch') AS u_switch, ex_rnd(range, 'ev-device') AS u_device,
         ex_rnd(range, 'ev-time') AS u_time, ex_rnd(range, 'ev-type') AS u_type
       FROM range(${rows})
     ), per_user AS (
       -- Country and usual device are properties of the user, so they are drawn from the user id.
       SELECT *, ex_rnd(user_id, 'ev-country') AS u_country, ex_rnd(user_id, 'ev-main-device') AS u_main_device
       FROM draws
     ), attributed AS (
       SELECT i, user_id, u_time, u_type,
         ${weightedCase(
           'u_country',
           COUNTRIES.map(([name, weight]) => ({ value: name, weight })),
         )} AS country,
         CASE WHEN u_switch < 0.15 THEN ${weightedCase('u_device', DEVICE_SHARE)}
              ELSE ${weightedCase('u_main_device', DEVICE_SHARE)} END AS device
       FROM per_user
     ), timed AS (
       SELECT a.*, h.hour_ts + to_seconds(floor(ex_rnd(a.i, 'ev-second') * 3600)::BIGINT) AS ts
       FROM attributed a ASOF JOIN ev_hour_cdf h ON a.device = h.device AND a.u_time >= h.lo
     ), typed AS (
       SELECT *, ${deviceCase('device', (device) => weightedCase('u_type', EVENT_MIX[device]))} AS event_type
       FROM timed
     )
     SELECT ts, user_id, country, device, event_type,
       CASE WHEN event_type = 'purchase' THEN round(
         exp(3.7 + 0.75 * ex_norm(i, 'ev-revenue'))
         * ${mapCase(
           'country',
           COUNTRIES.map(([name, , level]) => [name, level]),
           1,
         )}
         * ${deviceCase('device', (device) => sqlNumber(DEVICE_BASKET[device]))}, 2)
       END AS revenue
     FROM typed
     ORDER BY ts, i`,
  ];
}

/** Product analytics events in 2024 (page views to purchases) with daily and weekly rhythms per device. */
export const eventsTable: ExampleTableSpec = {
  name: 'events',
  statements,
};
