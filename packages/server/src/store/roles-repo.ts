import {
  BUILTIN_ROLES,
  allPermissions,
  builtinRoleGrants,
  permissionKey,
  type ListQuery,
  type PermissionResource,
  type Role,
} from '@meridian/core';
import type { Kysely } from 'kysely';
import { countMatches, listFilterCondition, onePage, type ListColumns } from './list-query';
import { atomically } from './atomic';
import type { MetadataDb } from './schema';

const ROLE_COLUMNS: ListColumns = { id: 'roles.id', name: 'roles.name' };

/** Roles, permissions and the links between them and users. */
export class RolesRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  /** One page of roles matching a list query, and the total count. */
  async list(query: ListQuery): Promise<{ count: number; roles: Role[] }> {
    const filtered = this.db
      .selectFrom('roles')
      .where((eb) => listFilterCondition(eb, query.filters, ROLE_COLUMNS));
    const count = await countMatches(filtered);
    const rows = await onePage(filtered.selectAll('roles'), query, {
      columns: ROLE_COLUMNS,
      fallback: 'roles.id',
    }).execute();
    return { count, roles: await this.withLinks(rows) };
  }

  /** The role with an id, or undefined. */
  async get(id: number): Promise<Role | undefined> {
    const row = await this.db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? (await this.withLinks([row]))[0] : undefined;
  }

  /** The id of the role with a name, or undefined. */
  async idByName(name: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
    return row?.id;
  }

  /** Ids among these that name no role. */
  async missingIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('roles')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id));
  }

  /** Creates a role; returns its id. */
  async create(name: string): Promise<number> {
    const { id } = await this.db
      .insertInto('roles')
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Renames a role; false when it does not exist. */
  async rename(id: number, name: string): Promise<boolean> {
    const result = await this.db.updateTable('roles').set({ name }).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deletes a role and its links; false when it did not exist. */
  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('roles').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Replaces a role's permissions in one transaction. */
  async setPermissions(roleId: number, permissionIds: readonly number[]): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
      const unique = [...new Set(permissionIds)];
      if (unique.length > 0) {
        await trx
          .insertInto('role_permissions')
          .values(unique.map((permission_id) => ({ role_id: roleId, permission_id })))
          .execute();
      }
    });
  }

  /** Every permission-resource pair, in Superset's answer shape. */
  async listPermissions(): Promise<PermissionResource[]> {
    const rows = await this.db
      .selectFrom('permissions')
      .selectAll()
      .orderBy('resource')
      .orderBy('action')
      .execute();
    return rows.map((r) => ({ id: r.id, permission: { name: r.action }, view_menu: { name: r.resource } }));
  }

  /** Ids among these that name no permission. */
  async missingPermissionIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('permissions')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id));
  }

  /** A user's roles with their [action, resource] pairs. */
  async rolesWithPermissionsOf(userId: number): Promise<Map<string, [string, string][]>> {
    const roles = await this.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.id', 'roles.name'])
      .where('user_roles.user_id', '=', userId)
      .execute();
    const result = new Map<string, [string, string][]>();
    for (const role of roles) result.set(role.name, await this.pairsOfRole(role.id));
    return result;
  }

  /** The `action:resource` keys held by a role with this name (the Public role for anonymous users). */
  async permissionKeysOfRoleName(name: string): Promise<Set<string>> {
    const id = await this.idByName(name);
    if (id === undefined) return new Set();
    return new Set((await this.pairsOfRole(id)).map(([action, resource]) => permissionKey(action, resource)));
  }

  /** Creates missing permissions and built-in roles; Admin always holds every permission. Idempotent. */
  async seed(): Promise<void> {
    await atomically(this.db, async (trx) => {
      const existing = await trx.selectFrom('permissions').select(['id', 'action', 'resource']).execute();
      const known = new Set(existing.map((p) => permissionKey(p.action, p.resource)));
      const missing = allPermissions().filter((p) => !known.has(permissionKey(p.action, p.resource)));
      if (missing.length > 0) await trx.insertInto('permissions').values(missing).execute();
      const permissions = await trx.selectFrom('permissions').select(['id', 'action', 'resource']).execute();
      for (const role of BUILTIN_ROLES) {
        let roleId = (await trx.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirst())
          ?.id;
        const isNew = roleId === undefined;
        roleId ??= (
          await trx.insertInto('roles').values({ name: role }).returning('id').executeTakeFirstOrThrow()
        ).id;
        // Built-in grants are applied when a role is created; later edits by an admin are kept, except Admin's.
        if (!isNew && role !== 'Admin') continue;
        const held = new Set(
          (
            await trx
              .selectFrom('role_permissions')
              .select('permission_id')
              .where('role_id', '=', roleId)
              .execute()
          ).map((r) => r.permission_id),
        );
        const grants = permissions.filter((p) => builtinRoleGrants(role, p) && !held.has(p.id));
        if (grants.length > 0) {
          const rid = roleId;
          await trx
            .insertInto('role_permissions')
            .values(grants.map((p) => ({ role_id: rid, permission_id: p.id })))
            .execute();
        }
      }
    });
  }

  private async pairsOfRole(roleId: number): Promise<[string, string][]> {
    const rows = await this.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['permissions.action', 'permissions.resource'])
      .where('role_permissions.role_id', '=', roleId)
      .orderBy('permissions.resource')
      .orderBy('permissions.action')
      .execute();
    return rows.map((r) => [r.action, r.resource]);
  }

  private async withLinks(rows: { id: number; name: string }[]): Promise<Role[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const perms = await this.db
      .selectFrom('role_permissions')
      .selectAll()
      .where('role_id', 'in', ids)
      .execute();
    const users = await this.db.selectFrom('user_roles').selectAll().where('role_id', 'in', ids).execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      permission_ids: perms
        .filter((p) => p.role_id === r.id)
        .map((p) => p.permission_id)
        .sort((a, b) => a - b),
      user_ids: users
        .filter((u) => u.role_id === r.id)
        .map((u) => u.user_id)
        .sort((a, b) => a - b),
    }));
  }
}
