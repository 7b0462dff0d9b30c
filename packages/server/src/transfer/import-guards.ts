import type { LexicalDialect } from '../engines/base/sql-tokenizer';
import { AppError, fieldErrors, type FieldErrors } from '../errors';
import { assertSafeExpression, normalizeSelectStatement } from '../query/sql-guard';
import type { Bundle } from './import-bundle';
import { LAYERS_FOLDER } from './annotation-layers';
import type { ObjectKind } from './schemas';

/** A kind an import may overwrite: the four of Superset's bundles and annotation layers. */
export type OverwrittenKind = ObjectKind | typeof LAYERS_FOLDER;

/** Whether the importing caller may replace the stored object of a kind with a uuid (as a PUT of it would). */
export type MayOverwrite = (kind: OverwrittenKind, uuid: string) => Promise<boolean>;

const MODEL_NAME: Record<ObjectKind, string> = {
  databases: 'Database',
  datasets: 'Dataset',
  charts: 'Chart',
  dashboards: 'Dashboard',
};

/**
 * With `overwrite`, every object of the bundle that exists is replaced: each must be one the caller may edit
 * (owners and admins; `can_write` Database for databases), else one 403 names every such file and nothing is written.
 */
export async function refuseForeignOverwrites(
  bundle: Bundle,
  existing: Record<ObjectKind, Set<string>>,
  mayOverwrite: MayOverwrite,
  existingLayers: ReadonlySet<string> = new Set(),
): Promise<void> {
  const errors: FieldErrors = {};
  for (const { file, value } of bundle.annotationLayers) {
    if (!existingLayers.has(value.uuid) || (await mayOverwrite(LAYERS_FOLDER, value.uuid))) continue;
    errors[file] = [
      'Annotation layer already exists and you may not overwrite it: it needs can_write Annotation',
    ];
  }
  for (const kind of ['databases', 'datasets', 'charts', 'dashboards'] as const) {
    for (const { file, value } of bundle[kind]) {
      if (!existing[kind].has(value.uuid) || (await mayOverwrite(kind, value.uuid))) continue;
      errors[file] = [
        `${MODEL_NAME[kind]} already exists and you may not overwrite it: only its owners and admins may`,
      ];
    }
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors, 'MISSING_PERMISSION');
}

/**
 * Imported datasets pass the API's SQL guard, read by the lexical rules of their database's engine: the SQL of a
 * virtual dataset is one SELECT, metrics and calculated columns one read-only expression each. One 422 names
 * every refused file.
 */
export function refuseUnsafeDatasetSql(
  bundle: Bundle,
  dialectOf: (databaseUuid: string) => LexicalDialect,
): void {
  const errors: FieldErrors = {};
  for (const { file, value } of bundle.datasets) {
    const dialect = dialectOf(value.database_uuid);
    const check = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        (errors[file] ??= []).push(String(error.detail));
      }
    };
    if (value.sql) check(() => normalizeSelectStatement(value.sql as string, dialect, 'sql'));
    for (const column of value.columns ?? [])
      if (column.expression)
        check(() =>
          assertSafeExpression(column.expression as string, dialect, `columns.${column.column_name}`),
        );
    for (const metric of value.metrics ?? [])
      check(() => assertSafeExpression(metric.expression, dialect, `metrics.${metric.metric_name}`));
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}
