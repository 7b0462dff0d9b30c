import { jsonObjectSchema, readJsonText } from '@meridian/core';
import type { Dataset, DatasetColumn, DatasetMetric, DatasetUpdate } from '@meridian/core';

/** A column being edited; `key` identifies its row, also before it has an id. */
export type DraftColumn = DatasetColumn & { key: string };
/** A metric being edited; `key` identifies its row, also before it has an id. */
export type DraftMetric = DatasetMetric & { key: string };

/** Everything the edit-dataset modal changes, as the person edits it. */
export interface DatasetDraft {
  /** Physical or virtual (not editable; decides what Source shows and what is sent). */
  kind: Dataset['kind'];
  /** Table name, or the name of a virtual dataset. */
  table_name: string;
  /** Database id. */
  database: number;
  /** Schema. */
  schema: string | null;
  /** SQL of a virtual dataset; empty for a physical one. */
  sql: string;
  description: string;
  main_dttm_col: string | null;
  cache_timeout: number | null;
  offset: number;
  default_endpoint: string;
  filter_select_enabled: boolean;
  fetch_values_predicate: string;
  /** JSON object text; also holds certification and warning_markdown. */
  extra: string;
  /** Owner user ids. */
  owners: number[];
  /** Columns of the table (no expression). */
  columns: DraftColumn[];
  /** Calculated columns (with an expression). */
  calculated: DraftColumn[];
  /** Saved metrics. */
  metrics: DraftMetric[];
}

/** Certification and warning of a dataset, metric or column, read from its `extra` JSON. */
export interface Certification {
  certifiedBy: string;
  details: string;
  warningMarkdown: string;
}

let newKeys = 0;

/** A row key for an item that has no id yet. */
export function newRowKey(): string {
  newKeys += 1;
  return `new-${newKeys}`;
}

function isCalculated(column: DatasetColumn): boolean {
  return Boolean(column.expression?.trim());
}

/** The backend of the draft's database (its SQL dialect): the saved database's, unknown once another is picked. */
export function draftBackend(draft: DatasetDraft, dataset: Dataset): string | undefined {
  return draft.database === dataset.database.id ? dataset.database.backend : undefined;
}

/** The draft of a dataset as the server answered it. */
export function draftFromDataset(dataset: Dataset): DatasetDraft {
  const columns = dataset.columns.map((column) => ({ ...column, key: `column-${column.id}` }));
  return {
    kind: dataset.kind,
    table_name: dataset.table_name,
    database: dataset.database.id,
    schema: dataset.schema,
    sql: dataset.sql ?? '',
    description: dataset.description ?? '',
    main_dttm_col: dataset.main_dttm_col,
    cache_timeout: dataset.cache_timeout,
    offset: dataset.offset,
    default_endpoint: dataset.default_endpoint ?? '',
    filter_select_enabled: dataset.filter_select_enabled,
    fetch_values_predicate: dataset.fetch_values_predicate ?? '',
    extra: dataset.extra ?? '',
    owners: dataset.owners.map((owner) => owner.id),
    columns: columns.filter((column) => !isCalculated(column)),
    calculated: columns.filter(isCalculated),
    metrics: dataset.metrics.map((metric) => ({ ...metric, key: `metric-${metric.id}` })),
  };
}

/** An empty metric row. */
export function newMetric(): DraftMetric {
  return {
    key: newRowKey(),
    metric_name: '',
    verbose_name: null,
    description: null,
    expression: '',
    metric_type: null,
    d3format: null,
    currency: null,
    warning_text: null,
    extra: null,
  };
}

/** An empty calculated-column row. */
export function newCalculatedColumn(): DraftColumn {
  return {
    key: newRowKey(),
    column_name: '',
    verbose_name: null,
    description: null,
    expression: '',
    type: null,
    type_generic: null,
    is_dttm: false,
    groupby: true,
    filterable: true,
    is_active: true,
    python_date_format: null,
    advanced_data_type: null,
    extra: null,
  };
}

function parseObject(text: string | null): Record<string, unknown> | null {
  if (!text || !text.trim()) return {};
  return readJsonText(text, jsonObjectSchema, null);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Certification and warning in an `extra` JSON text; null when the text is not a JSON object. */
export function readCertification(extra: string | null): Certification | null {
  const object = parseObject(extra);
  if (!object) return null;
  const certification = object.certification;
  const cert =
    typeof certification === 'object' && certification !== null
      ? (certification as Record<string, unknown>)
      : {};
  return {
    certifiedBy: text(cert.certified_by),
    details: text(cert.details),
    warningMarkdown: text(object.warning_markdown),
  };
}

/**
 * Writes certification and warning into an `extra` JSON text, keeping its other keys; empty values remove
 * their key. Answers null when nothing is left and there was no text before; the text itself when it is
 * not a JSON object (the caller disables the inputs then).
 */
export function writeCertification(extra: string | null, certification: Certification): string | null {
  const object = parseObject(extra);
  if (!object) return extra;
  const next: Record<string, unknown> = { ...object };
  // Values are kept as typed (a trailing space may be the start of the next word); blank ones count as absent.
  const certifiedBy = certification.certifiedBy.trim() ? certification.certifiedBy : null;
  const details = certification.details.trim() ? certification.details : null;
  if (certifiedBy !== null || details !== null) next.certification = { certified_by: certifiedBy, details };
  else delete next.certification;
  if (certification.warningMarkdown.trim()) next.warning_markdown = certification.warningMarkdown;
  else delete next.warning_markdown;
  if (Object.keys(next).length === 0 && !extra?.trim()) return null;
  return JSON.stringify(next);
}

/** Names of the temporal columns, choices of the default datetime column. */
export function temporalColumnNames(draft: Pick<DatasetDraft, 'columns' | 'calculated'>): string[] {
  return [...draft.columns, ...draft.calculated]
    .filter((column) => column.is_dttm && column.column_name)
    .map((column) => column.column_name);
}

function duplicates(names: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return [...repeated];
}

/** What keeps the draft from being saved, one sentence each; empty when it can be saved. */
export function draftErrors(draft: DatasetDraft): string[] {
  const errors: string[] = [];
  if (!draft.table_name.trim())
    errors.push(draft.kind === 'virtual' ? 'Dataset name is required' : 'Table name is required');
  if (draft.kind === 'virtual' && !draft.sql.trim()) errors.push('SQL is required');
  if (draft.metrics.some((metric) => !metric.metric_name.trim()))
    errors.push('Every metric needs a metric key');
  for (const metric of draft.metrics) {
    if (metric.metric_name.trim() && !metric.expression.trim())
      errors.push(`Metric ${metric.metric_name} needs a SQL expression`);
  }
  for (const name of duplicates(draft.metrics.map((metric) => metric.metric_name.trim()).filter(Boolean))) {
    errors.push(`Metric key ${name} is used more than once`);
  }
  if (draft.calculated.some((column) => !column.column_name.trim()))
    errors.push('Every calculated column needs a name');
  for (const column of draft.calculated) {
    if (column.column_name.trim() && !column.expression?.trim())
      errors.push(`Calculated column ${column.column_name} needs a SQL expression`);
  }
  const columnNames = [...draft.columns, ...draft.calculated]
    .map((column) => column.column_name.trim())
    .filter(Boolean);
  for (const name of duplicates(columnNames)) errors.push(`Column name ${name} is used more than once`);
  if (draft.extra.trim() && parseObject(draft.extra) === null) errors.push('Extra must be a JSON object');
  return errors;
}

function blankToNull(value: string | null | undefined): string | null {
  return value && value.trim() ? value : null;
}

function columnBody({ key: _key, ...column }: DraftColumn): DatasetColumn {
  return {
    ...column,
    column_name: column.column_name.trim(),
    verbose_name: blankToNull(column.verbose_name),
    description: blankToNull(column.description),
    expression: blankToNull(column.expression),
    type: blankToNull(column.type),
    python_date_format: blankToNull(column.python_date_format),
  };
}

function metricBody({ key: _key, ...metric }: DraftMetric): DatasetMetric {
  return {
    ...metric,
    metric_name: metric.metric_name.trim(),
    verbose_name: blankToNull(metric.verbose_name),
    description: blankToNull(metric.description),
    d3format: blankToNull(metric.d3format),
  };
}

/** Body of `PUT /api/v1/dataset/{id}` from the draft: columns and metrics replace the saved lists. */
export function updateBodyFromDraft(draft: DatasetDraft): DatasetUpdate {
  return {
    table_name: draft.table_name.trim(),
    database: draft.database,
    schema: blankToNull(draft.schema),
    ...(draft.kind === 'virtual' ? { sql: draft.sql } : {}),
    description: blankToNull(draft.description),
    main_dttm_col: blankToNull(draft.main_dttm_col),
    cache_timeout: draft.cache_timeout,
    offset: draft.offset,
    default_endpoint: blankToNull(draft.default_endpoint),
    filter_select_enabled: draft.filter_select_enabled,
    fetch_values_predicate: blankToNull(draft.fetch_values_predicate),
    extra: blankToNull(draft.extra),
    owners: draft.owners,
    columns: [...draft.columns, ...draft.calculated].map(columnBody),
    metrics: draft.metrics.map(metricBody),
  };
}

/** Result of merging re-synced table columns into the draft. */
export interface ColumnSync {
  /** The new physical columns, keeping unsaved edits of columns that still exist. */
  columns: DraftColumn[];
  /** Names of columns the table gained. */
  added: string[];
  /** Names of columns the table lost. */
  removed: string[];
}

/** Merges the columns of a refreshed dataset into the draft's physical columns. */
export function mergeSyncedColumns(current: readonly DraftColumn[], synced: Dataset['columns']): ColumnSync {
  const byName = new Map(current.map((column) => [column.column_name, column]));
  const syncedPhysical = synced.filter((column) => !isCalculated(column));
  const columns = syncedPhysical.map((column): DraftColumn => {
    const edited = byName.get(column.column_name);
    const base = { ...column, key: `column-${column.id}` };
    if (!edited) return base;
    const { verbose_name, description, is_dttm, groupby, filterable, python_date_format, extra } = edited;
    return { ...base, verbose_name, description, is_dttm, groupby, filterable, python_date_format, extra };
  });
  const syncedNames = new Set(syncedPhysical.map((column) => column.column_name));
  return {
    columns,
    added: syncedPhysical
      .filter((column) => !byName.has(column.column_name))
      .map((column) => column.column_name),
    removed: current
      .filter((column) => !syncedNames.has(column.column_name))
      .map((column) => column.column_name),
  };
}
