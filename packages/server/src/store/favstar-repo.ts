import type { Kysely } from 'kysely';
import type { MetadataDb } from './schema';

/** Class names of favourites, as Superset stores them in `favstar.class_name`. */
export const FAVSTAR_CLASSES = { chart: 'slice', dashboard: 'Dashboard' } as const;
/** A kind of object users can star. */
export type FavStarClass = (typeof FAVSTAR_CLASSES)[keyof typeof FAVSTAR_CLASSES];

/** One user's star on one object. */
export interface FavStarKey {
  userId: number;
  className: FavStarClass;
  objId: number;
}

/** Favourites of users on charts and dashboards. */
export class FavStarRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  /** Stars an object for a user; starring twice keeps one star. */
  async select(key: FavStarKey): Promise<void> {
    await this.db
      .insertInto('favstar')
      .values({
        user_id: key.userId,
        class_name: key.className,
        obj_id: key.objId,
        dttm: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
      .execute();
  }

  /** Removes a user's star from an object. */
  async unselect(key: FavStarKey): Promise<void> {
    await this.db
      .deleteFrom('favstar')
      .where('user_id', '=', key.userId)
      .where('class_name', '=', key.className)
      .where('obj_id', '=', key.objId)
      .execute();
  }

  /** How many stars a user has on an object (0 or 1), as Superset's legacy favstar count answers. */
  async count(key: FavStarKey): Promise<number> {
    const row = await this.db
      .selectFrom('favstar')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', key.userId)
      .where('class_name', '=', key.className)
      .where('obj_id', '=', key.objId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The ids among these that a user has starred. */
  async starredIds(userId: number, className: FavStarClass, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('favstar')
      .select('obj_id')
      .where('user_id', '=', userId)
      .where('class_name', '=', className)
      .where('obj_id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => r.obj_id));
  }
}
