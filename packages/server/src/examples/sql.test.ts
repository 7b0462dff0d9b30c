import { describe, expect, it } from 'vitest';
import { AIRPORTS } from './airports-data';
import { interpolate } from './birth-names';
import { COUNTRIES } from './countries-data';
import { routeAirlines } from './flights';
import {
  cumulativeLowerBound,
  mapCase,
  sqlIdentifier,
  sqlNumber,
  sqlString,
  tempTable,
  weightedCase,
} from './sql';

describe('SQL literal helpers', () => {
  it('escapes quotes in strings', () => {
    expect(sqlString("Cote d'Ivoire")).toBe("'Cote d''Ivoire'");
    expect(sqlString("'; DROP TABLE x; --")).toBe("'''; DROP TABLE x; --'");
  });

  it('writes fractions as DOUBLE and rejects non-finite numbers', () => {
    expect(sqlNumber(3)).toBe('3');
    expect(sqlNumber(0.25)).toBe('0.25::DOUBLE');
    expect(() => sqlNumber(Number.NaN)).toThrow();
    expect(() => sqlNumber(Number.POSITIVE_INFINITY)).toThrow();
  });

  it('accepts only plain identifiers', () => {
    expect(sqlIdentifier('bn_names')).toBe('bn_names');
    expect(() => sqlIdentifier('x; DROP')).toThrow();
  });

  it('builds a temp table and checks row widths', () => {
    const [create, insert] = tempTable(
      't',
      [
        ['a', 'VARCHAR'],
        ['b', 'DOUBLE'],
      ],
      [["x'y", 1.5]],
    );
    expect(create).toBe('CREATE OR REPLACE TEMP TABLE t (a VARCHAR, b DOUBLE)');
    expect(insert).toBe("INSERT INTO t VALUES ('x''y', 1.5::DOUBLE)");
    expect(() => tempTable('t', [['a', 'VARCHAR']], [['x', 1]])).toThrow(/expected 1/);
  });

  it('splits [0, 1) in proportion to the weights', () => {
    const sql = weightedCase('u', [
      { value: 'a', weight: 1 },
      { value: 'b', weight: 3 },
    ]);
    expect(sql).toBe("CASE WHEN u < 0.25::DOUBLE THEN 'a' ELSE 'b' END");
    expect(weightedCase('u', [{ value: 7, weight: 1 }])).toBe('7');
    expect(() => weightedCase('u', [])).toThrow();
  });

  it('maps keys to values and sums running weights within partitions', () => {
    expect(mapCase('m', [[1, 'x']], null)).toBe("CASE m WHEN 1 THEN 'x' ELSE NULL END");
    expect(cumulativeLowerBound('w', 'k', 'p')).toContain('OVER (PARTITION BY p)');
    expect(cumulativeLowerBound('w', 'k')).toContain('OVER ()');
  });
});

describe('example constants', () => {
  it('interpolates between anchors and holds flat outside them', () => {
    const anchors = [
      [2000, 10],
      [2010, 20],
    ] as const;
    expect(interpolate(anchors, 1990)).toBe(10);
    expect(interpolate(anchors, 2005)).toBe(15);
    expect(interpolate(anchors, 2020)).toBe(20);
  });

  it('has unique country and airport codes', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(AIRPORTS.map((a) => a.iata)).size).toBe(AIRPORTS.length);
  });

  it('gives every route at least one carrier, the home carrier abroad', () => {
    for (const origin of AIRPORTS) {
      for (const destination of AIRPORTS) {
        if (origin !== destination) expect(routeAirlines(origin, destination).length).toBeGreaterThan(0);
      }
    }
    const jfk = AIRPORTS.find((a) => a.iata === 'JFK');
    const lhr = AIRPORTS.find((a) => a.iata === 'LHR');
    if (jfk === undefined || lhr === undefined) throw new Error('missing airport');
    expect(routeAirlines(jfk, lhr).map(([name]) => name)).toContain('British Airways');
    expect(routeAirlines(jfk, lhr).map(([name]) => name)).not.toContain('Southwest Airlines');
  });
});
