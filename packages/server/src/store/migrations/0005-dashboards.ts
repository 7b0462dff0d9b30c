import type { Kysely } from 'kysely';
import { autoIncrementFor, idColumn, type StoreKind } from '../store-kind';

/** Dashboards, the charts on them, their owners and the roles that may see them. */
export async function up(db: Kysely<unknown>, kind: StoreKind): Promise<void> {
  await db.schema
    .createTable('dashboards')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('dashboard_title', 'varchar(500)', (c) => c.notNull())
    // Several dashboards may have no slug: both stores let NULLs repeat under a unique constraint.
    .addColumn('slug', 'varchar(255)', (c) => c.unique())
    .addColumn('css', 'text')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('position_json', 'text')
    .addColumn('json_metadata', 'text')
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('dashboard_slices')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('slice_id', 'integer', (c) => c.notNull().references('slices.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dashboard_slices_pk', ['dashboard_id', 'slice_id'])
    .execute();
  await db.schema
    .createIndex('dashboard_slices_slice_idx')
    .on('dashboard_slices')
    .column('slice_id')
    .execute();

  await db.schema
    .createTable('dashboard_owners')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dashboard_owners_pk', ['dashboard_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('dashboard_roles')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dashboard_roles_pk', ['dashboard_id', 'role_id'])
    .execute();
}
