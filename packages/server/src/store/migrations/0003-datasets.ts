import type { Kysely } from 'kysely';
import { autoIncrementFor, idColumn, type StoreKind } from '../store-kind';

/** Datasets (Superset's `tables`), their columns, saved metrics and owners, and the charts that use them. */
export async function up(db: Kysely<unknown>, kind: StoreKind): Promise<void> {
  const id = idColumn(kind);
  const auto = autoIncrementFor(kind);
  await db.schema
    .createTable('tables')
    .addColumn('id', id, (c) => c.primaryKey().$call(auto))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id'))
    .addColumn('schema', 'varchar(255)')
    .addColumn('table_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('sql', 'text')
    .addColumn('main_dttm_col', 'varchar(250)')
    .addColumn('description', 'text')
    .addColumn('default_endpoint', 'text')
    .addColumn('offset', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cache_timeout', 'integer')
    .addColumn('is_sqllab_view', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('template_params', 'text')
    .addColumn('filter_select_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('fetch_values_predicate', 'text')
    .addColumn('extra', 'text')
    .addColumn('normalize_columns', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('always_filter_main_dttm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('tables_database_idx')
    .on('tables')
    .columns(['database_id', 'schema', 'table_name'])
    .execute();

  await db.schema
    .createTable('table_columns')
    .addColumn('id', id, (c) => c.primaryKey().$call(auto))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('column_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('description', 'text')
    .addColumn('expression', 'text')
    .addColumn('type', 'varchar(255)')
    .addColumn('is_dttm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('groupby', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('filterable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('python_date_format', 'varchar(255)')
    .addColumn('advanced_data_type', 'varchar(255)')
    .addColumn('extra', 'text')
    .addUniqueConstraint('table_columns_name_uq', ['table_id', 'column_name'])
    .execute();

  await db.schema
    .createTable('sql_metrics')
    .addColumn('id', id, (c) => c.primaryKey().$call(auto))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('metric_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('description', 'text')
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('metric_type', 'varchar(32)')
    .addColumn('d3format', 'varchar(128)')
    .addColumn('currency', 'varchar(128)')
    .addColumn('warning_text', 'text')
    .addColumn('extra', 'text')
    .addUniqueConstraint('sql_metrics_name_uq', ['table_id', 'metric_name'])
    .execute();

  await db.schema
    .createTable('dataset_owners')
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dataset_owners_pk', ['table_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('slices')
    .addColumn('id', id, (c) => c.primaryKey().$call(auto))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('slice_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('viz_type', 'varchar(250)', (c) => c.notNull())
    .addColumn('datasource_id', 'integer')
    .addColumn('datasource_type', 'varchar(200)')
    .addColumn('params', 'text')
    .addColumn('query_context', 'text')
    .addColumn('description', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('slices_datasource_idx')
    .on('slices')
    .columns(['datasource_type', 'datasource_id'])
    .execute();
}
