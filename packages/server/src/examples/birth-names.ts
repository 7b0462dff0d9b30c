import { BOY_NAMES, GIRL_NAMES, US_BIRTHS_ANCHORS, US_STATES } from './birth-names-data';
import type { ExampleTableSpec } from './example-table';
import { tempTable } from './sql';

const FIRST_YEAR = 1965;
const LAST_YEAR = 2014;
const NAMES_PER_GROUP = 20;

/** Linear interpolation between sorted (x, y) anchors, flat beyond both ends. */
export function interpolate(anchors: readonly (readonly [number, number])[], x: number): number {
  const first = anchors[0];
  if (first === undefined) throw new Error('interpolate needs anchors');
  if (x <= first[0]) return first[1];
  for (let k = 1; k < anchors.length; k++) {
    const [x1, y1] = anchors[k] ?? first;
    const [x0, y0] = anchors[k - 1] ?? first;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return anchors.at(-1)?.[1] ?? first[1];
}

function statements(): string[] {
  const years: number[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) years.push(year);
  const names = [
    ...BOY_NAMES.map((n) => ['boy', n.name, n.peakShare, n.peakYear, n.width] as const),
    ...GIRL_NAMES.map((n) => ['girl', n.name, n.peakShare, n.peakYear, n.width] as const),
  ];
  return [
    ...tempTable(
      'bn_names',
      [
        ['gender', 'VARCHAR'],
        ['name', 'VARCHAR'],
        ['peak_share', 'DOUBLE'],
        ['peak_year', 'INTEGER'],
        ['width', 'DOUBLE'],
      ],
      names,
    ),
    ...tempTable(
      'bn_states',
      [
        ['state', 'VARCHAR'],
        ['pop2010', 'DOUBLE'],
        ['growth', 'DOUBLE'],
      ],
      US_STATES.map((s) => [s.code, s.population2010, s.growth]),
    ),
    ...tempTable(
      'bn_births',
      [
        ['year', 'INTEGER'],
        ['births', 'DOUBLE'],
      ],
      years.map((year) => [year, Math.round(interpolate(US_BIRTHS_ANCHORS, year) * 1e6)]),
    ),
    // Each (year, state, gender) keeps its 20 most given names, the way the SSA publishes top lists.
    `CREATE TABLE birth_names AS
     WITH state_year AS (
       SELECT b.year, b.births, s.state,
         -- Whole thousands, so the per-year share below is computed from exact integer sums.
         round(s.pop2010 * 1000 * pow(1 + s.growth, b.year - 2010))::BIGINT AS pop_k
       FROM bn_births b CROSS JOIN bn_states s
     ), state_births AS (
       SELECT year, state, births * pop_k / sum(pop_k) OVER (PARTITION BY year) AS births
       FROM state_year
     ), candidates AS (
       SELECT sb.year, sb.state, n.gender, n.name,
         greatest(5, round(
           sb.births * (CASE n.gender WHEN 'boy' THEN 0.512 ELSE 0.488 END)
           * (n.peak_share * exp(-0.5 * pow((sb.year - n.peak_year) / n.width, 2)) + 0.0004)
           -- Some names are more popular in some states, and the counts wobble from year to year.
           * exp(0.3 * ex_norm(n.name || '/' || sb.state, 'bn-affinity'))
           * exp(0.08 * ex_norm(n.name || '/' || sb.state || '/' || sb.year, 'bn-noise'))
         ))::INTEGER AS num
       FROM state_births sb CROSS JOIN bn_names n
     )
     SELECT make_date(year, 1, 1) AS ds, gender, name, num, state,
       (CASE WHEN gender = 'boy' THEN num ELSE 0 END)::INTEGER AS num_boys,
       (CASE WHEN gender = 'girl' THEN num ELSE 0 END)::INTEGER AS num_girls
     FROM candidates
     QUALIFY row_number() OVER (PARTITION BY year, state, gender ORDER BY num DESC, name) <= ${NAMES_PER_GROUP}
     ORDER BY ds, state, gender, num DESC, name`,
  ];
}

/** US baby names by year, state and gender, shaped like Superset's birth_names example. */
export const birthNamesTable: ExampleTableSpec = {
  name: 'birth_names',
  statements,
};
