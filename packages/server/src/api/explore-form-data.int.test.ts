import { EXPLORE_FORM_DATA_MESSAGES } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import {
  addDatasetViaApi,
  bearerFor,
  createTestApp,
  createUserWithRole,
  type TestApp,
} from '../testing/test-app';

describe('explore form data state (form_data_key)', () => {
  let test: TestApp;
  let fixture: EngineFixture;
  let admin: Record<string, string>;
  let gamma: Record<string, string>;
  let datasetId: number;
  let chartId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
    test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const body = (formData: Record<string, unknown>, chart?: number) => ({
    datasource_id: datasetId,
    datasource_type: 'table',
    ...(chart ? { chart_id: chart } : {}),
    form_data: JSON.stringify(formData),
  });

  beforeAll(async () => {
    fixture = await sqliteFixture();
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    await createUserWithRole(test, 'gamma_form_data', 'Gamma');
    gamma = await bearerFor(test.app, 'gamma_form_data', 'gamma_form_data-password');
    datasetId = await addDatasetViaApi(test, {
      databaseName: 'form_data',
      uri: fixture.uri,
      schema: 'main',
      table: 'orders',
    });
    const chart = await call('POST', '/api/v1/chart/', admin, {
      slice_name: 'Orders',
      viz_type: 'pie',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ metric: 'count', groupby: ['region'] }),
    });
    chartId = chart.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it('stores unsaved form data under a key, reads it back and replaces it', async () => {
    const created = await call('POST', '/api/v1/explore/form_data', admin, body({ viz_type: 'table' }));
    expect(created.statusCode).toBe(201);
    const { key } = created.json<{ key: string }>();
    expect(key).toMatch(/^[A-Za-z0-9_-]{6,40}$/);
    const read = await call('GET', `/api/v1/explore/form_data/${key}`);
    expect(JSON.parse(read.json<{ form_data: string }>().form_data)).toEqual({ viz_type: 'table' });

    const put = await call('PUT', `/api/v1/explore/form_data/${key}`, admin, body({ viz_type: 'pie' }));
    expect(put.json()).toEqual({ key });
    const again = await call('GET', `/api/v1/explore/form_data/${key}`);
    expect(JSON.parse(again.json<{ form_data: string }>().form_data)).toEqual({ viz_type: 'pie' });

    expect((await call('DELETE', `/api/v1/explore/form_data/${key}`)).json()).toEqual({ message: 'Deleted' });
    expect((await call('GET', `/api/v1/explore/form_data/${key}`)).statusCode).toBe(404);
  });

  it('opens explore on a key with its form data and its saved chart', async () => {
    const formData = {
      datasource: `${datasetId}__table`,
      viz_type: 'pie',
      metric: 'count',
      slice_id: chartId,
    };
    const { key } = (await call('POST', '/api/v1/explore/form_data', admin, body(formData, chartId))).json<{
      key: string;
    }>();
    const opened = await call('GET', `/api/v1/explore/?form_data_key=${key}&slice_id=${chartId}`);
    expect(opened.statusCode).toBe(200);
    const result = opened.json<{
      result: { form_data: Record<string, unknown>; slice: { slice_name: string }; message: null };
    }>().result;
    expect(result.form_data).toEqual(formData);
    expect(result.slice.slice_name).toBe('Orders');
    expect(result.message).toBeNull();
  });

  it("reverts to the chart or dataset of the URL with Superset's message when the key is gone", async () => {
    const chart = await call('GET', `/api/v1/explore/?form_data_key=gone-key-123&slice_id=${chartId}`);
    expect(chart.json<{ result: { message: string; form_data: object } }>().result).toMatchObject({
      message: EXPLORE_FORM_DATA_MESSAGES.revertedToChart,
      form_data: { viz_type: 'pie', slice_id: chartId },
    });
    const dataset = await call(
      'GET',
      `/api/v1/explore/?form_data_key=gone-key-123&datasource_type=table&datasource_id=${datasetId}`,
    );
    expect(dataset.json<{ result: { message: string } }>().result.message).toBe(
      EXPLORE_FORM_DATA_MESSAGES.revertedToDataset,
    );
  });

  it('answers 404 with a clear message for a key that does not exist', async () => {
    const missing = await call('GET', '/api/v1/explore/?form_data_key=gone-key-123');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: EXPLORE_FORM_DATA_MESSAGES.notFound });
    const direct = await call('GET', '/api/v1/explore/form_data/gone-key-123');
    expect(direct.json()).toEqual({ message: EXPLORE_FORM_DATA_MESSAGES.notFound });
    const malformed = await call('GET', '/api/v1/explore/?form_data_key=a/b');
    expect(malformed.statusCode).toBe(400);
  });

  it("answers 403 to a user who cannot read the key's dataset, and keeps the owner's key from their changes", async () => {
    const { key } = (
      await call('POST', '/api/v1/explore/form_data', admin, body({ viz_type: 'table' }))
    ).json<{
      key: string;
    }>();
    const opened = await call('GET', `/api/v1/explore/?form_data_key=${key}`, gamma);
    expect(opened.statusCode).toBe(403);
    expect(opened.json()).toEqual({ message: EXPLORE_FORM_DATA_MESSAGES.noDatasetAccess });
    const direct = await call('GET', `/api/v1/explore/form_data/${key}`, gamma);
    expect(direct.statusCode).toBe(403);
    const put = await call('PUT', `/api/v1/explore/form_data/${key}`, gamma, body({ viz_type: 'pie' }));
    expect(put.statusCode).toBe(403);
    const create = await call('POST', '/api/v1/explore/form_data', gamma, body({ viz_type: 'pie' }));
    expect(create.statusCode).toBe(403);
  });

  it("opens a new chart of the chart-creation page's viz type on a dataset", async () => {
    const opened = await call(
      'GET',
      `/api/v1/explore/?datasource_id=${datasetId}&datasource_type=table&viz_type=pie`,
    );
    expect(opened.json<{ result: { form_data: object } }>().result.form_data).toEqual({
      datasource: `${datasetId}__table`,
      viz_type: 'pie',
    });
    expect((await call('GET', `/api/v1/explore/?datasource_id=${datasetId}&viz_type=a;b`)).statusCode).toBe(
      400,
    );
  });

  it('refuses form data that is not a JSON object with 400 naming the field', async () => {
    const bad = await call('POST', '/api/v1/explore/form_data', admin, {
      datasource_id: datasetId,
      datasource_type: 'table',
      form_data: '[1,2]',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('form_data');
  });
});
