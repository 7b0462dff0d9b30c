import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { EXAMPLES_DATABASE_UUID } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAMPLES_DATA_DIR,
  EXAMPLES_EXPORT_DIR,
  fixturesPresent,
  multipart,
  zipFolder,
} from '../packages/server/src/transfer/transfer-test-helpers';
import { apiLogin } from './api-client';
import { call } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, signIn } from './ui';

const present = fixturesPresent();
const e2e = setupE2e();
let dir: string;

/** The two tables Superset's world_map examples read, loaded as Superset's loader reads them ('NA' is null). */
async function loadWorldMapTables(file: string): Promise<void> {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  const tables = [
    ['FCC 2018 Survey', 'datasets/examples/fcc_survey_2018.csv.gz'],
    ['covid_vaccines', 'datasets/examples/covid_vaccines.csv'],
  ] as const;
  for (const [table, source] of tables)
    await connection.run(
      `CREATE TABLE "${table}" AS SELECT * FROM read_csv_auto('${path.join(EXAMPLES_DATA_DIR, source)}', sample_size=-1, nullstr=['NA', ''])`,
    );
  connection.closeSync();
  instance.closeSync();
}

beforeAll(async () => {
  if (!present) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-world-map-'));
  await loadWorldMapTables(path.join(dir, 'examples.duckdb'));
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!present)("Superset's example world maps", () => {
  it('imports the example export and draws its three world_map charts from the fixture data, offline', async () => {
    const { page, server } = e2e;
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') outside.push(request.url());
    });
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    await call(server.baseUrl, token, '/api/v1/database/', {
      method: 'POST',
      body: JSON.stringify({
        database_name: 'examples',
        sqlalchemy_uri: `duckdb:///${path.join(dir, 'examples.duckdb')}`,
        uuid: EXAMPLES_DATABASE_UUID,
      }),
    });
    const body = multipart('bundle', await zipFolder(EXAMPLES_EXPORT_DIR, 'examples_export'));
    const imported = await fetch(`${server.baseUrl}/api/v1/assets/import/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(imported.status, await imported.text()).toBe(200);
    const charts = (await call(
      server.baseUrl,
      token,
      '/api/v1/chart/?q=(filters:!((col:viz_type,opr:eq,value:world_map)),page_size:100)',
    )) as { result: { id: number; slice_name: string }[] };
    expect(charts.result.map((c) => c.slice_name).sort()).toEqual([
      'Country of Citizenship',
      'Location of Current Developers',
      'Vaccine Candidates per Country',
    ]);

    await signIn(page, 'admin', server.adminPassword);
    for (const chart of charts.result) {
      await page.goto(`/explore/?slice_id=${chart.id}`);
      await expectVisible(page.getByTestId('chart-title').filter({ hasText: chart.slice_name }));
      const map = page.getByTestId('explore-chart-pane').getByTestId('deck-map');
      await expect.poll(() => map.getAttribute('data-map-drawn'), { timeout: 60_000 }).toBe('true');
      // Countries filled: the FCC survey names about 190 countries, the vaccine data 36.
      expect(Number(await map.getAttribute('data-map-features')), chart.slice_name).toBeGreaterThan(30);
      await page.screenshot({ path: screenshotPath(`world map ${chart.slice_name}`) });
    }
    expect(outside).toEqual([]);
  });
});
