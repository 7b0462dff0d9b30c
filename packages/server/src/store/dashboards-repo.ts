import type { ListQuery, Owner, RoleRef } from '@meridian/core';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { AppError } from '../errors';
import { changedByName } from './databases-repo';
import { atomically } from './atomic';
import { FAVSTAR_CLASSES } from './favstar-repo';
import {
  DASHBOARD_RELATION_OPERATORS,
  dashboardRelationCondition,
  dashboardVisibilityCondition,
  type DashboardVisibility,
} from './dashboard-filters';
import { inIdOrder, listConditions, pageOfIds, type ListColumns } from './list-query';
import type { DashboardsTable, MetadataDb, SlicesTable } from './schema';

/** A dashboard row with the name of who changed it last. */
export type DashboardRow = Selectable<DashboardsTable> & { changed_by_name: string | null };

/** Fields of a new dashboard row. */
export type NewDashboardRow = Insertable<DashboardsTable>;
/** A dashboard row as stored (no joins), as exports read it. */
export type DashboardExportRow = Selectable<DashboardsTable>;
/** Changes to a dashboard row. */
export type DashboardChanges = Updateable<DashboardsTable>;

/** A chart on a dashboard, with what access checks need. */
export interface DashboardChartRef {
  id: number;
  slice_name: string;
  /** Its dataset, or null when the dataset is gone. */
  datasource_id: number | null;
  /** Database of its dataset. */
  database_id: number | null;
}

/** A dashboard with its owners, roles and charts. */
export interface DashboardBundle {
  row: DashboardRow;
  owners: Owner[];
  roles: RoleRef[];
  charts: DashboardChartRef[];
}

export type { DashboardVisibility } from './dashboard-filters';

/** Links replaced along with a dashboard row; absent ones are kept. */
export interface DashboardLinks {
  owners?: readonly number[] | undefined;
  roles?: readonly number[] | undefined;
  chartIds?: readonly number[] | undefined;
}

/** A chart to insert as a copy of another, with its owners. */
export interface ChartClone {
  /** Id of the chart copied. */
  sourceId: number;
  row: Insertable<SlicesTable>;
  owners: readonly number[];
}

const DASHBOARD_COLUMNS: ListColumns = {
  id: 'dashboards.id',
  uuid: 'dashboards.uuid',
  dashboard_title: 'dashboards.dashboard_title',
  slug: 'dashboards.slug',
  published: 'dashboards.published',
  certified_by: 'dashboards.certified_by',
  changed_on: 'dashboards.changed_on',
  changed_on_delta_humanized: 'dashboards.changed_on',
  created_on: 'dashboards.created_on',
  'changed_by.first_name': 'changer.first_name',
};

/** Dashboards and their owners, roles and charts. */
export class DashboardsRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  /** One page of dashboards matching a list query, within what the caller sees (all when visibility is undefined). */
  async list(
    query: ListQuery,
    options: { visibility?: DashboardVisibility | undefined; userId: number | null },
  ): Promise<{ count: number; bundles: DashboardBundle[] }> {
    const filtered = this.db
      .selectFrom('dashboards')
      .leftJoin('users as changer', 'changer.id', 'dashboards.changed_by_fk')
      .where((eb) =>
        eb.and([
          ...listConditions(eb, query.filters, DASHBOARD_COLUMNS, {
            isSpecial: (f) => DASHBOARD_RELATION_OPERATORS.includes(f.opr),
            condition: (f) => dashboardRelationCondition(f, options.userId),
          }),
          dashboardVisibilityCondition(options.visibility),
        ]),
      );
    const page = await pageOfIds(filtered, 'dashboards.id', query, {
      columns: DASHBOARD_COLUMNS,
      fallback: 'dashboards.changed_on',
      fallbackDirection: 'desc',
      tieBreak: { column: 'dashboards.id', direction: 'asc' },
    });
    return { count: page.count, bundles: await this.bundles(page.ids) };
  }

  /** The dashboard with an id, or undefined. */
  async get(id: number): Promise<DashboardBundle | undefined> {
    return (await this.bundles([id]))[0];
  }

  /** The dashboard a path names: digits are an id, a uuid is a uuid, anything else a slug (as Superset reads it). */
  async getByIdOrSlug(idOrSlug: string): Promise<DashboardBundle | undefined> {
    if (/^\d+$/.test(idOrSlug)) {
      const id = Number(idOrSlug);
      return Number.isSafeInteger(id) ? this.get(id) : undefined;
    }
    const column = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug)
      ? 'uuid'
      : 'slug';
    const row = await this.db
      .selectFrom('dashboards')
      .select('id')
      .where(column, '=', idOrSlug)
      .executeTakeFirst();
    return row ? this.get(row.id) : undefined;
  }

  /** Dashboards with these ids, in the given order (missing ones left out). */
  async bundles(ids: readonly number[]): Promise<DashboardBundle[]> {
    if (ids.length === 0) return [];
    const list = [...ids];
    const rows = await this.db
      .selectFrom('dashboards')
      .leftJoin('users as changer', 'changer.id', 'dashboards.changed_by_fk')
      .selectAll('dashboards')
      .select(changedByName('changer').as('changed_by_name'))
      .where('dashboards.id', 'in', list)
      .execute();
    const owners = await this.db
      .selectFrom('dashboard_owners')
      .innerJoin('users', 'users.id', 'dashboard_owners.user_id')
      .select([
        'dashboard_owners.dashboard_id',
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.username',
      ])
      .where('dashboard_owners.dashboard_id', 'in', list)
      .orderBy('users.id')
      .execute();
    const roles = await this.db
      .selectFrom('dashboard_roles')
      .innerJoin('roles', 'roles.id', 'dashboard_roles.role_id')
      .select(['dashboard_roles.dashboard_id', 'roles.id', 'roles.name'])
      .where('dashboard_roles.dashboard_id', 'in', list)
      .orderBy('roles.id')
      .execute();
    const charts = await this.db
      .selectFrom('dashboard_slices')
      .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
      .leftJoin('tables', (join) =>
        join.onRef('tables.id', '=', 'slices.datasource_id').on('slices.datasource_type', '=', 'table'),
      )
      .select([
        'dashboard_slices.dashboard_id',
        'slices.id',
        'slices.slice_name',
        'tables.id as datasource_id',
        'tables.database_id',
      ])
      .where('dashboard_slices.dashboard_id', 'in', list)
      .orderBy('slices.id')
      .execute();
    return inIdOrder(list, rows).map((row) => {
      const id = row.id;
      return {
        row,
        owners: owners.filter((o) => o.dashboard_id === id).map(({ dashboard_id: _d, ...owner }) => owner),
        roles: roles.filter((r) => r.dashboard_id === id).map(({ dashboard_id: _d, ...role }) => role),
        charts: charts.filter((c) => c.dashboard_id === id).map(({ dashboard_id: _d, ...chart }) => chart),
      };
    });
  }

  /** Inserts a dashboard and its links in one transaction; returns its id. */
  async create(row: Insertable<DashboardsTable>, links: DashboardLinks): Promise<number> {
    return uniqueSlug(
      atomically(this.db, async (trx) => {
        const { id } = await trx
          .insertInto('dashboards')
          .values(row)
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceLinks(trx, id, links);
        return id;
      }),
    );
  }

  /**
   * Updates a dashboard and replaces the given links in one transaction. With `expectedChangedOn`, nothing is
   * written unless the stored changed_on still equals it; answers whether the dashboard was written.
   */
  async update(
    id: number,
    changes: Updateable<DashboardsTable>,
    options: { links: DashboardLinks; expectedChangedOn?: string | undefined },
  ): Promise<boolean> {
    return uniqueSlug(
      atomically(this.db, async (trx) => {
        let update = trx.updateTable('dashboards').set(changes).where('id', '=', id);
        if (options.expectedChangedOn !== undefined)
          update = update.where('changed_on', '=', options.expectedChangedOn);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await replaceLinks(trx, id, options.links);
        return true;
      }),
    );
  }

  /**
   * Copies charts and creates a dashboard showing them in one transaction: `build` receives old chart id -> new
   * chart id and answers the dashboard row and links. Returns the new dashboard's id.
   */
  async createWithClones(
    clones: readonly ChartClone[],
    build: (idMap: ReadonlyMap<number, number>) => {
      row: Insertable<DashboardsTable>;
      links: DashboardLinks;
    },
  ): Promise<number> {
    return uniqueSlug(
      atomically(this.db, async (trx) => {
        const idMap = new Map<number, number>();
        for (const clone of clones) {
          const { id } = await trx
            .insertInto('slices')
            .values(clone.row)
            .returning('id')
            .executeTakeFirstOrThrow();
          idMap.set(clone.sourceId, id);
          const owners = [...new Set(clone.owners)].map((user_id) => ({ slice_id: id, user_id }));
          if (owners.length > 0) await trx.insertInto('slice_owners').values(owners).execute();
        }
        const { row, links } = build(idMap);
        const { id } = await trx
          .insertInto('dashboards')
          .values(row)
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceLinks(trx, id, links);
        return id;
      }),
    );
  }

  /** Deletes dashboards with their links and favourites. */
  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const list = [...ids];
    await atomically(this.db, async (trx) => {
      await trx
        .deleteFrom('favstar')
        .where('class_name', '=', FAVSTAR_CLASSES.dashboard)
        .where('obj_id', 'in', list)
        .execute();
      for (const table of ['dashboard_slices', 'dashboard_owners', 'dashboard_roles'] as const)
        await trx.deleteFrom(table).where('dashboard_id', 'in', list).execute();
      await trx.deleteFrom('dashboards').where('id', 'in', list).execute();
    });
  }

  /** Id of the dashboard holding a slug, or undefined. */
  async slugHolder(slug: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('dashboards')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row?.id;
  }

  /** Roles as options of the roles filter and field. */
  async roleOptions(): Promise<{ value: number; text: string }[]> {
    const rows = await this.db.selectFrom('roles').select(['id', 'name']).orderBy('name').execute();
    return rows.map((r) => ({ value: r.id, text: r.name }));
  }

  /** Rows of the given ids (every row when ids is undefined), by id: what an export bundle holds. */
  async exportRows(ids?: readonly number[]): Promise<DashboardExportRow[]> {
    let query = this.db.selectFrom('dashboards').selectAll();
    if (ids !== undefined) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [-1]);
    return query.orderBy('id').execute();
  }

  /** The uuids among these that are stored. */
  async existingUuids(uuids: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(uuids)];
    if (unique.length === 0) return new Set();
    const rows = await this.db.selectFrom('dashboards').select('uuid').where('uuid', 'in', unique).execute();
    return new Set(rows.map((r) => r.uuid));
  }

  /** The id of the row with a uuid, or undefined. */
  async idByUuid(uuid: string): Promise<number | undefined> {
    return (await this.db.selectFrom('dashboards').select('id').where('uuid', '=', uuid).executeTakeFirst())
      ?.id;
  }

  /** The chart links of some dashboards. */
  async chartLinks(dashboardIds: readonly number[]): Promise<{ dashboard_id: number; slice_id: number }[]> {
    if (dashboardIds.length === 0) return [];
    return this.db
      .selectFrom('dashboard_slices')
      .select(['dashboard_id', 'slice_id'])
      .where('dashboard_id', 'in', [...dashboardIds])
      .execute();
  }
}

async function replaceLinks(
  trx: Kysely<MetadataDb>,
  dashboardId: number,
  links: DashboardLinks,
): Promise<void> {
  if (links.owners) {
    await trx.deleteFrom('dashboard_owners').where('dashboard_id', '=', dashboardId).execute();
    const rows = [...new Set(links.owners)].map((user_id) => ({ dashboard_id: dashboardId, user_id }));
    if (rows.length > 0) await trx.insertInto('dashboard_owners').values(rows).execute();
  }
  if (links.roles) {
    await trx.deleteFrom('dashboard_roles').where('dashboard_id', '=', dashboardId).execute();
    const rows = [...new Set(links.roles)].map((role_id) => ({ dashboard_id: dashboardId, role_id }));
    if (rows.length > 0) await trx.insertInto('dashboard_roles').values(rows).execute();
  }
  if (links.chartIds) {
    await trx.deleteFrom('dashboard_slices').where('dashboard_id', '=', dashboardId).execute();
    const rows = [...new Set(links.chartIds)].map((slice_id) => ({ dashboard_id: dashboardId, slice_id }));
    if (rows.length > 0) await trx.insertInto('dashboard_slices').values(rows).execute();
  }
}

/** Maps a unique-slug violation (two saves racing for one slug) to Superset's answer. */
async function uniqueSlug<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const text = `${String((error as { code?: unknown }).code)} ${(error as Error).message}`;
    if (/slug/i.test(text) && /(23505|UNIQUE)/i.test(text))
      throw new AppError('UNPROCESSABLE', { slug: ['Must be unique'] });
    throw error;
  }
}
