import { COUNTRIES } from './countries-data';
import type { ExampleTableSpec } from './example-table';
import { mapCase, tempTable } from './sql';

// Years when GDP per capita in current US$ dipped worldwide (strong dollar, the 2009 and 2015 downturns);
// 2019 sits above the trend because the 2020 anchor is itself a Covid dip.
const GDP_SHOCKS: readonly (readonly [year: number, factor: number])[] = [
  [1975, 0.98],
  [1982, 0.96],
  [1983, 0.94],
  [1984, 0.93],
  [1985, 0.94],
  [2009, 0.93],
  [2015, 0.94],
  [2016, 0.95],
  [2019, 1.04],
];

// Lagrange weights of the 1960, 1990 and 2020 anchors at t = year - 1960: a smooth curve through all three.
const LAGRANGE = ['(t - 30) * (t - 60) / 1800.0', '-t * (t - 60) / 900.0', 't * (t - 30) / 1800.0'] as const;

function throughAnchors(column: string): string {
  return `exp(${LAGRANGE[0]} * ln(${column}_1960) + ${LAGRANGE[1]} * ln(${column}_1990) + ${LAGRANGE[2]} * ln(${column}_2020))`;
}

function statements(): string[] {
  return [
    ...tempTable(
      'cs_countries',
      [
        ['country_code', 'VARCHAR'],
        ['country_name', 'VARCHAR'],
        ['region', 'VARCHAR'],
        ['lat', 'DOUBLE'],
        ['lon', 'DOUBLE'],
        ['pop_1960', 'DOUBLE'],
        ['pop_1990', 'DOUBLE'],
        ['pop_2020', 'DOUBLE'],
        ['gdp_1960', 'DOUBLE'],
        ['gdp_1990', 'DOUBLE'],
        ['gdp_2020', 'DOUBLE'],
        ['life_1960', 'DOUBLE'],
        ['life_2020', 'DOUBLE'],
        ['aids_dip', 'INTEGER'],
      ],
      COUNTRIES.map((c) => [
        c.code,
        c.name,
        c.region,
        c.lat,
        c.lon,
        ...c.population,
        ...c.gdpPerCapita,
        ...c.lifeExpectancy,
        c.aidsDip ? 1 : 0,
      ]),
    ),
    `CREATE TABLE country_stats AS
     WITH years AS (
       SELECT c.*, y.year::INTEGER AS year, (y.year - 1960)::DOUBLE AS t
       FROM cs_countries c CROSS JOIN range(1960, 2021) y(year)
     )
     SELECT country_code, country_name, region, year,
       round(${throughAnchors('pop')} * 1000000)::BIGINT AS population,
       round(${throughAnchors('gdp')}
         * (CASE WHEN country_code = 'USA' THEN 1.0 ELSE ${mapCase('year', GDP_SHOCKS, 1)} END)
         -- Each economy has its own boom-and-bust cycle, faded out at the anchor years.
         * exp(0.1 * sin(pi() * t / 60) * sin(2 * pi() * (t + 60 * ex_rnd(country_code, 'cs-phase'))
               / (7 + 8 * ex_rnd(country_code, 'cs-period'))))
         * exp(0.02 * ex_norm(country_code || year, 'cs-gdp')), 2) AS gdp_per_capita,
       -- Fast gains early on that level off, minus the HIV/AIDS trough around 2002 where it applies.
       round(life_1960 + (life_2020 - life_1960) * (1 - exp(-0.035 * t)) / (1 - exp(-0.035 * 60))
         - aids_dip * 9 * exp(-0.5 * pow((year - 2002) / 7.0, 2))
         + 0.15 * ex_norm(country_code || year, 'cs-life'), 2) AS life_expectancy,
       lat, lon
     FROM years
     ORDER BY country_code, year`,
  ];
}

/** Population, GDP per capita and life expectancy per country and year, 1960–2020, with map centroids. */
export const countryStatsTable: ExampleTableSpec = {
  name: 'country_stats',
  statements,
};
