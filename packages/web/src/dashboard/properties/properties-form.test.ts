import type { Dashboard } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import {
  colorSchemeOf,
  initialPropertiesFields,
  METADATA_NOT_JSON,
  metadataProblem,
  propertiesUpdate,
  withColorScheme,
} from './properties-form';

const DASHBOARD: Dashboard = {
  id: 7,
  uuid: '00000000-0000-4000-8000-000000000007',
  dashboard_title: 'Sales',
  slug: null,
  url: '/superset/dashboard/7/',
  css: '',
  published: true,
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Admin', username: 'admin' }],
  roles: [{ id: 3, name: 'Gamma' }],
  certified_by: null,
  certification_details: null,
  position_json: null,
  json_metadata: '{"color_scheme":"bnbColors","refresh_frequency":60}',
  charts: [],
  is_managed_externally: false,
  external_url: null,
  thumbnail_url: null,
  changed_on: '2026-01-01T00:00:00.000Z',
  changed_by_name: null,
  changed_on_delta_humanized: 'a day ago',
  created_on: '2026-01-01T00:00:00.000Z',
};

describe('initialPropertiesFields', () => {
  it('starts from the stored values, with the colour scheme read from the metadata', () => {
    const fields = initialPropertiesFields(DASHBOARD);
    expect(fields).toMatchObject({
      dashboard_title: 'Sales',
      slug: '',
      owners: [1],
      roles: [3],
      color_scheme: 'bnbColors',
    });
    expect(JSON.parse(fields.json_metadata)).toEqual({ color_scheme: 'bnbColors', refresh_frequency: 60 });
  });
});

describe('metadataProblem', () => {
  it('accepts valid metadata and blank text', () => {
    expect(metadataProblem('{"refresh_frequency": 10}')).toBeNull();
    expect(metadataProblem('  ')).toBeNull();
  });

  it('refuses text that is not a JSON object', () => {
    expect(metadataProblem('{"a": ')).toBe(METADATA_NOT_JSON);
    expect(metadataProblem('[1]')).toBe(METADATA_NOT_JSON);
  });

  it('names the key dashboardMetadataSchema refuses', () => {
    expect(metadataProblem('{"refresh_frequency": "often"}')).toMatch(/^refresh_frequency: /);
  });
});

describe('withColorScheme', () => {
  it('writes color_scheme into the metadata and keeps the other keys', () => {
    expect(JSON.parse(withColorScheme('{"a":1}', 'googleCategory10c'))).toEqual({
      a: 1,
      color_scheme: 'googleCategory10c',
    });
    expect(colorSchemeOf(withColorScheme('', 'x'))).toBe('x');
  });

  it('removes color_scheme when the scheme is cleared', () => {
    expect(JSON.parse(withColorScheme('{"a":1,"color_scheme":"x"}', undefined))).toEqual({ a: 1 });
  });
});

describe('propertiesUpdate', () => {
  it('sends blank slug and certification as null and the scheme inside json_metadata', () => {
    const update = propertiesUpdate({
      ...initialPropertiesFields(DASHBOARD),
      dashboard_title: 'Sales 2',
      slug: ' ',
      color_scheme: 'supersetColors',
    });
    expect(update).toMatchObject({
      dashboard_title: 'Sales 2',
      slug: null,
      owners: [1],
      roles: [3],
      certified_by: null,
      certification_details: null,
    });
    expect(JSON.parse(update.json_metadata ?? '')).toEqual({
      color_scheme: 'supersetColors',
      refresh_frequency: 60,
    });
  });
});
