import { decodeRison } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { saveDashboardsQuery } from './explore-api';

function requestOf(url: string): unknown {
  const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
  return decodeRison(q);
}

describe('saveDashboardsQuery', () => {
  it('lists only the dashboards a non-admin owns, searched by title or slug', () => {
    expect(requestOf(saveDashboardsQuery({ ownerId: 3, search: ' sales ' }))).toMatchObject({
      filters: [
        { col: 'owners', opr: 'rel_m_m', value: 3 },
        { col: 'dashboard_title', opr: 'title_or_slug', value: 'sales' },
      ],
      order_column: 'dashboard_title',
    });
  });

  it('lists every dashboard for an admin', () => {
    const request = requestOf(saveDashboardsQuery({ ownerId: null, search: '' }));
    expect(request).toMatchObject({ order_column: 'dashboard_title' });
    expect(JSON.stringify(request)).not.toContain('owners');
  });
});
