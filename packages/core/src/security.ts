import { z } from 'zod';

/** Resources that carry can_read / can_write permissions. */
export const MODEL_RESOURCES = [
  'Chart',
  'Dashboard',
  'Dataset',
  'Database',
  'SavedQuery',
  'ReportSchedule',
  'Annotation',
] as const;

/** Resources of security administration: only Admin holds these. */
export const SECURITY_RESOURCES = ['User', 'Role'] as const;

/** Views that take a form-get permission for file uploads. */
export const UPLOAD_VIEWS = ['CsvToDatabaseView', 'ColumnarToDatabaseView', 'ExcelToDatabaseView'] as const;

/** Actions granted on the `Superset` view, as Superset names them. */
export const SUPERSET_VIEW_ACTIONS = [
  'can_csv',
  'can_explore',
  'can_share_dashboard',
  'can_share_chart',
  'can_save_dash',
  'can_slice',
  'can_sqllab',
] as const;

/** Grants on every database / dataset at once (Superset's names: the action is also the resource). */
export const ALL_ACCESS_PERMISSIONS = ['all_database_access', 'all_datasource_access'] as const;

/** Action of a per-database grant; its resource is `databaseAccessResource(...)`. */
export const DATABASE_ACCESS = 'database_access';
/** Action of a per-dataset grant; its resource is `datasourceAccessResource(...)`. */
export const DATASOURCE_ACCESS = 'datasource_access';

/** Resource name of a per-database grant, as Superset names it: `[examples].(id:1)`. */
export function databaseAccessResource(databaseName: string, id: number): string {
  return `[${databaseName}].(id:${id})`;
}

/** Resource name of a per-dataset grant, as Superset names it: `[examples].[birth_names](id:3)`. */
export function datasourceAccessResource(databaseName: string, tableName: string, id: number): string {
  return `[${databaseName}].[${tableName}](id:${id})`;
}

/** The built-in roles seeded by `db upgrade`. */
export const BUILTIN_ROLES = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];

/** A permission: an action on a resource (Superset's permission-view pair). */
export const permissionPairSchema = z.object({
  /** Action name, e.g. can_read. */
  action: z.string().min(1),
  /** Resource (view menu) name, e.g. Chart. */
  resource: z.string().min(1),
});
export type PermissionPair = z.infer<typeof permissionPairSchema>;

/** The key under which a permission is kept in sets: `can_read:Chart`. */
export function permissionKey(action: string, resource: string): string {
  return `${action}:${resource}`;
}

/** Every permission the application knows, in a stable order. */
export function allPermissions(): PermissionPair[] {
  const pairs: PermissionPair[] = [];
  for (const resource of [...MODEL_RESOURCES, ...SECURITY_RESOURCES]) {
    pairs.push({ action: 'can_read', resource }, { action: 'can_write', resource });
  }
  for (const action of SUPERSET_VIEW_ACTIONS) pairs.push({ action, resource: 'Superset' });
  for (const resource of UPLOAD_VIEWS) pairs.push({ action: 'can_this_form_get', resource });
  for (const name of ALL_ACCESS_PERMISSIONS) pairs.push({ action: name, resource: name });
  return pairs;
}

const GAMMA_READ: readonly string[] = ['Chart', 'Dashboard', 'Dataset', 'Annotation'];
const GAMMA_ACTIONS: readonly string[] = [
  'can_explore',
  'can_csv',
  'can_share_dashboard',
  'can_share_chart',
  'can_slice',
];

/** Whether a built-in role is granted a permission by default (the README documents this matrix). */
export function builtinRoleGrants(role: BuiltinRole, pair: PermissionPair): boolean {
  const isSecurity = (SECURITY_RESOURCES as readonly string[]).includes(pair.resource);
  switch (role) {
    case 'Admin':
      return true;
    case 'Alpha':
      return !isSecurity;
    case 'Gamma':
      return (
        (pair.action === 'can_read' && GAMMA_READ.includes(pair.resource)) ||
        (pair.resource === 'Superset' && GAMMA_ACTIONS.includes(pair.action))
      );
    case 'sql_lab':
      return (
        (pair.resource === 'Superset' && pair.action === 'can_sqllab') ||
        (pair.resource === 'SavedQuery' && (pair.action === 'can_read' || pair.action === 'can_write')) ||
        (pair.resource === 'Database' && pair.action === 'can_read')
      );
    case 'Public':
      return false;
    default:
      return assertNever(role);
  }
}

/** Whether a list of role names makes a user an admin (case-insensitive, as the spec says). */
export function isAdminRoleList(roleNames: readonly string[]): boolean {
  return roleNames.some((name) => name.toLowerCase() === 'admin');
}

/** Marks a switch as exhaustive: adding a case without handling it fails to compile. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}
