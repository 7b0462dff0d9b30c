import type { ExampleTableSpec } from './example-table';
import { cumulativeLowerBound, mapCase, sqlNumber, tempTable, weightedCase } from './sql';

const TARGET_ROWS = 200_000;

/** A market: its share of 2020 orders, yearly order growth and local price level. */
interface Market {
  readonly country: string;
  readonly region: string;
  readonly weight: number;
  readonly growth: number;
  readonly priceLevel: number;
}

const MARKETS: readonly Market[] = [
  { country: 'United States', region: 'North America', weight: 30, growth: 0.08, priceLevel: 1.0 },
  { country: 'Canada', region: 'North America', weight: 5, growth: 0.07, priceLevel: 1.02 },
  { country: 'Mexico', region: 'North America', weight: 3, growth: 0.12, priceLevel: 0.9 },
  { country: 'United Kingdom', region: 'EMEA', weight: 7, growth: 0.05, priceLevel: 1.05 },
  { country: 'Germany', region: 'EMEA', weight: 8, growth: 0.05, priceLevel: 1.04 },
  { country: 'France', region: 'EMEA', weight: 8, growth: 0.05, priceLevel: 1.04 },
  { country: 'Spain', region: 'EMEA', weight: 6, growth: 0.06, priceLevel: 0.97 },
  { country: 'Italy', region: 'EMEA', weight: 4, growth: 0.04, priceLevel: 1.0 },
  { country: 'Netherlands', region: 'EMEA', weight: 3, growth: 0.06, priceLevel: 1.04 },
  { country: 'Belgium', region: 'EMEA', weight: 1.5, growth: 0.05, priceLevel: 1.03 },
  { country: 'Switzerland', region: 'EMEA', weight: 2, growth: 0.05, priceLevel: 1.15 },
  { country: 'Austria', region: 'EMEA', weight: 1, growth: 0.05, priceLevel: 1.04 },
  { country: 'Sweden', region: 'EMEA', weight: 2, growth: 0.06, priceLevel: 1.08 },
  { country: 'Norway', region: 'EMEA', weight: 1.5, growth: 0.06, priceLevel: 1.12 },
  { country: 'Denmark', region: 'EMEA', weight: 1.5, growth: 0.05, priceLevel: 1.1 },
  { country: 'Finland', region: 'EMEA', weight: 1, growth: 0.04, priceLevel: 1.06 },
  { country: 'Ireland', region: 'EMEA', weight: 1, growth: 0.09, priceLevel: 1.06 },
  { country: 'United Arab Emirates', region: 'EMEA', weight: 1, growth: 0.14, priceLevel: 1.05 },
  { country: 'Japan', region: 'APAC', weight: 5, growth: 0.03, priceLevel: 1.0 },
  { country: 'Australia', region: 'APAC', weight: 5, growth: 0.07, priceLevel: 1.06 },
  { country: 'Singapore', region: 'APAC', weight: 2, growth: 0.1, priceLevel: 1.05 },
  { country: 'India', region: 'APAC', weight: 3, growth: 0.2, priceLevel: 0.8 },
  { country: 'South Korea', region: 'APAC', weight: 2, growth: 0.08, priceLevel: 1.0 },
  { country: 'New Zealand', region: 'APAC', weight: 1, growth: 0.06, priceLevel: 1.05 },
  { country: 'Brazil', region: 'LATAM', weight: 3, growth: 0.1, priceLevel: 0.88 },
  { country: 'Argentina', region: 'LATAM', weight: 1.5, growth: 0.04, priceLevel: 0.85 },
  { country: 'Chile', region: 'LATAM', weight: 1, growth: 0.08, priceLevel: 0.92 },
  { country: 'Colombia', region: 'LATAM', weight: 1, growth: 0.11, priceLevel: 0.86 },
];

// Superset's sample sales set sells scale models; keep its product lines so its dashboards feel familiar.
const PRODUCT_LINES: readonly (readonly [name: string, weight: number, basePrice: number])[] = [
  ['Classic Cars', 34, 110],
  ['Vintage Cars', 21, 85],
  ['Motorcycles', 12, 90],
  ['Trucks and Buses', 11, 95],
  ['Planes', 11, 80],
  ['Ships', 8, 75],
  ['Trains', 3, 70],
];

// Orders per month relative to the year's average: slow start, summer lull, strong Q4.
const MONTH_FACTORS = [0.85, 0.8, 0.92, 0.9, 0.95, 0.95, 0.88, 0.93, 1.0, 1.12, 1.35, 1.45];

function statements(): string[] {
  const monthFactor = mapCase(
    'month(day)',
    MONTH_FACTORS.map((factor, index) => [index + 1, factor]),
    1,
  );
  return [
    ...tempTable(
      'sales_markets',
      [
        ['country', 'VARCHAR'],
        ['region', 'VARCHAR'],
        ['weight', 'DOUBLE'],
        ['growth', 'DOUBLE'],
        ['price_level', 'DOUBLE'],
      ],
      MARKETS.map((m) => [m.country, m.region, m.weight, m.growth, m.priceLevel]),
    ),
    // Markets grow at different rates, so each year has its own country mix.
    `CREATE OR REPLACE TEMP TABLE sales_market_cdf AS
     WITH weighted AS (
       SELECT y.year, m.country, m.region, m.price_level,
         round(m.weight * pow(1 + m.growth, y.year - 2020) * 1000000)::BIGINT AS w
       FROM range(2020, 2025) y(year) CROSS JOIN sales_markets m
     )
     SELECT year, country, region, price_level, ${cumulativeLowerBound('w', 'country', 'year')} AS lo
     FROM weighted`,
    // Orders per day: a growth trend, yearly seasonality, quiet weekends and the spring 2020 lockdown dip.
    `CREATE OR REPLACE TEMP TABLE sales_days AS
     WITH days AS (
       SELECT d::DATE AS day FROM range(DATE '2020-01-01', DATE '2025-01-01', INTERVAL 1 DAY) t(d)
     ), weighted AS (
       SELECT day,
         round(1000000
           * exp(ln(1.6) * (day - DATE '2020-01-01') / 1827.0)
           * ${monthFactor}
           * (CASE WHEN isodow(day) >= 6 THEN 0.45 ELSE 1.0 END)
           * (CASE WHEN day BETWEEN DATE '2020-03-20' AND DATE '2020-05-31' THEN 0.6
                   WHEN day BETWEEN DATE '2020-06-01' AND DATE '2020-07-31' THEN 0.85 ELSE 1.0 END)
           * (0.9 + 0.2 * ex_rnd(day, 'sales-day'))
         )::BIGINT AS w
       FROM days
     )
     SELECT day, round(${TARGET_ROWS} * w / sum(w) OVER ())::INTEGER AS orders FROM weighted`,
    `CREATE TABLE sales AS
     WITH orders AS (
       -- A unique key per order for hashing: day number times a bound on orders per day, plus its index.
       SELECT day, (day - DATE '2020-01-01') * 100000 + k AS i
       FROM (SELECT day, unnest(range(orders)) AS k FROM sales_days)
     ), draws AS (
       SELECT day, i, year(day) AS year,
         ex_rnd(i, 'sales-market') AS u_market,
         ex_rnd(i, 'sales-product') AS u_product,
         month(day) >= 10 AS q4
       FROM orders
     ), picked AS (
       SELECT d.*, m.country, m.region, m.price_level,
         ${weightedCase(
           'd.u_product',
           PRODUCT_LINES.map(([name, weight]) => ({ value: name, weight })),
         )} AS product_line
       FROM draws d ASOF JOIN sales_market_cdf m ON d.year = m.year AND d.u_market >= m.lo
     ), priced AS (
       SELECT *,
         (CASE WHEN ex_rnd(i, 'sales-bulk') < 0.04 THEN 60 + floor(ex_rnd(i, 'sales-bulk-qty') * 38)
               ELSE greatest(6, round((34 + 9 * ex_norm(i, 'sales-qty')) * (CASE WHEN q4 THEN 1.08 ELSE 1.0 END)))
          END)::INTEGER AS quantity,
         round(${mapCase(
           'product_line',
           PRODUCT_LINES.map(([name, , price]) => [name, price]),
           100,
         )} * price_level * pow(${sqlNumber(1.035)}, year - 2020)
           * greatest(0.5, least(1.8, exp(0.18 * ex_norm(i, 'sales-price')))), 2) AS price
       FROM picked
     )
     SELECT
       day::TIMESTAMP + to_seconds((8 * 3600 + floor(ex_rnd(i, 'sales-time') * 10 * 3600))::BIGINT) AS order_date,
       region, country, product_line,
       CASE WHEN quantity * price < 3000 THEN 'Small' WHEN quantity * price < 7000 THEN 'Medium' ELSE 'Large' END
         AS deal_size,
       quantity, price, round(quantity * price, 2) AS sales
     FROM priced
     ORDER BY order_date, i`,
  ];
}

/** Orders of scale-model products, 2020–2024, with growth, Q4 peaks and regional markets. */
export const salesTable: ExampleTableSpec = {
  name: 'sales',
  statements,
};
