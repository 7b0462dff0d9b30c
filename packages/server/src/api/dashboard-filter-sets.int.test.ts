import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterSet } from '@meridian/core';
import { dashboardTestContext, layoutWith, type DashboardTestContext } from '../testing/dashboard-fixture';
import { STORE_TARGETS, type StoreTarget } from '../testing/test-app';

const FRANCE = {
  'NATIVE_FILTER-country': {
    id: 'NATIVE_FILTER-country',
    extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
    filterState: { value: ['France'] },
  },
};
const metadata = (dataMask: unknown) => JSON.stringify({ dataMask, nativeFilters: {} });

describe('dashboard filter sets', () => {
  let context: DashboardTestContext;
  let dashboardId: number;
  let base: string;

  beforeAll(async () => {
    context = await dashboardTestContext(STORE_TARGETS[0] as StoreTarget);
    const dashboard = await context.createDashboard({
      position_json: layoutWith([context.chartA]),
      published: true,
    });
    dashboardId = dashboard.id;
    base = `/api/v1/dashboard/${dashboardId}/filtersets`;
  });
  afterAll(async () => context?.close());

  const list = async (headers?: Record<string, string>) => {
    const response = await context.call('GET', base, undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ count: number; result: FilterSet[] }>().result;
  };

  it('creates, lists, renames, saves new values in and deletes a dashboard set', async () => {
    const created = await context.call('POST', base, {
      name: 'France',
      owner_type: 'Dashboard',
      owner_id: dashboardId,
      json_metadata: metadata(FRANCE),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await list()).map((set) => [set.name, set.params.dataMask])).toEqual([['France', FRANCE]]);

    const spain = {
      'NATIVE_FILTER-country': { ...FRANCE['NATIVE_FILTER-country'], filterState: { value: ['Spain'] } },
    };
    const updated = await context.call('PUT', `${base}/${id}`, {
      name: 'Spain',
      json_metadata: metadata(spain),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await list()).map((set) => [set.name, set.params.dataMask])).toEqual([['Spain', spain]]);

    const deleted = await context.call('DELETE', `${base}/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await list()).toEqual([]);
    expect((await context.call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
  });

  it('refuses a malformed data mask or name with 422, and stores nothing', async () => {
    const badMask = await context.call('POST', base, {
      name: 'Broken',
      owner_type: 'Dashboard',
      owner_id: dashboardId,
      json_metadata: metadata({ 'NATIVE_FILTER-x': { extraFormData: { filters: 'country = 1' } } }),
    });
    expect(badMask.statusCode).toBe(422);
    expect(badMask.json<{ message: { json_metadata: string[] } }>().message.json_metadata[0]).toMatch(
      /NATIVE_FILTER-x is malformed/,
    );
    const notJson = await context.call('POST', base, {
      name: 'Broken',
      owner_type: 'Dashboard',
      owner_id: dashboardId,
      json_metadata: '{oops',
    });
    expect(notJson.statusCode).toBe(422);
    const noName = await context.call('POST', base, {
      name: ' ',
      owner_type: 'Dashboard',
      owner_id: dashboardId,
      json_metadata: metadata(FRANCE),
    });
    expect(noName.statusCode).toBe(400);
    expect(await list()).toEqual([]);
  });

  it("keeps a user's set to that user, and lets only the dashboard's owners change its shared sets", async () => {
    const alphaId = context.alphaId;
    const own = await context.call(
      'POST',
      base,
      { name: 'Mine', owner_type: 'User', owner_id: alphaId, json_metadata: metadata(FRANCE) },
      context.alpha,
    );
    expect(own.statusCode, own.body).toBe(201);
    const shared = await context.call('POST', base, {
      name: 'Shared',
      owner_type: 'Dashboard',
      owner_id: dashboardId,
      json_metadata: metadata(FRANCE),
    });
    const sharedId = shared.json<{ id: number }>().id;
    expect((await list(context.alpha)).map((set) => set.name)).toEqual(['Mine', 'Shared']);
    expect((await list()).map((set) => set.name)).toEqual(['Shared']);
    // Alpha does not own the dashboard: it can neither add nor change nor delete the shared sets.
    const notOwner = await context.call(
      'POST',
      base,
      { name: 'Nope', owner_type: 'Dashboard', owner_id: dashboardId, json_metadata: metadata(FRANCE) },
      context.alpha,
    );
    expect(notOwner.statusCode).toBe(403);
    expect((await context.call('DELETE', `${base}/${sharedId}`, undefined, context.alpha)).statusCode).toBe(
      403,
    );
    // Nobody saves a set in another user's name.
    const impostor = await context.call('POST', base, {
      name: 'Not yours',
      owner_type: 'User',
      owner_id: alphaId,
      json_metadata: metadata(FRANCE),
    });
    expect(impostor.statusCode).toBe(422);
  });
});
