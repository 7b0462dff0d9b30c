import { describe, expect, it } from 'vitest';
import { SALES_DATASET } from '../test-fixtures';
import {
  COLUMN_MESSAGES,
  canSaveColumn,
  columnEditorOptions,
  columnList,
  columnPillLabel,
  columnToDraft,
  columnWarning,
  draftToColumn,
} from './adhoc-column';

const columns = SALES_DATASET.columns;

describe('columnEditorOptions', () => {
  it('puts calculated columns on the Saved tab and physical ones on the Simple tab', () => {
    const { saved, simple } = columnEditorOptions(columns);
    expect(saved.map((c) => c.column_name)).toEqual(['big_order']);
    expect(simple.map((c) => c.column_name)).toEqual([
      'region',
      'amount',
      'quantity',
      'is_online',
      'order_date',
    ]);
  });

  it('offers only temporal columns to temporal controls', () => {
    const { saved, simple } = columnEditorOptions(columns, true);
    expect(saved).toEqual([]);
    expect(simple.map((c) => c.column_name)).toEqual(['order_date']);
  });
});

describe('column drafts', () => {
  it('opens a calculated column on the Saved tab and a physical one on Simple', () => {
    expect(columnToDraft('big_order', columns)).toMatchObject({ tab: 'SAVED', savedColumnName: 'big_order' });
    expect(columnToDraft('region', columns)).toMatchObject({ tab: 'SIMPLE', columnName: 'region' });
  });

  it('gives the column name when no label is typed', () => {
    expect(draftToColumn({ ...columnToDraft(null, columns), columnName: 'region' })).toBe('region');
  });

  it('turns a labelled column into an adhoc column referencing it', () => {
    const draft = { ...columnToDraft('region', columns), label: 'Area', hasCustomLabel: true };
    const value = draftToColumn(draft);
    expect(value).toEqual({
      sqlExpression: 'region',
      label: 'Area',
      expressionType: 'SQL',
      hasCustomLabel: true,
      isColumnReference: true,
    });
    expect(columnToDraft(value, columns)).toMatchObject({
      tab: 'SIMPLE',
      columnName: 'region',
      label: 'Area',
    });
  });

  it('builds Custom SQL columns labelled by their SQL unless a label is typed', () => {
    const draft = { ...columnToDraft(null, columns), tab: 'SQL' as const, sqlExpression: 'UPPER(region)' };
    expect(draftToColumn(draft)).toEqual({
      sqlExpression: 'UPPER(region)',
      label: 'UPPER(region)',
      expressionType: 'SQL',
    });
  });

  it('keeps keys of the edited column such as columnType and timeGrain', () => {
    const original = {
      sqlExpression: 'order_date',
      label: 'order_date',
      expressionType: 'SQL' as const,
      columnType: 'BASE_AXIS' as const,
      timeGrain: 'P1D',
    };
    const draft = { ...columnToDraft(original, columns), sqlExpression: 'DATE(order_date)' };
    expect(draftToColumn(draft, original)).toMatchObject({
      columnType: 'BASE_AXIS',
      timeGrain: 'P1D',
      sqlExpression: 'DATE(order_date)',
    });
  });
});

describe('canSaveColumn', () => {
  it('needs a chosen column or expression', () => {
    expect(canSaveColumn(columnToDraft(null, columns), null)).toBe(false);
    expect(canSaveColumn({ ...columnToDraft(null, columns), tab: 'SQL', sqlExpression: '  ' }, null)).toBe(
      false,
    );
  });

  it('needs a change', () => {
    expect(canSaveColumn(columnToDraft('region', columns), 'region')).toBe(false);
    expect(canSaveColumn({ ...columnToDraft('region', columns), columnName: 'amount' }, 'region')).toBe(true);
  });
});

describe('column pills', () => {
  it('labels adhoc columns by their label and warns on unknown columns', () => {
    expect(columnPillLabel({ sqlExpression: 'x', label: 'X', expressionType: 'SQL' })).toBe('X');
    expect(columnWarning('gone', SALES_DATASET)).toBe(COLUMN_MESSAGES.incompatible);
    expect(columnWarning('region', SALES_DATASET)).toBeNull();
    expect(columnWarning({ sqlExpression: 'gone()', expressionType: 'SQL' }, SALES_DATASET)).toBeNull();
  });

  it('reads column values as lists', () => {
    expect(columnList('region')).toEqual(['region']);
    expect(columnList(['region', '', null])).toEqual(['region']);
  });
});
