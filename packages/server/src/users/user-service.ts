import type { ListQuery, Me, User, UserCreate, UserUpdate } from '@meridian/core';
import type { Principal } from '../auth/access';
import { hashPassword } from '../auth/password';
import { fieldErrors, notFound, type FieldErrors } from '../errors';
import type { RolesRepo } from '../store/roles-repo';
import type { SessionsRepo } from '../store/sessions-repo';
import type { UserChanges, UserRow, UsersRepo } from '../store/users-repo';
import type { Option } from '../util/options';

/** What the user service reads and writes. */
export interface UserServiceDeps {
  users: UsersRepo;
  roles: Pick<RolesRepo, 'missingIds' | 'rolesWithPermissionsOf'>;
  /** Browser sessions, ended when a password changes (its tokens are refused by their credential stamp). */
  sessions: Pick<SessionsRepo, 'deleteOfUser'>;
}

/** The Me shape of a user row. */
export function toMe(user: UserRow): Me {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_active: Boolean(user.active),
    is_anonymous: false,
  };
}

/** Users: the admin API (list, read, create, update, deactivate, delete), the signed-in user, owner options. */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  /** One page of users. */
  async list(query: ListQuery): Promise<{ count: number; ids: number[]; result: User[] }> {
    const { count, users } = await this.deps.users.list(query);
    return { count, ids: users.map((u) => u.id), result: users };
  }

  /** One user; 404 when there is none. */
  async get(id: number): Promise<User> {
    const user = await this.deps.users.get(id);
    if (!user) throw notFound('User');
    return user;
  }

  /** Creates a user after refusing clashing names and unknown roles. */
  async create(input: UserCreate): Promise<User> {
    await this.checkInput(input);
    const { password, roles, ...fields } = input;
    const id = await this.deps.users.create({
      ...fields,
      role_ids: roles,
      password_hash: await hashPassword(password),
    });
    return this.get(id);
  }

  /** Updates a user; `active: false` deactivates, but never the caller. */
  async update(caller: Principal, id: number, input: UserUpdate): Promise<User> {
    if (!(await this.deps.users.findRow(id))) throw notFound('User');
    if (input.active === false && caller.kind === 'user' && caller.userId === id)
      throw fieldErrors({ active: ['You cannot deactivate yourself; ask another admin'] });
    await this.checkInput(input, id);
    if (!(await this.deps.users.update(id, await toChanges(input)))) throw notFound('User');
    if (input.password !== undefined) await this.deps.sessions.deleteOfUser(id);
    return this.get(id);
  }

  /** Deletes a user other than the caller. */
  async delete(caller: Principal, id: number): Promise<void> {
    if (caller.kind === 'user' && caller.userId === id)
      throw fieldErrors({ id: ['You cannot delete yourself; ask another admin'] });
    if (!(await this.deps.users.delete(id))) throw notFound('User');
  }

  /** The signed-in user. */
  async me(userId: number): Promise<Me> {
    const user = await this.deps.users.findRow(userId);
    if (!user) throw notFound('User');
    return toMe(user);
  }

  /** The signed-in user's roles with their (action, resource) pairs. */
  async rolesOf(userId: number): Promise<Record<string, [string, string][]>> {
    return Object.fromEntries(await this.deps.roles.rolesWithPermissionsOf(userId));
  }

  /** Every user as an option `{value: id, text: 'First Last'}` (owner pickers and filters). */
  async options(): Promise<Option[]> {
    const { users } = await this.deps.users.list({
      order_direction: 'asc',
      order_column: 'username',
      page: 0,
      page_size: 1000,
      filters: [],
    });
    return users.map((u) => ({ value: u.id, text: `${u.first_name} ${u.last_name}` }));
  }

  /** Refuses clashing usernames or emails and unknown role ids with 422 naming the field. */
  private async checkInput(input: UserUpdate, exceptId?: number): Promise<void> {
    const errors: FieldErrors = {};
    for (const field of await this.deps.users.clashes(input, exceptId)) {
      errors[field] = [
        field === 'username'
          ? 'A user with this username already exists'
          : 'A user with this email already exists',
      ];
    }
    const missing = await this.deps.roles.missingIds(input.roles ?? []);
    if (missing.length > 0) errors['roles'] = [`Role ids do not exist: ${missing.join(', ')}`];
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  }
}

async function toChanges(input: UserUpdate): Promise<UserChanges> {
  const { password, roles, ...fields } = input;
  return {
    ...fields,
    ...(roles === undefined ? {} : { role_ids: roles }),
    ...(password === undefined ? {} : { password_hash: await hashPassword(password) }),
  };
}
