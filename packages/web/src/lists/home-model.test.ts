import { describe, expect, it } from 'vitest';
import {
  activityItemsOf,
  activityListRequest,
  homeItemsOf,
  homeListRequest,
  latestActivity,
} from './home-model';

describe('the home page sections', () => {
  it("ask for favourites, the user's own, or everything, newest first, six at a time", () => {
    expect(homeListRequest('chart', 'favorite', 3).filters).toEqual([
      { col: 'id', opr: 'chart_is_favorite', value: true },
    ]);
    expect(homeListRequest('dashboard', 'mine', 3).filters).toEqual([
      { col: 'owners', opr: 'rel_m_m', value: 3 },
    ]);
    expect(homeListRequest('saved_query', 'mine', 3).filters).toEqual([
      { col: 'created_by', opr: 'rel_o_m', value: 3 },
    ]);
    expect(homeListRequest('chart', 'all', 3)).toMatchObject({
      pageSize: 6,
      orderDirection: 'desc',
      filters: [],
    });
  });

  it('read titles, links and modification times of each resource', () => {
    expect(
      homeItemsOf('chart', {
        result: [
          {
            id: 2,
            slice_name: 'Sales',
            url: '/explore/?slice_id=2',
            changed_on_delta_humanized: 'a day ago',
          },
        ],
      }),
    ).toEqual([{ id: 2, title: 'Sales', url: '/explore/?slice_id=2', subtitle: 'Modified a day ago' }]);
    expect(homeItemsOf('saved_query', { result: [{ id: 5, label: 'Top names' }] })).toEqual([
      { id: 5, title: 'Top names', url: '/sqllab/?savedQueryId=5', subtitle: null },
    ]);
    expect(homeItemsOf('dashboard', { result: 'nonsense' })).toEqual([]);
  });

  it('ask for what the user last changed or created under Recents, as Superset does', () => {
    expect(activityListRequest('edited', 3)).toEqual({
      page: 0,
      pageSize: 6,
      orderColumn: 'changed_on',
      orderDirection: 'desc',
      filters: [{ col: 'changed_by', opr: 'rel_o_m', value: 3 }],
    });
    expect(activityListRequest('created', 3)).toMatchObject({
      orderColumn: 'created_on',
      filters: [{ col: 'created_by', opr: 'rel_o_m', value: 3 }],
    });
  });

  it('merge edited charts and dashboards newest first, six at most', () => {
    const charts = activityItemsOf('chart', 'edited', {
      result: [
        {
          id: 1,
          slice_name: 'New chart',
          changed_on: '2026-11-26T04:00:00',
          changed_on_delta_humanized: 'now',
        },
        { id: 2, slice_name: 'Old chart', changed_on: '2026-11-20T04:00:00' },
      ],
    });
    expect(charts[0]).toMatchObject({
      title: 'New chart',
      at: '2026-11-26T04:00:00',
      subtitle: 'Modified now',
    });
    const dashboards = activityItemsOf('dashboard', 'edited', {
      result: [{ id: 1, dashboard_title: 'Board', changed_on: '2026-11-22T04:00:00' }],
    });
    expect(latestActivity(charts, dashboards).map((item) => item.title)).toEqual([
      'New chart',
      'Board',
      'Old chart',
    ]);
    expect(latestActivity(charts, dashboards)[0]).not.toHaveProperty('at');
    const many = Array.from({ length: 5 }, () => charts).flat();
    expect(latestActivity(many, undefined)).toHaveLength(6);
  });
});
