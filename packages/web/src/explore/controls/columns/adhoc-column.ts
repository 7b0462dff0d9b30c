import type { AdhocColumn, Dataset, DatasetColumn } from '@meridian/core';
import { truncateLabel } from '@meridian/viz';

/** Tabs of the column editor. */
export type ColumnEditorTab = 'SAVED' | 'SIMPLE' | 'SQL';

/** Messages of the column editor. */
export const COLUMN_MESSAGES = {
  noTemporalColumns: 'No temporal columns found',
  noSavedExpressions: 'No saved expressions found',
  addTemporalColumns: 'Add calculated temporal columns to dataset in "Edit datasource" modal',
  addSavedExpressions: 'Add calculated columns to dataset in "Edit datasource" modal',
  incompatible: 'This column might be incompatible with current dataset',
} as const;

/** A column of form data: a column name or an adhoc SQL column (extra keys of saved charts kept). */
export type ColumnValue = string | (AdhocColumn & Record<string, unknown>);

/** What the column editor edits. */
export interface ColumnDraft {
  /** The open tab. */
  tab: ColumnEditorTab;
  /** Calculated column picked on the Saved tab. */
  savedColumnName: string | null;
  /** Physical column picked on the Simple tab. */
  columnName: string | null;
  /** Expression of the Custom SQL tab. */
  sqlExpression: string;
  /** Typed label; empty means the default. */
  label: string;
  /** Whether the label was typed. */
  hasCustomLabel: boolean;
}

/** Whether a form-data value is an adhoc column. */
export function isAdhocColumn(value: unknown): value is AdhocColumn & Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'sqlExpression' in value &&
    typeof value.sqlExpression === 'string'
  );
}

/** The columns of a control value as a list (a single-column control holds one or none). */
export function columnList(value: unknown): ColumnValue[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return items.filter(
    (item): item is ColumnValue => (typeof item === 'string' && item !== '') || isAdhocColumn(item),
  );
}

/** The Saved tab's columns (calculated columns) and the Simple tab's (physical ones), temporal only when asked. */
export function columnEditorOptions(
  columns: readonly DatasetColumn[],
  temporalOnly = false,
): { saved: DatasetColumn[]; simple: DatasetColumn[] } {
  const usable = columns.filter((c) => c.groupby !== false && (!temporalOnly || c.is_dttm));
  const isCalculated = (c: DatasetColumn) => Boolean(c.expression?.trim());
  return { saved: usable.filter(isCalculated), simple: usable.filter((c) => !isCalculated(c)) };
}

function isCalculatedName(name: string, columns: readonly DatasetColumn[]): boolean {
  return columns.some((c) => c.column_name === name && Boolean(c.expression?.trim()));
}

/** The editor's starting state for a column (null: a new one). */
export function columnToDraft(value: ColumnValue | null, columns: readonly DatasetColumn[]): ColumnDraft {
  const base: ColumnDraft = {
    tab: 'SIMPLE',
    savedColumnName: null,
    columnName: null,
    sqlExpression: '',
    label: '',
    hasCustomLabel: false,
  };
  if (value === null) return base;
  if (typeof value === 'string') {
    return isCalculatedName(value, columns)
      ? { ...base, tab: 'SAVED', savedColumnName: value }
      : { ...base, tab: 'SIMPLE', columnName: value };
  }
  const customLabel =
    value.hasCustomLabel || (value.label !== undefined && value.label !== value.sqlExpression);
  const label = customLabel ? (value.label ?? '') : '';
  if (value.isColumnReference) {
    const name = value.sqlExpression;
    return isCalculatedName(name, columns)
      ? { ...base, tab: 'SAVED', savedColumnName: name, label, hasCustomLabel: customLabel }
      : { ...base, tab: 'SIMPLE', columnName: name, label, hasCustomLabel: customLabel };
  }
  return { ...base, tab: 'SQL', sqlExpression: value.sqlExpression, label, hasCustomLabel: customLabel };
}

/** The label a draft shows when none is typed. */
export function defaultColumnLabel(draft: ColumnDraft): string {
  switch (draft.tab) {
    case 'SAVED':
      return draft.savedColumnName ?? '';
    case 'SIMPLE':
      return draft.columnName ?? '';
    case 'SQL':
      return truncateLabel(draft.sqlExpression.trim());
  }
}

/**
 * The form-data value of a draft, or null when nothing is chosen: a column's name; a column with a
 * typed label becomes an adhoc column referencing it; Custom SQL an adhoc column. `original` keeps
 * extra keys (columnType, timeGrain) of the edited column.
 */
export function draftToColumn(draft: ColumnDraft, original: ColumnValue | null = null): ColumnValue | null {
  const kept = isAdhocColumn(original) ? original : {};
  const label = draft.label.trim();
  const hasLabel = draft.hasCustomLabel && label !== '';
  if (draft.tab === 'SQL') {
    const sqlExpression = draft.sqlExpression.trim();
    if (!sqlExpression) return null;
    const column: AdhocColumn & Record<string, unknown> = {
      ...kept,
      sqlExpression,
      label: hasLabel ? label : truncateLabel(sqlExpression),
      expressionType: 'SQL',
    };
    delete column['isColumnReference'];
    if (hasLabel) column.hasCustomLabel = true;
    else delete column['hasCustomLabel'];
    return column;
  }
  const name = draft.tab === 'SAVED' ? draft.savedColumnName : draft.columnName;
  if (!name) return null;
  if (!hasLabel || label === name) return name;
  return {
    ...kept,
    sqlExpression: name,
    label,
    expressionType: 'SQL',
    hasCustomLabel: true,
    isColumnReference: true,
  };
}

/** Spec §5: Save is enabled when a column or expression is chosen and something changed. */
export function canSaveColumn(draft: ColumnDraft, original: ColumnValue | null): boolean {
  const next = draftToColumn(draft, original);
  return next !== null && JSON.stringify(next) !== JSON.stringify(original);
}

/** The label a column pill shows. */
export function columnPillLabel(value: ColumnValue, dataset?: Pick<Dataset, 'columns'>): string {
  if (typeof value !== 'string') return value.label || truncateLabel(value.sqlExpression);
  const column = dataset?.columns.find((c) => c.column_name === value);
  return column?.verbose_name || value;
}

/** The warning on a column pill naming a column the dataset lacks. */
export function columnWarning(value: ColumnValue, dataset: Pick<Dataset, 'columns'>): string | null {
  const name = typeof value === 'string' ? value : value.isColumnReference ? value.sqlExpression : null;
  if (name === null) return null;
  return dataset.columns.some((c) => c.column_name === name) ? null : COLUMN_MESSAGES.incompatible;
}
