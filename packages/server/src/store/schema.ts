import type { Generated } from 'kysely';

/** Accounts; booleans are stored as 0/1 so SQLite and PostgreSQL share one code path. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  active: number;
  created_on: string;
  changed_on: string;
  last_login: string | null;
  login_count: number;
}

/** Roles: named sets of permissions. */
export interface RolesTable {
  id: Generated<number>;
  name: string;
}

/** Permission-resource pairs (Superset's permission_view). */
export interface PermissionsTable {
  id: Generated<number>;
  action: string;
  resource: string;
}

/** Which user holds which role. */
export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

/** Which role holds which permission. */
export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

/** Browser sessions; the cookie holds a token whose SHA-256 is the id. */
export interface SessionsTable {
  id: string;
  user_id: number;
  csrf_token: string;
  created_on: string;
  expires_on: string;
}

/** Generic key-value entries (permalinks and other small state). */
export interface KeyValueTable {
  id: Generated<number>;
  resource: string;
  uuid: string;
  value: string;
  created_on: string;
  created_by_fk: number | null;
  expires_on: string | null;
}

/** The metadata database. */
export interface MetadataDb {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  user_roles: UserRolesTable;
  role_permissions: RolePermissionsTable;
  sessions: SessionsTable;
  key_value: KeyValueTable;
}
