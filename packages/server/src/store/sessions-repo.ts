import type { Kysely } from 'kysely';
import type { MetadataDb } from './schema';

/** A stored browser session. */
export interface SessionRecord {
  userId: number;
  csrfToken: string;
  expiresOn: string;
}

/** Browser sessions, keyed by the SHA-256 of the cookie's token. */
export class SessionsRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  /** Stores a new session. */
  async create(id: string, record: SessionRecord): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id,
        user_id: record.userId,
        csrf_token: record.csrfToken,
        created_on: new Date().toISOString(),
        expires_on: record.expiresOn,
      })
      .execute();
  }

  /** The live session with this id, or undefined when absent or expired. */
  async find(id: string, now: Date): Promise<SessionRecord | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['user_id', 'csrf_token', 'expires_on'])
      .where('id', '=', id)
      .where('expires_on', '>', now.toISOString())
      .executeTakeFirst();
    return row ? { userId: row.user_id, csrfToken: row.csrf_token, expiresOn: row.expires_on } : undefined;
  }

  /** Moves a session's expiry forward. */
  async extend(id: string, expiresOn: string): Promise<void> {
    await this.db.updateTable('sessions').set({ expires_on: expiresOn }).where('id', '=', id).execute();
  }

  /** Removes a session (logout). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** Removes every session of a user (a password change signs the user out everywhere). */
  async deleteOfUser(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  /** Removes expired sessions; returns how many. */
  async purgeExpired(now: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('expires_on', '<=', now.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
