import { describe, expect, it } from 'vitest';
import {
  dashboardCreateSchema,
  dashboardTitleOrUntitled,
  dashboardUrl,
  lastModifiedTime,
  normalizeSlug,
} from './dashboard-api';
import { humanizeSince } from './humanize';

describe('dashboard fields', () => {
  it('turns a blank title into "[ untitled dashboard ]"', () => {
    expect(dashboardTitleOrUntitled('  ')).toBe('[ untitled dashboard ]');
    expect(dashboardTitleOrUntitled(null)).toBe('[ untitled dashboard ]');
    expect(dashboardTitleOrUntitled('Sales')).toBe('Sales');
  });

  it('normalizes a slug as Superset does: trimmed, spaces to dashes, punctuation dropped', () => {
    expect(normalizeSlug('  World Bank’s Data! ')).toBe('World-Banks-Data');
    expect(normalizeSlug('ventes_été-2024')).toBe('ventes_été-2024');
    expect(normalizeSlug('!!!')).toBeNull();
    expect(normalizeSlug(null)).toBeNull();
  });

  it('addresses a dashboard by slug when it has one, else by id', () => {
    expect(dashboardUrl({ id: 3, slug: 'sales' })).toBe('/superset/dashboard/sales/');
    expect(dashboardUrl({ id: 3, slug: null })).toBe('/superset/dashboard/3/');
  });

  it('gives last_modified_time in epoch seconds with milliseconds', () => {
    expect(lastModifiedTime('2024-05-01T10:00:00.900Z')).toBe(1714557600.9);
  });

  it('fills the defaults of a new dashboard', () => {
    expect(dashboardCreateSchema.parse({})).toMatchObject({
      dashboard_title: null,
      published: false,
      owners: [],
      position_json: null,
    });
  });
});

describe('humanizeSince', () => {
  const now = new Date('2024-05-10T12:00:00Z');
  it('says how long ago in Superset’s words', () => {
    expect(humanizeSince('2024-05-10T12:00:00Z', now)).toBe('now');
    expect(humanizeSince('2024-05-10T11:59:30Z', now)).toBe('30 seconds ago');
    expect(humanizeSince('2024-05-10T11:59:00Z', now)).toBe('a minute ago');
    expect(humanizeSince('2024-05-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(humanizeSince('2024-05-09T12:00:00Z', now)).toBe('a day ago');
    expect(humanizeSince('2024-03-01T12:00:00Z', now)).toBe('2 months ago');
    expect(humanizeSince('2022-05-01T12:00:00Z', now)).toBe('2 years ago');
  });
});
