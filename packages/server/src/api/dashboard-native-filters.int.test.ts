import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@meridian/core';
import { dashboardTestContext, layoutWith, type DashboardTestContext } from '../testing/dashboard-fixture';
import { STORE_TARGETS, type StoreTarget } from '../testing/test-app';

/** A select filter on `column` of `datasetId`, with optional parents. */
function selectFilter(id: string, datasetId: number, column: string, parents: string[] = []) {
  return {
    id,
    name: id.replace('NATIVE_FILTER-', ''),
    type: 'NATIVE_FILTER',
    filterType: 'filter_select',
    targets: [{ datasetId, column: { name: column } }],
    cascadeParentIds: parents,
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    controlValues: { multiSelect: true },
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
  };
}

describe('native filter configurations on dashboard saves', () => {
  let context: DashboardTestContext;
  let dashboard: Dashboard;

  beforeAll(async () => {
    context = await dashboardTestContext(STORE_TARGETS[0] as StoreTarget);
    dashboard = await context.createDashboard({ position_json: layoutWith([context.chartA]) });
  });
  afterAll(async () => context?.close());

  const save = (filters: unknown[], extra: Record<string, unknown> = {}) =>
    context.call('PUT', `/api/v1/dashboard/${dashboard.id}`, {
      json_metadata: JSON.stringify({ native_filter_configuration: filters, ...extra }),
    });
  const problems = (response: { json: <T>() => T }) =>
    response.json<{ message: { json_metadata: string[] } }>().message.json_metadata;
  const storedFilters = async () =>
    (
      JSON.parse((await context.read(dashboard.id)).json_metadata ?? '{}') as {
        native_filter_configuration?: { id: string }[];
      }
    ).native_filter_configuration ?? [];

  it('stores a configuration whose datasets, columns and parents exist', async () => {
    const filters = [
      selectFilter('NATIVE_FILTER-region', context.datasetId, 'region'),
      selectFilter('NATIVE_FILTER-amount', context.datasetId, 'amount', ['NATIVE_FILTER-region']),
    ];
    const response = await save(filters);
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedFilters()).map((f) => f.id)).toEqual([
      'NATIVE_FILTER-region',
      'NATIVE_FILTER-amount',
    ]);
  });

  it('refuses an unknown dataset id with 422 naming the filter and the id, and stores nothing', async () => {
    const response = await save([selectFilter('NATIVE_FILTER-ghost', 987654, 'region')]);
    expect(response.statusCode).toBe(422);
    expect(problems(response)).toEqual([
      'native_filter_configuration: The dataset of ghost (id 987654) does not exist or is not on this dashboard.',
    ]);
    expect((await storedFilters()).map((f) => f.id)).toEqual([
      'NATIVE_FILTER-region',
      'NATIVE_FILTER-amount',
    ]);
  });

  it('refuses a column the dataset does not have', async () => {
    const response = await save([selectFilter('NATIVE_FILTER-colour', context.datasetId, 'colour')]);
    expect(response.statusCode).toBe(422);
    expect(problems(response)).toEqual([
      'native_filter_configuration: colour filters column "colour", which its dataset does not have.',
    ]);
  });

  it('refuses parents that go round in a circle, naming the circle', async () => {
    const response = await save([
      selectFilter('NATIVE_FILTER-a', context.datasetId, 'region', ['NATIVE_FILTER-b']),
      selectFilter('NATIVE_FILTER-b', context.datasetId, 'amount', ['NATIVE_FILTER-a']),
    ]);
    expect(response.statusCode).toBe(422);
    expect(problems(response)).toEqual([
      'native_filter_configuration: Parent filters go round in a circle: a → b → a.',
    ]);
  });

  it('refuses a parent that does not exist', async () => {
    const response = await save([
      selectFilter('NATIVE_FILTER-child', context.datasetId, 'region', ['NATIVE_FILTER-nobody']),
    ]);
    expect(response.statusCode).toBe(422);
    expect(problems(response)).toEqual([
      'native_filter_configuration: child depends on a filter that does not exist (NATIVE_FILTER-nobody).',
    ]);
  });

  it('refuses the same on create', async () => {
    const response = await context.call('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Broken filters',
      json_metadata: JSON.stringify({
        native_filter_configuration: [selectFilter('NATIVE_FILTER-ghost', 987654, 'region')],
      }),
    });
    expect(response.statusCode).toBe(422);
  });

  it('lets a save keep a problem the stored configuration already had (a dataset deleted since)', async () => {
    // Stored as an import would leave it: the filter's dataset is gone.
    const broken = [selectFilter('NATIVE_FILTER-orphan', 987654, 'region')];
    await context.test.ctx.repos.dashboards.update(
      dashboard.id,
      { json_metadata: JSON.stringify({ native_filter_configuration: broken }) },
      { links: {} },
    );
    const unchanged = await save(broken, { color_scheme: 'bnbColors' });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    // A new problem beside it is still refused.
    const added = await save([...broken, selectFilter('NATIVE_FILTER-colour', context.datasetId, 'colour')]);
    expect(added.statusCode).toBe(422);
    expect(problems(added)).toHaveLength(1);
  });
});
