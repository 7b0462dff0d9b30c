import type { ListQuery, PermissionResource, Role } from '@meridian/core';
import { fieldErrors, notFound } from '../errors';
import type { RolesRepo } from '../store/roles-repo';

/** What the role service reads and writes. */
export interface RoleServiceDeps {
  roles: RolesRepo;
}

/** Roles: the admin API (list, read, create, rename, delete, permissions) and the permission-resource pairs. */
export class RoleService {
  constructor(private readonly deps: RoleServiceDeps) {}

  /** One page of roles. */
  async list(query: ListQuery): Promise<{ count: number; ids: number[]; result: Role[] }> {
    const { count, roles } = await this.deps.roles.list(query);
    return { count, ids: roles.map((role) => role.id), result: roles };
  }

  /** One role; 404 when there is none. */
  async get(id: number): Promise<Role> {
    const role = await this.deps.roles.get(id);
    if (!role) throw notFound('Role');
    return role;
  }

  /** Creates a role with a name no other role has. */
  async create(name: string): Promise<Role> {
    await this.refuseTakenName(name);
    return this.get(await this.deps.roles.create(name));
  }

  /** Renames a role. */
  async rename(id: number, name: string): Promise<Role> {
    await this.refuseTakenName(name, id);
    if (!(await this.deps.roles.rename(id, name))) throw notFound('Role');
    return this.get(id);
  }

  /** Deletes a role; the Admin role stays. */
  async delete(id: number): Promise<void> {
    const role = await this.get(id);
    if (role.name === 'Admin') throw fieldErrors({ name: ['The Admin role cannot be deleted'] });
    await this.deps.roles.delete(role.id);
  }

  /** Replaces a role's permissions (ids of permission-resource pairs). */
  async setPermissions(id: number, permissionIds: readonly number[]): Promise<Role> {
    const missing = await this.deps.roles.missingPermissionIds(permissionIds);
    if (missing.length > 0)
      throw fieldErrors({ permission_view_menu_ids: [`Permission ids do not exist: ${missing.join(', ')}`] });
    await this.get(id);
    await this.deps.roles.setPermissions(id, permissionIds);
    return this.get(id);
  }

  /** Every permission-resource pair. */
  async permissions(): Promise<{ count: number; ids: number[]; result: PermissionResource[] }> {
    const result = await this.deps.roles.listPermissions();
    return { count: result.length, ids: result.map((p) => p.id), result };
  }

  private async refuseTakenName(name: string, exceptId?: number): Promise<void> {
    const existing = await this.deps.roles.idByName(name);
    if (existing !== undefined && existing !== exceptId)
      throw fieldErrors({ name: ['A role with this name already exists'] });
  }
}
