import type { Kysely } from 'kysely';
import { autoIncrementFor, idColumn, type StoreKind } from '../store-kind';

/** SQL Lab: the queries run (history), saved queries, and each user's editor tabs. */
export async function up(db: Kysely<unknown>, kind: StoreKind): Promise<void> {
  await db.schema
    .createTable('query')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('client_id', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('tab_name', 'varchar(256)')
    .addColumn('sql_editor_id', 'varchar(64)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('select_sql', 'text')
    .addColumn('executed_sql', 'text')
    .addColumn('limit', 'integer')
    .addColumn('limiting_factor', 'varchar(32)')
    .addColumn('select_as_cta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ctas_method', 'varchar(16)')
    .addColumn('tmp_table_name', 'varchar(256)')
    .addColumn('tmp_schema_name', 'varchar(256)')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('results_key', 'varchar(64)')
    .addColumn('extra_json', 'text')
    .addColumn('start_time', 'double precision', (c) => c.notNull())
    .addColumn('end_time', 'double precision')
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('query_user_changed_idx')
    .on('query')
    .columns(['user_id', 'changed_on'])
    .execute();
  await db.schema
    .createIndex('query_editor_idx')
    .on('query')
    .columns(['user_id', 'sql_editor_id', 'start_time'])
    .execute();

  await db.schema
    .createTable('saved_query')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('db_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(128)')
    .addColumn('label', 'varchar(256)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('template_parameters', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('rows', 'integer')
    .addColumn('last_run', 'varchar(32)')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('saved_query_user_idx').on('saved_query').column('user_id').execute();

  await db.schema
    .createTable('tab_state')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'varchar(256)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('set null'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('query_limit', 'integer')
    .addColumn('latest_query_id', 'varchar(11)')
    .addColumn('saved_query_id', 'integer', (c) => c.references('saved_query.id').onDelete('set null'))
    .addColumn('hide_left_bar', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tab_state_user_idx').on('tab_state').column('user_id').execute();
}
