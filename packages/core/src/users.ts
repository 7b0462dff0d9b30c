import { z } from 'zod';

/** A role as lists show it. */
export const roleRefSchema = z.object({
  /** Role id. */
  id: z.number().int(),
  /** Role name. */
  name: z.string(),
});
export type RoleRef = z.infer<typeof roleRefSchema>;

/** A user as the users admin API answers it; never holds the password. */
export const userSchema = z.object({
  /** User id. */
  id: z.number().int(),
  /** Login name, unique. */
  username: z.string(),
  /** Given name. */
  first_name: z.string(),
  /** Family name. */
  last_name: z.string(),
  /** E-mail address, unique. */
  email: z.string(),
  /** Whether the user may sign in; deactivating keeps the user's objects. */
  active: z.boolean(),
  /** Roles held. */
  roles: z.array(roleRefSchema),
  /** When the user was created (ISO 8601). */
  created_on: z.string(),
  /** When the user was last changed (ISO 8601). */
  changed_on: z.string(),
  /** Last successful sign-in (ISO 8601), or null. */
  last_login: z.string().nullable(),
  /** Successful sign-ins. */
  login_count: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

/** Passwords: at least 8 characters. */
export const passwordSchema = z.string().min(8, 'Password must be at least 8 characters');

const userFields = {
  /** Login name. */
  username: z.string().trim().min(1, 'This field is required').max(64),
  /** Given name. */
  first_name: z.string().trim().min(1, 'This field is required').max(64),
  /** Family name. */
  last_name: z.string().trim().min(1, 'This field is required').max(64),
  /** E-mail address. */
  email: z.email('Not a valid email address'),
  /** Whether the user may sign in. */
  active: z.boolean(),
  /** Role ids. */
  roles: z.array(z.number().int()).min(1, 'Choose at least one role'),
};

/** Body of `POST /api/v1/security/users/`. */
export const userCreateSchema = z.object({
  ...userFields,
  active: userFields.active.default(true),
  password: passwordSchema,
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/** Body of `PUT /api/v1/security/users/{id}`: any subset of the fields. */
export const userUpdateSchema = z.object({ ...userFields, password: passwordSchema }).partial();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** A role with the ids of its permissions. */
export const roleSchema = z.object({
  /** Role id. */
  id: z.number().int(),
  /** Role name, unique. */
  name: z.string(),
  /** Ids of the permission-resource pairs the role holds. */
  permission_ids: z.array(z.number().int()),
  /** Ids of the users holding the role. */
  user_ids: z.array(z.number().int()),
});
export type Role = z.infer<typeof roleSchema>;

/** Body of `POST /api/v1/security/roles/` and `PUT /api/v1/security/roles/{id}`. */
export const roleWriteSchema = z.object({
  /** Role name. */
  name: z.string().trim().min(1, 'This field is required').max(64),
});
export type RoleWrite = z.infer<typeof roleWriteSchema>;

/** Body of `POST /api/v1/security/roles/{id}/permissions`: replaces the role's permissions. */
export const rolePermissionsWriteSchema = z.object({
  /** Ids of the permission-resource pairs. */
  permission_view_menu_ids: z.array(z.number().int()),
});

/** A permission-resource pair with its id, as `permissions-resources/` answers it. */
export const permissionResourceSchema = z.object({
  /** Pair id. */
  id: z.number().int(),
  /** The action. */
  permission: z.object({ name: z.string() }),
  /** The resource. */
  view_menu: z.object({ name: z.string() }),
});
export type PermissionResource = z.infer<typeof permissionResourceSchema>;
