import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import {
  bearerFor,
  createTestApp,
  createUserWithRole,
  type TestApp,
  addDatasetViaApi,
} from '../testing/test-app';

describe('chart data files', () => {
  let test: TestApp;
  let fixture: EngineFixture;
  let admin: Record<string, string>;
  let datasetId: number;
  const context = (result_format: string) => ({
    datasource: { id: datasetId, type: 'table' },
    result_format,
    queries: [
      {
        columns: ['region'],
        metrics: [
          { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'total' },
        ],
        orderby: [['region', true]],
      },
    ],
  });

  beforeAll(async () => {
    fixture = await sqliteFixture();
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    datasetId = await addDatasetViaApi(test, {
      databaseName: 'files',
      uri: fixture.uri,
      schema: 'main',
      table: 'orders',
    });
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it('answers CSV as an attachment', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin,
      payload: context('csv'),
    });
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="chart.csv"');
    expect(response.body).toBe('region,total\r\nAPAC,7.25\r\nEMEA,42.5\r\n');
  });

  it('answers XLSX as a workbook with the rows', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin,
      payload: context('xlsx'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="chart.xlsx"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(strFromU8(files['xl/sharedStrings.xml'] as Uint8Array)).toContain('<t>EMEA</t>');
    expect(strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array)).toContain('<v>42.5</v>');
  });

  it('refuses file downloads to users without can_csv', async () => {
    const roles = test.ctx.repos.roles;
    const roleId = await roles.create('Viewer');
    const grants = (await roles.listPermissions()).filter((p) =>
      ['can_read:Chart', 'all_datasource_access:all_datasource_access'].includes(
        `${p.permission.name}:${p.view_menu.name}`,
      ),
    );
    await roles.setPermissions(
      roleId,
      grants.map((p) => p.id),
    );
    await createUserWithRole(test, 'viewer', 'Viewer');
    const viewer = await bearerFor(test.app, 'viewer', 'viewer-password');
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: viewer,
      payload: context('json'),
    });
    expect(json.statusCode).toBe(200);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: viewer,
      payload: context('csv'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You are not allowed to download data (can_csv)' });
  });
});

describe('dataset samples', () => {
  it('pages through raw rows with the total count and the filters', async () => {
    const fixture = await sqliteFixture();
    const test = await createTestApp();
    try {
      const admin = await bearerFor(test.app, 'admin', test.adminPassword);
      const db = await test.app.inject({
        method: 'POST',
        url: '/api/v1/database/',
        headers: admin,
        payload: { database_name: 'samples', sqlalchemy_uri: fixture.uri },
      });
      const ds = await test.app.inject({
        method: 'POST',
        url: '/api/v1/dataset/',
        headers: admin,
        payload: { database: db.json<{ id: number }>().id, schema: 'main', table_name: 'orders' },
      });
      const id = ds.json<{ id: number }>().id;
      const page2 = await test.app.inject({
        method: 'POST',
        url: `/datasource/samples?datasource_type=table&datasource_id=${id}&per_page=2&page=2`,
        headers: admin,
        payload: {},
      });
      expect(page2.statusCode, page2.body).toBe(200);
      expect(
        page2.json<{ result: { rowcount: number; total_count: number; page: number } }>().result,
      ).toMatchObject({ rowcount: 1, total_count: 3, page: 2 });
      const emea = await test.app.inject({
        method: 'POST',
        url: `/datasource/samples?datasource_type=table&datasource_id=${id}`,
        headers: admin,
        payload: { filters: [{ col: 'region', op: '==', val: 'EMEA' }] },
      });
      const result = emea.json<{ result: { data: { region: string }[]; total_count: number } }>().result;
      expect(result.total_count).toBe(2);
      expect(result.data.map((r) => r.region)).toEqual(['EMEA', 'EMEA']);
    } finally {
      await test.close();
      await fixture.dispose();
    }
  });
});
