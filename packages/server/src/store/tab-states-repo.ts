import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { MetadataDb, TabStateTable } from './schema';

/** A stored editor tab. */
export type TabStateRow = Selectable<TabStateTable>;

/** SQL Lab editor tabs, per user. */
export class TabStatesRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  /** A user's tabs, oldest first. */
  async ofUser(userId: number): Promise<TabStateRow[]> {
    return this.db.selectFrom('tab_state').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  /** The tab with an id. */
  async get(id: number): Promise<TabStateRow | undefined> {
    return this.db.selectFrom('tab_state').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Inserts a tab as the user's only active one; returns its id. */
  async create(row: Insertable<TabStateTable>): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', row.user_id).execute();
      const { id } = await trx
        .insertInto('tab_state')
        .values({ ...row, active: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  }

  /** Applies changes to a tab. */
  async update(id: number, changes: Updateable<TabStateTable>): Promise<void> {
    await this.db.updateTable('tab_state').set(changes).where('id', '=', id).execute();
  }

  /** Makes a tab its user's only active one. */
  async activate(userId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', userId).execute();
      await trx.updateTable('tab_state').set({ active: 1 }).where('id', '=', id).execute();
    });
  }

  /** Deletes a tab. */
  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('tab_state').where('id', '=', id).execute();
  }
}
