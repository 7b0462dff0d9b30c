import type { Kysely } from 'kysely';
import { autoIncrementFor, idColumn, type StoreKind } from '../store-kind';

/** Superset's `logs` table: who viewed which dashboard or chart when (the home page's recents). */
export async function up(db: Kysely<unknown>, kind: StoreKind): Promise<void> {
  await db.schema
    .createTable('logs')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('action', 'varchar(512)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('json', 'text')
    .addColumn('dttm', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('logs_user_dttm_idx').on('logs').columns(['user_id', 'dttm']).execute();
}
