import type { Insertable, Kysely } from 'kysely';
import type { MetadataDb, SqlMetricsTable, TableColumnsTable } from './schema';

/** A column to write (id present: update; absent: insert). */
export type ColumnWrite = Omit<Insertable<TableColumnsTable>, 'table_id' | 'id'> & {
  id?: number | undefined;
};
/** A metric to write (id present: update; absent: insert). */
export type MetricWrite = Omit<Insertable<SqlMetricsTable>, 'table_id' | 'id'> & { id?: number | undefined };

// The child rows of a dataset (columns, metrics, owners), written inside the dataset's transaction.

/** Inserts new columns and metrics of a dataset. */
export async function writeChildren(
  trx: Kysely<MetadataDb>,
  tableId: number,
  columns: ColumnWrite[],
  metrics: MetricWrite[],
): Promise<void> {
  if (columns.length > 0)
    await trx
      .insertInto('table_columns')
      .values(columns.map(({ id: _id, ...c }) => ({ ...c, table_id: tableId })))
      .execute();
  if (metrics.length > 0)
    await trx
      .insertInto('sql_metrics')
      .values(metrics.map(({ id: _id, ...m }) => ({ ...m, table_id: tableId })))
      .execute();
}

/** Deletes the rows of a dataset's list whose ids the new list no longer holds. */
async function removeUnlisted(
  trx: Kysely<MetadataDb>,
  table: 'table_columns' | 'sql_metrics',
  tableId: number,
  items: readonly { id?: number | undefined }[],
): Promise<void> {
  const kept = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  let remove = trx.deleteFrom(table).where('table_id', '=', tableId);
  if (kept.length > 0) remove = remove.where('id', 'not in', kept);
  await remove.execute();
}

/** Replaces a dataset's columns: ids update, new ones insert, missing ones go. */
export async function replaceColumns(
  trx: Kysely<MetadataDb>,
  tableId: number,
  columns: ColumnWrite[],
): Promise<void> {
  await removeUnlisted(trx, 'table_columns', tableId, columns);
  for (const { id, ...column } of columns) {
    if (id === undefined)
      await trx
        .insertInto('table_columns')
        .values({ ...column, table_id: tableId })
        .execute();
    else
      await trx
        .updateTable('table_columns')
        .set(column)
        .where('id', '=', id)
        .where('table_id', '=', tableId)
        .execute();
  }
}

/** Replaces a dataset's saved metrics: ids update, new ones insert, missing ones go. */
export async function replaceMetrics(
  trx: Kysely<MetadataDb>,
  tableId: number,
  metrics: MetricWrite[],
): Promise<void> {
  await removeUnlisted(trx, 'sql_metrics', tableId, metrics);
  for (const { id, ...metric } of metrics) {
    if (id === undefined)
      await trx
        .insertInto('sql_metrics')
        .values({ ...metric, table_id: tableId })
        .execute();
    else
      await trx
        .updateTable('sql_metrics')
        .set(metric)
        .where('id', '=', id)
        .where('table_id', '=', tableId)
        .execute();
  }
}

/** Replaces a dataset's owners. */
export async function replaceOwners(
  trx: Kysely<MetadataDb>,
  tableId: number,
  owners: number[],
): Promise<void> {
  await trx.deleteFrom('dataset_owners').where('table_id', '=', tableId).execute();
  const unique = [...new Set(owners)];
  if (unique.length > 0)
    await trx
      .insertInto('dataset_owners')
      .values(unique.map((user_id) => ({ table_id: tableId, user_id })))
      .execute();
}
