import type { ListFilter, ListQuery, Owner } from '@meridian/core';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import { AppError } from '../errors';
import { changedByName } from './databases-repo';
import { atomically } from './atomic';
import { FAVSTAR_CLASSES } from './favstar-repo';
import { inIdOrder, listConditions, listFilterCondition, pageOfIds, type ListColumns } from './list-query';
import type { MetadataDb, SlicesTable } from './schema';

/** A chart row with its dataset's name and database and who changed it last. */
export type ChartRow = Selectable<SlicesTable> & {
  /** Table name of its dataset, or null when the dataset is gone. */
  datasource_table_name: string | null;
  /** Schema of its dataset. */
  datasource_schema: string | null;
  /** Database of its dataset, for access checks. */
  datasource_database_id: number | null;
  changed_by_name: string | null;
};

/** Fields of a new chart row. */
export type NewChartRow = Insertable<SlicesTable>;
/** A chart row as stored (no joins), as exports read it. */
export type ChartExportRow = Selectable<SlicesTable>;
/** Changes to a chart row. */
export type ChartChanges = Updateable<SlicesTable>;

/** A chart with its owners and the dashboards showing it. */
export interface ChartBundle {
  row: ChartRow;
  owners: Owner[];
  dashboards: { id: number; dashboard_title: string }[];
}

/** Which charts a caller sees: those whose dataset it sees (all when undefined). */
export interface ChartVisibility {
  databaseIds: readonly number[];
  datasetIds: readonly number[];
}

/** Options of a chart list call. */
export interface ChartListOptions {
  /** Limits the charts to visible datasets; undefined sees all. */
  visibility?: ChartVisibility | undefined;
  /** The caller, for the favourites filter. */
  userId: number | null;
}

const CHART_COLUMNS: ListColumns = {
  id: 'slices.id',
  uuid: 'slices.uuid',
  slice_name: 'slices.slice_name',
  viz_type: 'slices.viz_type',
  description: 'slices.description',
  datasource_id: 'slices.datasource_id',
  datasource_type: 'slices.datasource_type',
  datasource_name: 'tables.table_name',
  certified_by: 'slices.certified_by',
  changed_on: 'slices.changed_on',
  changed_on_delta_humanized: 'slices.changed_on',
  created_on: 'slices.created_on',
};

/** Charts (Superset's slices) and their owners. */
export class ChartsRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  private joined() {
    return this.db
      .selectFrom('slices')
      .leftJoin('tables', (join) =>
        join.onRef('tables.id', '=', 'slices.datasource_id').on('slices.datasource_type', '=', 'table'),
      );
  }

  /** One page of charts matching a list query, within what the caller may see. */
  async list(
    query: ListQuery,
    options: ChartListOptions,
  ): Promise<{ count: number; bundles: ChartBundle[] }> {
    const filtered = this.joined()
      .where((eb) =>
        eb.and(
          listConditions(eb, query.filters, CHART_COLUMNS, {
            isSpecial: (f) => RELATION_OPERATORS.includes(f.opr),
            condition: (f) => relationCondition(eb, f, options.userId),
          }),
        ),
      )
      .where(() => visibilityCondition(options.visibility));
    const page = await pageOfIds(filtered, 'slices.id', query, {
      columns: CHART_COLUMNS,
      fallback: 'slices.changed_on',
      tieBreak: { column: 'slices.id', direction: 'asc' },
    });
    return { count: page.count, bundles: await this.bundles(page.ids) };
  }

  /** The chart with an id, or undefined. */
  async get(id: number): Promise<ChartBundle | undefined> {
    return (await this.bundles([id]))[0];
  }

  /** Charts with these ids, in the given order (missing ones left out). */
  async bundles(ids: readonly number[]): Promise<ChartBundle[]> {
    if (ids.length === 0) return [];
    const rows = await this.joined()
      .leftJoin('users as changer', 'changer.id', 'slices.changed_by_fk')
      .selectAll('slices')
      .select([
        'tables.table_name as datasource_table_name',
        'tables.schema as datasource_schema',
        'tables.database_id as datasource_database_id',
        changedByName('changer').as('changed_by_name'),
      ])
      .where('slices.id', 'in', [...ids])
      .execute();
    const owners = await this.db
      .selectFrom('slice_owners')
      .innerJoin('users', 'users.id', 'slice_owners.user_id')
      .select(['slice_owners.slice_id', 'users.id', 'users.first_name', 'users.last_name', 'users.username'])
      .where('slice_owners.slice_id', 'in', [...ids])
      .orderBy('users.id')
      .execute();
    const dashboards = await this.db
      .selectFrom('dashboard_slices')
      .innerJoin('dashboards', 'dashboards.id', 'dashboard_slices.dashboard_id')
      .select(['dashboard_slices.slice_id', 'dashboards.id', 'dashboards.dashboard_title'])
      .where('dashboard_slices.slice_id', 'in', [...ids])
      .orderBy('dashboards.id')
      .execute();
    return inIdOrder(ids, rows).map((row) => {
      const id = row.id;
      const own = owners.filter((o) => o.slice_id === id).map(({ slice_id: _s, ...owner }) => owner);
      const onDashboards = dashboards
        .filter((d) => d.slice_id === id)
        .map((d) => ({ id: d.id, dashboard_title: d.dashboard_title ?? '' }));
      return { row, owners: own, dashboards: onDashboards };
    });
  }

  /** Inserts a chart and its owners in one transaction; returns its id. */
  async create(row: Insertable<SlicesTable>, owners: readonly number[]): Promise<number> {
    return atomically(this.db, async (trx) => {
      const { id } = await trx.insertInto('slices').values(row).returning('id').executeTakeFirstOrThrow();
      await replaceOwners(trx, id, owners);
      return id;
    });
  }

  /** Updates a chart; given owners replace the stored list. */
  async update(id: number, changes: Updateable<SlicesTable>, owners?: readonly number[]): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx.updateTable('slices').set(changes).where('id', '=', id).execute();
      if (owners) await replaceOwners(trx, id, owners);
    });
  }

  /** Deletes charts with their owners and favourites. */
  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await atomically(this.db, async (trx) => {
      await trx
        .deleteFrom('favstar')
        .where('class_name', '=', FAVSTAR_CLASSES.chart)
        .where('obj_id', 'in', [...ids])
        .execute();
      await trx
        .deleteFrom('slice_owners')
        .where('slice_id', 'in', [...ids])
        .execute();
      await trx
        .deleteFrom('slices')
        .where('id', 'in', [...ids])
        .execute();
    });
  }

  /** Distinct visualization types of charts containing a text. */
  async distinctVizTypes(filter: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('slices')
      .select('viz_type')
      .distinct()
      .where(sql<SqlBool>`LOWER(${sql.ref('viz_type')}) LIKE ${`%${filter.toLowerCase()}%`}`)
      .orderBy('viz_type')
      .execute();
    return rows.map((r) => r.viz_type);
  }

  /** The ids among these that are no user's. */
  async unknownUserIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    const known = new Set(found.map((r) => r.id));
    return ids.filter((id) => !known.has(id));
  }

  /** Rows of the given ids (every row when ids is undefined), by id: what an export bundle holds. */
  async exportRows(ids?: readonly number[]): Promise<ChartExportRow[]> {
    let query = this.db.selectFrom('slices').selectAll();
    if (ids !== undefined) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [-1]);
    return query.orderBy('id').execute();
  }

  /** The uuids among these that are stored. */
  async existingUuids(uuids: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(uuids)];
    if (unique.length === 0) return new Set();
    const rows = await this.db.selectFrom('slices').select('uuid').where('uuid', 'in', unique).execute();
    return new Set(rows.map((r) => r.uuid));
  }

  /** The id of the row with a uuid, or undefined. */
  async idByUuid(uuid: string): Promise<number | undefined> {
    return (await this.db.selectFrom('slices').select('id').where('uuid', '=', uuid).executeTakeFirst())?.id;
  }
}

/** Filters of Superset's chart list that are not plain column comparisons. */
const RELATION_OPERATORS = [
  'rel_m_m',
  'rel_o_m',
  'chart_is_favorite',
  'chart_is_certified',
  'chart_all_text',
];

function relationCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  filter: ListFilter,
  userId: number | null,
): Expression<SqlBool> {
  const isTrue = filter.value === true || filter.value === 'true' || filter.value === 1;
  if (filter.opr === 'rel_m_m' && filter.col === 'owners')
    return sql<SqlBool>`EXISTS (SELECT 1 FROM slice_owners o WHERE o.slice_id = ${sql.ref('slices.id')} AND o.user_id = ${Number(filter.value)})`;
  // The chart list's Dashboard filter: charts placed on that dashboard.
  if (filter.opr === 'rel_m_m' && filter.col === 'dashboards')
    return sql<SqlBool>`EXISTS (SELECT 1 FROM dashboard_slices ds WHERE ds.slice_id = ${sql.ref('slices.id')} AND ds.dashboard_id = ${Number(filter.value)})`;
  if (filter.opr === 'rel_o_m' && (filter.col === 'created_by' || filter.col === 'changed_by'))
    return sql<SqlBool>`${sql.ref(`slices.${filter.col}_fk`)} = ${Number(filter.value)}`;
  if (filter.opr === 'chart_is_favorite' && filter.col === 'id') {
    const starred = sql<SqlBool>`EXISTS (SELECT 1 FROM favstar f WHERE f.class_name = ${FAVSTAR_CLASSES.chart} AND f.obj_id = ${sql.ref('slices.id')} AND f.user_id = ${userId ?? -1})`;
    return isTrue ? starred : sql<SqlBool>`NOT ${starred}`;
  }
  if (filter.opr === 'chart_is_certified' && filter.col === 'id') {
    const certified = sql<SqlBool>`(${sql.ref('slices.certified_by')} IS NOT NULL AND ${sql.ref('slices.certified_by')} <> '')`;
    return isTrue ? certified : sql<SqlBool>`NOT ${certified}`;
  }
  if (filter.opr === 'chart_all_text' && filter.col === 'slice_name') {
    const texts = ['slice_name', 'description', 'viz_type', 'datasource_name'];
    return eb.or(
      texts.map((col) => listFilterCondition(eb, [{ col, opr: 'ct', value: filter.value }], CHART_COLUMNS)),
    );
  }
  throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
    filters: [`Filter "${filter.opr}" does not apply to column "${filter.col}"`],
  });
}

function visibilityCondition(visibility: ChartVisibility | undefined): Expression<SqlBool> {
  if (!visibility) return sql<SqlBool>`1 = 1`;
  const dbIds = visibility.databaseIds.length > 0 ? visibility.databaseIds : [-1];
  const dsIds = visibility.datasetIds.length > 0 ? visibility.datasetIds : [-1];
  return sql<SqlBool>`(${sql.ref('tables.database_id')} IN (${sql.join(dbIds)}) OR ${sql.ref('tables.id')} IN (${sql.join(dsIds)}))`;
}

async function replaceOwners(
  trx: Kysely<MetadataDb>,
  sliceId: number,
  owners: readonly number[],
): Promise<void> {
  await trx.deleteFrom('slice_owners').where('slice_id', '=', sliceId).execute();
  const unique = [...new Set(owners)];
  if (unique.length > 0)
    await trx
      .insertInto('slice_owners')
      .values(unique.map((user_id) => ({ slice_id: sliceId, user_id })))
      .execute();
}
