import type { Kysely } from 'kysely';
import { autoIncrementFor, idColumn, type StoreKind } from '../store-kind';

/** Owners of charts, and favourites (Superset's `favstar`) of charts and dashboards. */
export async function up(db: Kysely<unknown>, kind: StoreKind): Promise<void> {
  await db.schema
    .createTable('slice_owners')
    .addColumn('slice_id', 'integer', (c) => c.notNull().references('slices.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('slice_owners_pk', ['slice_id', 'user_id'])
    .execute();

  // obj_id points at a slice or a dashboard depending on class_name, so it has no foreign key.
  await db.schema
    .createTable('favstar')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('dttm', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('favstar_user_obj_uq', ['user_id', 'class_name', 'obj_id'])
    .execute();
  await db.schema.createIndex('favstar_obj_idx').on('favstar').columns(['class_name', 'obj_id']).execute();
}
