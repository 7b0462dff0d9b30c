import type { Kysely, Selectable } from 'kysely';
import type { KeyValueTable, MetadataDb } from './schema';

/** A stored key-value entry. */
export type KeyValueRow = Selectable<KeyValueTable>;

/** An entry to store: a JSON value under a resource and a key. */
export interface KeyValueEntry {
  /** What kind of state it is (`explore_permalink`, `dashboard_permalink`, `sqllab_form`, …). */
  resource: string;
  /** The key (unique across every resource). */
  key: string;
  /** The value as JSON text. */
  value: string;
  /** Who stored it, or null for anonymous callers. */
  userId: number | null;
  /** When it stops being readable (ISO), or null for never. */
  expiresOn: string | null;
  /** When it was stored (ISO). */
  createdOn: string;
}

/** Short-lived and shared state (permalinks, stashed forms) in the `key_value` table. */
export class KeyValueRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  /** Stores an entry. */
  async insert(entry: KeyValueEntry): Promise<void> {
    await this.db
      .insertInto('key_value')
      .values({
        resource: entry.resource,
        uuid: entry.key,
        value: entry.value,
        created_on: entry.createdOn,
        created_by_fk: entry.userId,
        expires_on: entry.expiresOn,
      })
      .execute();
  }

  /** The entry stored under a resource and key, or undefined. */
  async get(resource: string, key: string): Promise<KeyValueRow | undefined> {
    return this.db
      .selectFrom('key_value')
      .selectAll()
      .where('resource', '=', resource)
      .where('uuid', '=', key)
      .executeTakeFirst();
  }

  /** Replaces the value and expiry of an entry. */
  async update(
    resource: string,
    key: string,
    change: { value: string; expiresOn: string | null },
  ): Promise<void> {
    await this.db
      .updateTable('key_value')
      .set({ value: change.value, expires_on: change.expiresOn })
      .where('resource', '=', resource)
      .where('uuid', '=', key)
      .execute();
  }

  /** Deletes one entry. */
  async delete(resource: string, key: string): Promise<void> {
    await this.db.deleteFrom('key_value').where('resource', '=', resource).where('uuid', '=', key).execute();
  }

  /** Deletes the entries of a resource that expired before a time (ISO). */
  async deleteExpired(resource: string, now: string): Promise<void> {
    await this.db
      .deleteFrom('key_value')
      .where('resource', '=', resource)
      .where('expires_on', '<', now)
      .execute();
  }

  /** Every entry of a resource, oldest first (a dashboard's filter sets). */
  async list(resource: string): Promise<KeyValueRow[]> {
    return this.db
      .selectFrom('key_value')
      .selectAll()
      .where('resource', '=', resource)
      .orderBy('id')
      .execute();
  }

  /** The entry of a resource with a row id, or undefined. */
  async getById(resource: string, id: number): Promise<KeyValueRow | undefined> {
    return this.db
      .selectFrom('key_value')
      .selectAll()
      .where('resource', '=', resource)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Replaces the value of the entry of a resource with a row id. */
  async updateValueById(resource: string, id: number, value: string): Promise<void> {
    await this.db
      .updateTable('key_value')
      .set({ value })
      .where('resource', '=', resource)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes the entry of a resource with a row id. */
  async deleteById(resource: string, id: number): Promise<void> {
    await this.db.deleteFrom('key_value').where('resource', '=', resource).where('id', '=', id).execute();
  }
}
