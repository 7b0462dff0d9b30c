import type { Kysely } from 'kysely';
import { autoIncrementFor, idColumn, type StoreKind } from '../store-kind';

/** Database connections; the password lives encrypted in its own column, never in the URI. */
export async function up(db: Kysely<unknown>, kind: StoreKind): Promise<void> {
  await db.schema
    .createTable('dbs')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('database_name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('sqlalchemy_uri', 'varchar(1024)', (c) => c.notNull())
    .addColumn('password_encrypted', 'text')
    .addColumn('configuration_method', 'varchar(20)', (c) => c.notNull().defaultTo('sqlalchemy_form'))
    .addColumn('expose_in_sqllab', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('allow_run_async', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_ctas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_cvas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_dml', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_file_upload', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('impersonate_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('cache_timeout', 'integer')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}
