import type { Kysely } from 'kysely';
import { autoIncrementFor, idColumn, type StoreKind } from '../store-kind';

/** Alerts & reports (schedules, recipients, owners, execution logs, tick claims) and annotation layers. */
export async function up(db: Kysely<unknown>, kind: StoreKind): Promise<void> {
  await db.schema
    .createTable('report_schedule')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('context_markdown', 'text')
    .addColumn('email_subject', 'varchar(255)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('crontab', 'varchar(1000)', (c) => c.notNull())
    .addColumn('timezone', 'varchar(100)', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('creation_method', 'varchar(255)', (c) => c.notNull().defaultTo('alerts_reports'))
    .addColumn('chart_id', 'integer', (c) => c.references('slices.id').onDelete('cascade'))
    .addColumn('dashboard_id', 'integer', (c) => c.references('dashboards.id').onDelete('cascade'))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('sql', 'text')
    .addColumn('validator_type', 'varchar(100)')
    .addColumn('validator_config_json', 'text')
    .addColumn('report_format', 'varchar(50)', (c) => c.notNull().defaultTo('PNG'))
    .addColumn('force_screenshot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('working_timeout', 'integer', (c) => c.notNull().defaultTo(3600))
    .addColumn('grace_period', 'integer', (c) => c.notNull().defaultTo(14400))
    .addColumn('log_retention', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('extra_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('custom_width', 'integer')
    .addColumn('last_eval_dttm', 'varchar(32)')
    .addColumn('last_state', 'varchar(50)', (c) => c.notNull().defaultTo('Not triggered'))
    .addColumn('last_value', 'double precision')
    .addColumn('last_value_row_json', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('report_schedule_name_type_uq', ['name', 'type'])
    .execute();

  await db.schema
    .createTable('report_recipient')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('recipient_config_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_recipient_schedule_idx')
    .on('report_recipient')
    .column('report_schedule_id')
    .execute();

  await db.schema
    .createTable('report_schedule_user')
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('report_schedule_user_pk', ['report_schedule_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('report_execution_log')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull())
    .addColumn('scheduled_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('start_dttm', 'varchar(32)')
    .addColumn('end_dttm', 'varchar(32)')
    .addColumn('value', 'double precision')
    .addColumn('value_row_json', 'text')
    .addColumn('state', 'varchar(50)', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .execute();
  await db.schema
    .createIndex('report_execution_log_schedule_idx')
    .on('report_execution_log')
    .columns(['report_schedule_id', 'start_dttm'])
    .execute();

  // One row per (schedule, cron instant): whichever process inserts it first runs that tick; the others skip it.
  await db.schema
    .createTable('report_execution_claim')
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .addColumn('scheduled_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_on', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_execution_claim_pk', ['report_schedule_id', 'scheduled_dttm'])
    .execute();

  await db.schema
    .createTable('annotation_layer')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('descr', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('annotation')
    .addColumn('id', idColumn(kind), (c) => c.primaryKey().$call(autoIncrementFor(kind)))
    .addColumn('layer_id', 'integer', (c) =>
      c.notNull().references('annotation_layer.id').onDelete('cascade'),
    )
    .addColumn('start_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('short_descr', 'varchar(500)', (c) => c.notNull())
    .addColumn('long_descr', 'text')
    .addColumn('json_metadata', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('annotation_layer_short_descr_uq', ['layer_id', 'short_descr'])
    .execute();
}
