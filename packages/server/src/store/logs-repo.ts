import type { Kysely } from 'kysely';
import type { MetadataDb } from './schema';

/** Actions the recents list shows: a dashboard opened, a chart opened in explore (Superset's names). */
export const VIEW_ACTIONS = ['dashboard', 'explore'] as const;
/** A view action. */
export type ViewAction = (typeof VIEW_ACTIONS)[number];

/** One view to log. */
export interface ViewLogEntry {
  /** What was opened. */
  action: ViewAction;
  /** Who opened it. */
  userId: number;
  /** The dashboard opened, for `dashboard`. */
  dashboardId: number | null;
  /** The chart opened, for `explore`. */
  sliceId: number | null;
  /** When (ISO). */
  dttm: string;
}

/** A viewed object with its title, newest first. */
export interface RecentView {
  /** What was opened. */
  action: ViewAction;
  /** The object's id. */
  objectId: number;
  /** Its title now. */
  title: string;
  /** A dashboard's slug, if any. */
  slug: string | null;
  /** When it was last opened (ISO). */
  dttm: string;
}

/** The activity log (`logs`): views of dashboards and charts. */
export class LogsRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  /** Logs one view. */
  async insert(entry: ViewLogEntry): Promise<void> {
    await this.db
      .insertInto('logs')
      .values({
        action: entry.action,
        user_id: entry.userId,
        dashboard_id: entry.dashboardId,
        slice_id: entry.sliceId,
        json: null,
        dttm: entry.dttm,
      })
      .execute();
  }

  /** A user's viewed dashboards and charts, each once at its last view, newest first; deleted ones are left out. */
  async recentViews(userId: number, page: { offset: number; limit: number }): Promise<RecentView[]> {
    // Each kind is read up to the page's end, then the two are merged: no engine-specific UNION typing.
    const upTo = page.offset + page.limit;
    const dashboards = await this.db
      .selectFrom('logs')
      .innerJoin('dashboards', 'dashboards.id', 'logs.dashboard_id')
      .where('logs.user_id', '=', userId)
      .where('logs.action', '=', 'dashboard')
      .groupBy(['dashboards.id', 'dashboards.dashboard_title', 'dashboards.slug'])
      .select((eb) => [
        'dashboards.id as objectId',
        'dashboards.dashboard_title as title',
        'dashboards.slug as slug',
        eb.fn.max('logs.dttm').as('dttm'),
      ])
      .orderBy('dttm', 'desc')
      .limit(upTo)
      .execute();
    const charts = await this.db
      .selectFrom('logs')
      .innerJoin('slices', 'slices.id', 'logs.slice_id')
      .where('logs.user_id', '=', userId)
      .where('logs.action', '=', 'explore')
      .groupBy(['slices.id', 'slices.slice_name'])
      .select((eb) => [
        'slices.id as objectId',
        'slices.slice_name as title',
        eb.fn.max('logs.dttm').as('dttm'),
      ])
      .orderBy('dttm', 'desc')
      .limit(upTo)
      .execute();
    const views: RecentView[] = [
      ...dashboards.map((row) => ({
        action: 'dashboard' as const,
        objectId: Number(row.objectId),
        title: row.title,
        slug: row.slug,
        dttm: String(row.dttm),
      })),
      ...charts.map((row) => ({
        action: 'explore' as const,
        objectId: Number(row.objectId),
        title: row.title,
        slug: null,
        dttm: String(row.dttm),
      })),
    ];
    views.sort((a, b) => (a.dttm === b.dttm ? b.objectId - a.objectId : a.dttm < b.dttm ? 1 : -1));
    return views.slice(page.offset, upTo);
  }
}
