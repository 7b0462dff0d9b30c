import type { ListQuery, RoleRef, User } from '@meridian/core';
import type { Kysely, Selectable } from 'kysely';
import { countMatches, listFilterCondition, onePage, type ListColumns } from './list-query';
import { atomically } from './atomic';
import type { MetadataDb, UsersTable } from './schema';

/** A user row, with the password hash, for authentication only. */
export type UserRow = Selectable<UsersTable>;

/** Fields of a new user; the password is already hashed. */
export interface NewUser {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  password_hash: string;
  role_ids: number[];
}

/** Changes to a user; absent fields stay. */
export type UserChanges = Partial<NewUser>;

const USER_COLUMNS: ListColumns = {
  id: 'users.id',
  username: 'users.username',
  first_name: 'users.first_name',
  last_name: 'users.last_name',
  email: 'users.email',
  active: 'users.active',
  changed_on: 'users.changed_on',
  last_login: 'users.last_login',
};

/** Users: lookups for sign-in, and the admin API's reads and writes. */
export class UsersRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  /** The user with a login name, with the hash, or undefined. */
  async findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  /** The user with an id, with the hash, or undefined. */
  async findRow(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The user as the API shows it, or undefined. */
  async get(id: number): Promise<User | undefined> {
    const row = await this.findRow(id);
    if (!row) return undefined;
    const roles = await this.rolesByUser([id]);
    return toUser(row, roles.get(id) ?? []);
  }

  /** One page of users matching a list query, and the total count. */
  async list(query: ListQuery): Promise<{ count: number; users: User[] }> {
    const filtered = this.db
      .selectFrom('users')
      .where((eb) => listFilterCondition(eb, query.filters, USER_COLUMNS));
    const count = await countMatches(filtered);
    const rows = await onePage(filtered.selectAll('users'), query, {
      columns: USER_COLUMNS,
      fallback: 'users.id',
      tieBreak: { column: 'users.id', direction: 'asc' },
    }).execute();
    const roles = await this.rolesByUser(rows.map((r) => r.id));
    return { count, users: rows.map((r) => toUser(r, roles.get(r.id) ?? [])) };
  }

  /** Whether another user already has this username or email; returns the clashing fields. */
  async clashes(fields: { username?: string; email?: string }, exceptId?: number): Promise<string[]> {
    const clashing: string[] = [];
    for (const key of ['username', 'email'] as const) {
      const value = fields[key];
      if (value === undefined) continue;
      let q = this.db.selectFrom('users').select('id').where(key, '=', value);
      if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
      if (await q.executeTakeFirst()) clashing.push(key);
    }
    return clashing;
  }

  /** Creates a user with its roles in one transaction; returns its id. */
  async create(user: NewUser): Promise<number> {
    const now = new Date().toISOString();
    return atomically(this.db, async (trx) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          username: user.username,
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          active: user.active ? 1 : 0,
          password_hash: user.password_hash,
          created_on: now,
          changed_on: now,
          login_count: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (user.role_ids.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(user.role_ids.map((role_id) => ({ user_id: id, role_id })))
          .execute();
      }
      return id;
    });
  }

  /** Applies changes to a user in one transaction; false when the user does not exist. */
  async update(id: number, changes: UserChanges): Promise<boolean> {
    return atomically(this.db, async (trx) => {
      const { role_ids, active, ...fields } = changes;
      const result = await trx
        .updateTable('users')
        .set({
          ...fields,
          ...(active === undefined ? {} : { active: active ? 1 : 0 }),
          changed_on: new Date().toISOString(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      if (role_ids !== undefined) {
        await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
        if (role_ids.length > 0) {
          await trx
            .insertInto('user_roles')
            .values(role_ids.map((role_id) => ({ user_id: id, role_id })))
            .execute();
        }
      }
      if (active === false || fields.password_hash !== undefined) {
        await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      }
      return true;
    });
  }

  /** Deletes a user; false when it did not exist. */
  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Notes a successful sign-in. */
  async recordLogin(id: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ last_login: new Date().toISOString(), login_count: eb('login_count', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Number of users. */
  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private async rolesByUser(userIds: number[]): Promise<Map<number, RoleRef[]>> {
    const byUser = new Map<number, RoleRef[]>();
    if (userIds.length === 0) return byUser;
    const rows = await this.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['user_roles.user_id', 'roles.id', 'roles.name'])
      .where('user_roles.user_id', 'in', userIds)
      .orderBy('roles.name')
      .execute();
    for (const row of rows) {
      const list = byUser.get(row.user_id) ?? [];
      list.push({ id: row.id, name: row.name });
      byUser.set(row.user_id, list);
    }
    return byUser;
  }
}

function toUser(row: UserRow, roles: RoleRef[]): User {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    active: Boolean(row.active),
    roles,
    created_on: row.created_on,
    changed_on: row.changed_on,
    last_login: row.last_login,
    login_count: row.login_count,
  };
}
