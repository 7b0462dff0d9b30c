import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesPresent, loadExampleTables } from '../packages/server/src/transfer/transfer-test-helpers';
import { importExampleExport } from './example-export';
import { call } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, signIn } from './ui';

const present = fixturesPresent();
const e2e = setupE2e();
let dir: string;

beforeAll(async () => {
  if (!present) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-world-map-'));
  await loadExampleTables(path.join(dir, 'examples.duckdb'), ['FCC 2018 Survey', 'covid_vaccines']);
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
    const token = await importExampleExport(server, dir);
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
