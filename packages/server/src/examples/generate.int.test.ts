import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_TABLES, buildExampleTable, generateExamples } from './generate';
import type { ExampleSummary } from './generate';

const TIMEOUT = 120_000;

describe('generateExamples (small)', { timeout: TIMEOUT }, () => {
  let dir = '';
  let path = '';
  let summary: ExampleSummary;
  const progress: string[] = [];
  let instance: DuckDBInstance | undefined;
  let db: DuckDBConnection;

  async function rows(sql: string): Promise<Record<string, unknown>[]> {
    return (await db.runAndReadAll(sql)).getRowObjectsJson();
  }

  async function num(sql: string): Promise<number> {
    const value = (await db.runAndReadAll(sql)).getRows()[0]?.[0];
    return Number(value);
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'meridian-examples-'));
    path = join(dir, 'examples.duckdb');
    // Leftovers of an interrupted run and an older database must not get in the way.
    writeFileSync(`${path}.tmp`, 'half-written garbage');
    writeFileSync(path, 'older database');
    summary = await generateExamples({ path, size: 'small', onProgress: (m) => progress.push(m) });
    instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
    db = await instance.connect();
  }, TIMEOUT);

  afterAll(() => {
    db?.closeSync();
    instance?.closeSync();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('replaces the file atomically and leaves no temporary files', () => {
    expect(existsSync(path)).toBe(true);
    expect(existsSync(`${path}.tmp`)).toBe(false);
    expect(existsSync(`${path}.tmp.wal`)).toBe(false);
    expect(existsSync(`${path}.wal`)).toBe(false);
    expect(progress.some((m) => m.startsWith('events:'))).toBe(true);
  });

  it('summarises every table with its real row count', async () => {
    expect(summary.size).toBe('small');
    expect(summary.tables.map((t) => t.name)).toEqual([...EXAMPLE_TABLES]);
    for (const table of summary.tables) {
      expect(table.rows).toBe(await num(`SELECT count(*) FROM main.${table.name}`));
      expect(table.seconds).toBeGreaterThanOrEqual(0);
    }
    const names = await rows(`SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main' ORDER BY 1`);
    expect(names.map((r) => r['table_name'])).toEqual([...EXAMPLE_TABLES].sort());
  });

  it('birth_names has yearly rows for 50 states and consistent gender counts', async () => {
    const [stats] = await rows(`SELECT count(*)::INTEGER AS n, min(ds)::VARCHAR AS lo, max(ds)::VARCHAR AS hi,
        count(DISTINCT ds)::INTEGER AS years, count(DISTINCT state)::INTEGER AS states,
        count(DISTINCT name)::INTEGER AS names,
        count(*) FILTER (WHERE ds IS NULL OR name IS NULL OR state IS NULL OR num IS NULL)::INTEGER AS nulls,
        count(*) FILTER (WHERE day(ds) <> 1 OR month(ds) <> 1)::INTEGER AS not_jan_1,
        count(*) FILTER (WHERE num_boys + num_girls <> num OR num <= 0)::INTEGER AS bad_counts,
        count(*) FILTER (WHERE gender NOT IN ('boy', 'girl') OR length(state) <> 2)::INTEGER AS bad_codes
      FROM birth_names`);
    expect(stats).toMatchObject({ lo: '1965-01-01', hi: '2014-01-01', years: 50, states: 50 });
    expect(stats).toMatchObject({ nulls: 0, not_jan_1: 0, bad_counts: 0, bad_codes: 0 });
    expect(stats?.['n']).toBeGreaterThanOrEqual(90_000);
    expect(stats?.['n']).toBeLessThanOrEqual(110_000);
    expect(stats?.['names']).toBeGreaterThan(50);
    // Popularity skew: the most given name dwarfs the median one.
    const skew = await num(
      `SELECT max(total) / median(total) FROM (SELECT sum(num) AS total FROM birth_names GROUP BY name)`,
    );
    expect(skew).toBeGreaterThan(5);
  });

  it('sales covers 2020–2024 with sales = quantity * price, growth and a Q4 peak', async () => {
    const [stats] = await rows(`SELECT count(*)::INTEGER AS n, min(order_date)::DATE::VARCHAR AS lo,
        max(order_date)::DATE::VARCHAR AS hi,
        count(*) FILTER (WHERE order_date IS NULL OR region IS NULL OR country IS NULL OR product_line IS NULL
          OR quantity IS NULL OR price IS NULL OR sales IS NULL)::INTEGER AS nulls,
        count(*) FILTER (WHERE abs(sales - quantity * price) > 0.005 OR quantity <= 0 OR price <= 0)::INTEGER AS bad,
        count(*) FILTER (WHERE deal_size NOT IN ('Small', 'Medium', 'Large'))::INTEGER AS bad_deal
      FROM sales`);
    expect(stats).toMatchObject({ nulls: 0, bad: 0, bad_deal: 0 });
    expect(stats?.['lo']).toMatch(/^2020-01-0/);
    expect(stats?.['hi']).toMatch(/^2024-12-3/);
    expect(stats?.['n']).toBeGreaterThanOrEqual(190_000);
    expect(stats?.['n']).toBeLessThanOrEqual(210_000);
    const quarters = await rows(`SELECT year(order_date)::INTEGER AS y,
        sum(sales) FILTER (WHERE quarter(order_date) = 2) AS q2, sum(sales) FILTER (WHERE quarter(order_date) = 4) AS q4,
        sum(sales) AS total
      FROM sales GROUP BY 1 ORDER BY 1`);
    expect(quarters).toHaveLength(5);
    for (const q of quarters) expect(Number(q['q4'])).toBeGreaterThan(Number(q['q2']) * 1.2);
    expect(Number(quarters[4]?.['total'])).toBeGreaterThan(Number(quarters[0]?.['total']) * 1.3);
  });

  it('country_stats has 100+ countries over 1960–2020 with plausible values', async () => {
    const [stats] = await rows(`SELECT count(DISTINCT country_code)::INTEGER AS countries,
        min(year) AS lo, max(year) AS hi,
        count(*) FILTER (WHERE length(country_code) <> 3 OR population <= 0 OR gdp_per_capita <= 0
          OR life_expectancy NOT BETWEEN 20 AND 90 OR lat NOT BETWEEN -90 AND 90 OR lon NOT BETWEEN -180 AND 180
          OR country_name IS NULL OR region IS NULL)::INTEGER AS bad
      FROM country_stats`);
    expect(stats).toMatchObject({ lo: 1960, hi: 2020, bad: 0 });
    expect(stats?.['countries']).toBeGreaterThanOrEqual(100);
    expect(
      await num(
        `SELECT count(*) FROM (SELECT country_code FROM country_stats GROUP BY 1 HAVING count(*) <> 61)`,
      ),
    ).toBe(0);
    const [usa] = await rows(`SELECT population::DOUBLE AS pop, gdp_per_capita AS gdp, lat, lon
      FROM country_stats WHERE country_code = 'USA' AND year = 2020`);
    expect(Number(usa?.['pop'])).toBeGreaterThan(300e6);
    expect(Number(usa?.['pop'])).toBeLessThan(350e6);
    expect(Number(usa?.['gdp'])).toBeGreaterThan(40_000);
    expect(Number(usa?.['lon'])).toBeLessThan(-60);
    // World population roughly 2.5 times 1960's.
    const growth =
      await num(`SELECT sum(population) FILTER (WHERE year = 2020) / sum(population) FILTER (WHERE year = 1960)
      FROM country_stats`);
    expect(growth).toBeGreaterThan(2);
    expect(growth).toBeLessThan(3);
  });

  it('flights are in 2023 with haversine distances and a long tail of delays', async () => {
    const [stats] = await rows(`SELECT count(*)::INTEGER AS n, min(departure_time)::DATE::VARCHAR AS lo,
        max(departure_time)::DATE::VARCHAR AS hi,
        count(DISTINCT origin)::INTEGER AS airports, count(DISTINCT airline)::INTEGER AS airlines,
        count(*) FILTER (WHERE distance IS NULL OR distance <= 0 OR origin = destination OR delay_minutes IS NULL
          OR origin_lat IS NULL OR destination_lon IS NULL OR airline IS NULL)::INTEGER AS bad,
        avg((delay_minutes < 0)::INTEGER) AS early, avg((delay_minutes = 0)::INTEGER) AS on_time,
        avg((delay_minutes >= 120)::INTEGER) AS very_late, median(delay_minutes) AS median_delay
      FROM flights`);
    expect(stats).toMatchObject({ n: 1_000_000, lo: '2023-01-01', hi: '2023-12-31', bad: 0 });
    expect(stats?.['airports']).toBeGreaterThanOrEqual(35);
    expect(stats?.['airlines']).toBeGreaterThanOrEqual(10);
    expect(Number(stats?.['early'])).toBeGreaterThan(0.1);
    expect(Number(stats?.['on_time'])).toBeGreaterThan(0.1);
    expect(Number(stats?.['very_late'])).toBeGreaterThan(0.005);
    expect(Number(stats?.['very_late'])).toBeLessThan(0.1);
    expect(Number(stats?.['median_delay'])).toBeLessThan(10);
    const jfkLax = await num(
      `SELECT min(distance) FROM flights WHERE origin = 'JFK' AND destination = 'LAX'`,
    );
    expect(jfkLax).toBeGreaterThan(3900);
    expect(jfkLax).toBeLessThan(4050);
    // The stored coordinates are the ones the distance was computed from.
    const symmetric = await num(`SELECT count(*) FROM (SELECT origin, destination, min(distance) d,
        min(origin_lat) olat FROM flights GROUP BY ALL) a JOIN (SELECT origin, destination, min(distance) d,
        min(destination_lat) dlat FROM flights GROUP BY ALL) b ON a.origin = b.destination AND a.destination = b.origin
      WHERE a.d <> b.d OR a.olat <> b.dlat`);
    expect(symmetric).toBe(0);
  });

  it('events cover 2024 with revenue only on purchases and daily and weekly cycles', async () => {
    const [stats] =
      await rows(`SELECT count(*)::INTEGER AS n, min(ts)::DATE::VARCHAR AS lo, max(ts)::DATE::VARCHAR AS hi,
        count(*) FILTER (WHERE (revenue IS NOT NULL) <> (event_type = 'purchase') OR revenue <= 0)::INTEGER AS bad_revenue,
        count(*) FILTER (WHERE ts IS NULL OR user_id IS NULL OR country IS NULL OR event_type IS NULL
          OR device NOT IN ('desktop', 'mobile', 'tablet'))::INTEGER AS bad,
        count(*) FILTER (WHERE event_type = 'purchase')::INTEGER AS purchases,
        count(*) FILTER (WHERE hour(ts) = 3)::INTEGER AS at_3,
        count(*) FILTER (WHERE hour(ts) = 20)::INTEGER AS at_20
      FROM events`);
    expect(stats).toMatchObject({ n: 1_000_000, lo: '2024-01-01', hi: '2024-12-31', bad_revenue: 0, bad: 0 });
    expect(stats?.['purchases']).toBeGreaterThan(10_000);
    expect(Number(stats?.['at_20'])).toBeGreaterThan(Number(stats?.['at_3']) * 5);
    const weekly =
      await num(`SELECT (count(*) FILTER (WHERE isodow(ts) <= 5) / 5.0) / (count(*) FILTER (WHERE isodow(ts) > 5) / 2.0)
      FROM events WHERE device = 'desktop'`);
    expect(weekly).toBeGreaterThan(1.3);
    // A user's country never changes.
    expect(
      await num(
        `SELECT count(*) FROM (SELECT user_id FROM events GROUP BY 1 HAVING count(DISTINCT country) > 1)`,
      ),
    ).toBe(0);
  });

  it('is deterministic: rebuilding each table elsewhere gives identical rows', async () => {
    const other = await DuckDBInstance.create(':memory:');
    const connection = await other.connect();
    try {
      for (const name of EXAMPLE_TABLES) {
        await buildExampleTable(connection, name, 'small');
        const fingerprint = `SELECT count(*)::VARCHAR || ':' || sum(hash(t))::VARCHAR FROM main.${name} t`;
        const rebuilt = (await connection.runAndReadAll(fingerprint)).getRows()[0]?.[0];
        const written = (await db.runAndReadAll(fingerprint)).getRows()[0]?.[0];
        expect(rebuilt, name).toBe(written);
      }
    } finally {
      connection.closeSync();
      other.closeSync();
    }
  });
});
