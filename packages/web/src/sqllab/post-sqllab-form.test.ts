import { describe, expect, it } from 'vitest';
import { sqlLabFormOf } from '../explore/datasource/DatasourcePanel';
import { sqlLabFormFields } from './post-sqllab-form';

describe('View in SQL Lab', () => {
  it('posts form_data as JSON text and the CSRF token as a field, as Superset forms do', () => {
    expect(sqlLabFormFields({ datasourceKey: '7__table', sql: 'SELECT 1' }, 'token-1')).toEqual([
      ['form_data', '{"datasourceKey":"7__table","sql":"SELECT 1"}'],
      ['csrf_token', 'token-1'],
    ]);
  });

  it("opens a virtual dataset's SQL, and SELECT * of a table otherwise", () => {
    const star = 'SELECT * FROM main.orders LIMIT 100';
    expect(sqlLabFormOf({ id: 3, sql: 'SELECT 2', select_star: star })).toEqual({
      datasourceKey: '3__table',
      sql: 'SELECT 2',
    });
    expect(sqlLabFormOf({ id: 3, sql: null, select_star: star }).sql).toBe(star);
  });
});
