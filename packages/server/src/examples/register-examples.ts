import { EXAMPLES_DATABASE_UUID, type DatasetColumn } from '@meridian/core';
import type { DatabaseService } from '../databases/database-service';
import type { DatasetService } from '../datasets/dataset-service';
import { EXAMPLES_ENGINE } from '../engines/registry';
import type { Repos } from '../store/repos';
import { registerExampleDashboards } from './example-dashboards';
import { EXAMPLE_DATASETS, type ExampleDatasetSpec } from './example-datasets';
import { EXAMPLES_DATABASE_NAME } from './files';

export { EXAMPLES_DATABASE_NAME } from './files';

/** What registering the examples writes through: the database and dataset services, and the repositories. */
export interface ExamplesDeps {
  databases: Pick<DatabaseService, 'create'>;
  datasets: Pick<DatasetService, 'create' | 'update'>;
  repos: Pick<Repos, 'databases' | 'datasets' | 'charts' | 'dashboards'>;
}

/** Registers the examples DuckDB file as the `examples` database with a dataset per table and the example
 * charts and dashboards; idempotent. */
export async function registerExamples(ctx: ExamplesDeps, examplesFile: string): Promise<void> {
  let database = await ctx.repos.databases.byUuid(EXAMPLES_DATABASE_UUID);
  if (!database) {
    const id = await ctx.databases.create({
      database_name: EXAMPLES_DATABASE_NAME,
      sqlalchemy_uri: EXAMPLES_ENGINE.buildUri({ path: examplesFile }),
      uuid: EXAMPLES_DATABASE_UUID,
      configuration_method: 'sqlalchemy_form',
      expose_in_sqllab: true,
      allow_run_async: false,
      allow_ctas: false,
      allow_cvas: false,
      allow_dml: false,
      allow_file_upload: false,
      impersonate_user: false,
      extra: '{}',
      cache_timeout: null,
    });
    database = await ctx.repos.databases.get(id);
  }
  if (!database) return;
  for (const spec of EXAMPLE_DATASETS) {
    if ((await ctx.repos.datasets.findByName(database.id, 'main', spec.table)) !== undefined) continue;
    let id: number;
    try {
      id = await ctx.datasets.create(
        {
          database: database.id,
          schema: 'main',
          table_name: spec.table,
          sql: null,
          owners: [],
          is_managed_externally: false,
          external_url: null,
        },
        null,
      );
    } catch {
      // An examples file made by an older version lacks newer tables until `load-examples` rebuilds it.
      continue;
    }
    const bundle = await ctx.repos.datasets.get(id);
    if (!bundle) continue;
    await ctx.datasets.update(bundle, describe(spec, bundle.columns), null);
  }
  await registerExampleDashboards(ctx.repos, database.id);
}

/** The edit that gives a freshly introspected example dataset its names, descriptions and metrics. */
function describe(
  spec: ExampleDatasetSpec,
  columns: { id: number; uuid: string; column_name: string; type: string | null; is_dttm: number }[],
) {
  const columnEdits: DatasetColumn[] = columns.map((c) => {
    const [verbose, description] = spec.columns[c.column_name] ?? [null, null];
    return {
      id: c.id,
      column_name: c.column_name,
      verbose_name: verbose,
      description,
      expression: null,
      type: c.type,
      type_generic: null,
      is_dttm: Boolean(c.is_dttm),
      groupby: true,
      filterable: true,
      is_active: true,
      python_date_format: null,
      advanced_data_type: null,
      extra: null,
      uuid: c.uuid,
    };
  });
  if (spec.table === 'country_stats') {
    columnEdits.push({
      ...emptyColumn('year_date'),
      expression: 'MAKE_DATE(year, 1, 1)',
      type: 'DATE',
      is_dttm: true,
      verbose_name: 'Year (date)',
      description: 'January 1st of the year, for time series',
    });
  }
  return {
    description: spec.description,
    main_dttm_col: spec.main_dttm_col,
    columns: columnEdits,
    metrics: spec.metrics.map((m) => ({
      ...m,
      description: null,
      metric_type: null,
      d3format: m.d3format ?? null,
      currency: null,
      warning_text: null,
      extra: null,
    })),
  };
}

function emptyColumn(name: string): DatasetColumn {
  return {
    column_name: name,
    verbose_name: null,
    description: null,
    expression: null,
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
