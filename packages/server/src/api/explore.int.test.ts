import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import {
  bearerFor,
  createTestApp,
  createUserWithRole,
  type TestApp,
  addDatasetViaApi,
} from '../testing/test-app';

describe('explore API', () => {
  let test: TestApp;
  let fixture: EngineFixture;
  let admin: Record<string, string>;
  let datasetId: number;
  let chartId: number;

  beforeAll(async () => {
    fixture = await sqliteFixture();
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    datasetId = await addDatasetViaApi(test, {
      databaseName: 'explore',
      uri: fixture.uri,
      schema: 'main',
      table: 'orders',
    });
    const chart = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: {
        slice_name: 'Orders',
        viz_type: 'pie',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ metric: 'count', groupby: ['region'] }),
      },
    });
    chartId = chart.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it('opens a dataset with default form data', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/explore/?datasource_id=${datasetId}&datasource_type=table`,
      headers: admin,
    });
    const result = response.json<{
      result: { form_data: Record<string, unknown>; dataset: { table_name: string } };
    }>().result;
    expect(result.form_data).toEqual({ datasource: `${datasetId}__table`, viz_type: 'table' });
    expect(result.dataset.table_name).toBe('orders');
  });

  it('opens a saved chart with its form data', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/explore/?slice_id=${chartId}`,
      headers: admin,
    });
    const result = response.json<{
      result: { form_data: Record<string, unknown>; slice: { slice_name: string } };
    }>().result;
    expect(result.form_data).toMatchObject({
      metric: 'count',
      groupby: ['region'],
      slice_id: chartId,
      viz_type: 'pie',
    });
    expect(result.slice.slice_name).toBe('Orders');
  });

  it('restores a permalink', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/explore/permalink',
      headers: admin,
      payload: {
        formData: { datasource: `${datasetId}__table`, viz_type: 'echarts_timeseries_bar' },
        urlParams: [['standalone', '1']],
      },
    });
    expect(created.statusCode).toBe(201);
    const { key, url } = created.json<{ key: string; url: string }>();
    expect(url).toBe(`/superset/explore/p/${key}/`);
    const opened = await test.app.inject({
      method: 'GET',
      url: `/api/v1/explore/?permalink_key=${key}`,
      headers: admin,
    });
    expect(
      opened.json<{ result: { form_data: { viz_type: string }; url_params: string[][] } }>().result,
    ).toMatchObject({ form_data: { viz_type: 'echarts_timeseries_bar' }, url_params: [['standalone', '1']] });
    const missing = await test.app.inject({
      method: 'GET',
      url: '/api/v1/explore/permalink/nothing-here',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('opens a permalink of a saved chart with that chart', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/explore/permalink',
      headers: admin,
      payload: { formData: { slice_id: chartId, viz_type: 'pie', datasource: `${datasetId}__table` } },
    });
    const { key } = created.json<{ key: string }>();
    const opened = await test.app.inject({
      method: 'GET',
      url: `/api/v1/explore/?permalink_key=${key}`,
      headers: admin,
    });
    expect(opened.json<{ result: { slice: { slice_name: string } } }>().result.slice.slice_name).toBe(
      'Orders',
    );
  });

  it('says when URL parameters are missing, and when the dataset is gone', async () => {
    const none = await test.app.inject({ method: 'GET', url: '/api/v1/explore/', headers: admin });
    expect(none.json()).toEqual({ message: 'Missing URL parameters' });
    const gone = await test.app.inject({
      method: 'GET',
      url: '/api/v1/explore/?datasource_id=999&datasource_type=table',
      headers: admin,
    });
    expect(gone.json<{ result: { dataset: null; message: string } }>().result).toMatchObject({
      dataset: null,
      message: 'Dataset does not exist',
    });
  });

  it('hides datasets a Gamma user may not see', async () => {
    await createUserWithRole(test, 'gamma_explore', 'Gamma');
    const gamma = await bearerFor(test.app, 'gamma_explore', 'gamma_explore-password');
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/explore/?datasource_id=${datasetId}&datasource_type=table`,
      headers: gamma,
    });
    expect(response.json<{ result: { dataset: null } }>().result.dataset).toBeNull();
  });
});
