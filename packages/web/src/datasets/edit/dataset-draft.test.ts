import { datasetSchema, datasetUpdateSchema } from '@meridian/core';
import type { Dataset } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import {
  draftBackend,
  draftErrors,
  draftFromDataset,
  mergeSyncedColumns,
  newCalculatedColumn,
  newMetric,
  readCertification,
  temporalColumnNames,
  updateBodyFromDraft,
  writeCertification,
} from './dataset-draft';

const column = (id: number, name: string, extra: Partial<Dataset['columns'][number]> = {}) => ({
  id,
  uuid: `c-${id}`,
  column_name: name,
  type: 'TEXT',
  ...extra,
});

const dataset: Dataset = datasetSchema.parse({
  id: 1,
  uuid: 'd-1',
  datasource_type: 'table',
  database: { id: 2, database_name: 'pg', backend: 'postgresql' },
  schema: 'public',
  table_name: 'orders',
  sql: null,
  kind: 'physical',
  main_dttm_col: 'ordered_at',
  description: null,
  cache_timeout: null,
  offset: 0,
  default_endpoint: null,
  filter_select_enabled: true,
  fetch_values_predicate: null,
  extra: null,
  template_params: null,
  normalize_columns: false,
  always_filter_main_dttm: false,
  is_managed_externally: false,
  external_url: null,
  is_sqllab_view: false,
  owners: [{ id: 1, first_name: 'A', last_name: 'B', username: 'ab' }],
  columns: [
    column(10, 'id', { type: 'INTEGER' }),
    column(11, 'ordered_at', { type: 'TIMESTAMP', is_dttm: true }),
    column(12, 'double_amount', { expression: 'amount * 2' }),
  ],
  metrics: [{ id: 20, uuid: 'm-20', metric_name: 'count', expression: 'COUNT(*)' }],
  select_star: 'SELECT * FROM orders LIMIT 100',
  url: '/explore/?datasource_type=table&datasource_id=1',
  created_on: '2024-01-01T00:00:00',
  changed_on: '2024-01-01T00:00:00',
  changed_by_name: null,
});

describe('draftFromDataset', () => {
  it('splits table columns from calculated ones', () => {
    const draft = draftFromDataset(dataset);
    expect(draft.columns.map((c) => c.column_name)).toEqual(['id', 'ordered_at']);
    expect(draft.calculated.map((c) => c.column_name)).toEqual(['double_amount']);
    expect(draft.owners).toEqual([1]);
  });
});

describe('updateBodyFromDraft', () => {
  it('sends every column and metric, keeping ids and creating new ones without id', () => {
    const draft = draftFromDataset(dataset);
    draft.metrics.unshift({ ...newMetric(), metric_name: 'sum_amount', expression: 'SUM(amount)' });
    const body = datasetUpdateSchema.parse(updateBodyFromDraft(draft));
    expect(body.metrics?.map((m) => [m.id, m.metric_name])).toEqual([
      [undefined, 'sum_amount'],
      [20, 'count'],
    ]);
    expect(body.columns?.map((c) => c.id)).toEqual([10, 11, 12]);
    expect(body.sql).toBeUndefined();
    expect(body).not.toHaveProperty('metrics.0.key');
  });

  it('turns blank texts into nulls', () => {
    const draft = { ...draftFromDataset(dataset), description: '  ', default_endpoint: '' };
    const body = updateBodyFromDraft(draft);
    expect(body.description).toBeNull();
    expect(body.default_endpoint).toBeNull();
  });

  it('sends the SQL of a virtual dataset', () => {
    const draft = { ...draftFromDataset(dataset), kind: 'virtual' as const, sql: 'SELECT 1' };
    expect(updateBodyFromDraft(draft).sql).toBe('SELECT 1');
  });
});

describe('draftErrors', () => {
  it('accepts the saved dataset', () => {
    expect(draftErrors(draftFromDataset(dataset))).toEqual([]);
  });

  it('names metrics without key or expression, and duplicate keys', () => {
    const draft = draftFromDataset(dataset);
    draft.metrics.push(
      newMetric(),
      { ...newMetric(), metric_name: 'total' },
      { ...newMetric(), metric_name: 'count', expression: 'COUNT(1)' },
    );
    expect(draftErrors(draft)).toEqual([
      'Every metric needs a metric key',
      'Metric total needs a SQL expression',
      'Metric key count is used more than once',
    ]);
  });

  it('names calculated columns without expression and clashing column names', () => {
    const draft = draftFromDataset(dataset);
    draft.calculated.push(
      { ...newCalculatedColumn(), column_name: 'id', expression: 'id + 1' },
      { ...newCalculatedColumn(), column_name: 'x' },
    );
    expect(draftErrors(draft)).toEqual([
      'Calculated column x needs a SQL expression',
      'Column name id is used more than once',
    ]);
  });

  it('refuses extra that is not a JSON object and a virtual dataset without SQL', () => {
    const draft = { ...draftFromDataset(dataset), kind: 'virtual' as const, sql: ' ', extra: '[1]' };
    expect(draftErrors(draft)).toEqual(['SQL is required', 'Extra must be a JSON object']);
  });
});

describe('certification in extra', () => {
  it('reads certification and warning, and null for text that is not an object', () => {
    expect(
      readCertification(
        '{"certification":{"certified_by":"Data team","details":"ok"},"warning_markdown":"careful"}',
      ),
    ).toEqual({
      certifiedBy: 'Data team',
      details: 'ok',
      warningMarkdown: 'careful',
    });
    expect(readCertification(null)).toEqual({ certifiedBy: '', details: '', warningMarkdown: '' });
    expect(readCertification('{oops')).toBeNull();
  });

  it('writes them while keeping other keys, and removes emptied ones', () => {
    const written = writeCertification('{"disallow_adhoc_metrics":true}', {
      certifiedBy: 'Data team',
      details: '',
      warningMarkdown: 'careful',
    });
    expect(JSON.parse(written ?? '')).toEqual({
      disallow_adhoc_metrics: true,
      certification: { certified_by: 'Data team', details: null },
      warning_markdown: 'careful',
    });
    expect(writeCertification(written, { certifiedBy: '', details: '', warningMarkdown: '' })).toBe(
      '{"disallow_adhoc_metrics":true}',
    );
  });

  it('leaves no extra behind when there was none and nothing is certified', () => {
    expect(writeCertification(null, { certifiedBy: '', details: '', warningMarkdown: '' })).toBeNull();
  });
});

describe('temporalColumnNames', () => {
  it('lists table and calculated columns marked temporal', () => {
    const draft = draftFromDataset(dataset);
    draft.calculated.push({
      ...newCalculatedColumn(),
      column_name: 'day',
      expression: "date_trunc('day', ordered_at)",
      is_dttm: true,
    });
    expect(temporalColumnNames(draft)).toEqual(['ordered_at', 'day']);
  });
});

describe('mergeSyncedColumns', () => {
  it('keeps unsaved edits of surviving columns and reports added and removed ones', () => {
    const draft = draftFromDataset(dataset);
    const edited = draft.columns.map((c) =>
      c.column_name === 'id' ? { ...c, verbose_name: 'Order id' } : c,
    );
    const refreshed = datasetSchema.parse({
      ...dataset,
      columns: [
        column(10, 'id', { type: 'BIGINT' }),
        column(13, 'region'),
        column(12, 'double_amount', { expression: 'amount * 2' }),
      ],
    }).columns;
    const sync = mergeSyncedColumns(edited, refreshed);
    expect(sync.columns.map((c) => [c.column_name, c.type, c.verbose_name])).toEqual([
      ['id', 'BIGINT', 'Order id'],
      ['region', 'TEXT', null],
    ]);
    expect(sync.added).toEqual(['region']);
    expect(sync.removed).toEqual(['ordered_at']);
  });
});

describe('draftBackend', () => {
  it("is the saved database's backend until another database is picked", () => {
    const draft = draftFromDataset(dataset);
    expect(draftBackend(draft, dataset)).toBe('postgresql');
    expect(draftBackend({ ...draft, database: 3 }, dataset)).toBeUndefined();
  });
});
