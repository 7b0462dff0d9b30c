import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardTestContext, layoutWith, type DashboardTestContext } from '../testing/dashboard-fixture';
import { STORE_TARGETS, type StoreTarget } from '../testing/test-app';

const STATE = JSON.stringify({
  'NATIVE_FILTER-country': { extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] } },
});

describe('dashboard filter states (native_filters_key)', () => {
  let context: DashboardTestContext;
  let base: string;
  let otherBase: string;

  beforeAll(async () => {
    context = await dashboardTestContext(STORE_TARGETS[0] as StoreTarget);
    const dashboard = await context.createDashboard({
      position_json: layoutWith([context.chartA]),
      published: true,
    });
    const other = await context.createDashboard({ dashboard_title: 'Other', published: true });
    base = `/api/v1/dashboard/${dashboard.id}/filter_state`;
    otherBase = `/api/v1/dashboard/${other.id}/filter_state`;
  });
  afterAll(async () => context?.close());

  it('stores a state under a key and answers it back; unknown keys and other dashboards answer 404', async () => {
    const created = await context.call('POST', `${base}?tab_id=1`, { value: STATE });
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json<{ key: string }>();
    expect(key).toMatch(/^[\w-]{8,}$/);
    const read = await context.call('GET', `${base}/${key}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ value: STATE });
    expect((await context.call('GET', `${base}/nope`)).statusCode).toBe(404);
    expect((await context.call('GET', `${otherBase}/${key}`)).statusCode).toBe(404);
  });

  it('lets its publisher change or delete it; others read it but get 403 on a change', async () => {
    const { key } = (await context.call('POST', base, { value: STATE })).json<{ key: string }>();
    const byGamma = await context.call('PUT', `${base}/${key}`, { value: '{}' }, context.gamma);
    expect(byGamma.statusCode).toBe(403);
    expect((await context.call('GET', `${base}/${key}`, undefined, context.gamma)).json()).toEqual({
      value: STATE,
    });
    expect((await context.call('PUT', `${base}/${key}`, { value: '{}' })).statusCode).toBe(200);
    expect((await context.call('GET', `${base}/${key}`)).json()).toEqual({ value: '{}' });
    expect((await context.call('DELETE', `${base}/${key}`, undefined, context.gamma)).statusCode).toBe(403);
    expect((await context.call('DELETE', `${base}/${key}`)).statusCode).toBe(200);
    expect((await context.call('GET', `${base}/${key}`)).statusCode).toBe(404);
  });
});
