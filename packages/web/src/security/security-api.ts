import { listResponseSchema, permissionResourceSchema, roleSchema, userSchema } from '@meridian/core';
import type { PermissionResource, Role, RoleWrite, User, UserCreate, UserUpdate } from '@meridian/core';
import { api, resultOf } from '../app/api';
import { listQueryParam } from './list-query-param';
import type { ListArgs } from './list-query-param';

const userListSchema = listResponseSchema(userSchema);
const roleListSchema = listResponseSchema(roleSchema);
const permissionResourceListSchema = listResponseSchema(permissionResourceSchema);

/** One page of a list, as the list endpoints answer. */
export interface ListPage<T> {
  /** Total rows matching the query. */
  count: number;
  /** The rows of this page. */
  result: T[];
}

const USERS = '/api/v1/security/users/';
const ROLES = '/api/v1/security/roles/';

/** Endpoints of users, roles and permissions administration. */
export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListPage<User>, ListArgs>({
      query: (args) => `${USERS}?q=${listQueryParam(args)}`,
      transformResponse: (raw: unknown) => userListSchema.parse(raw),
      providesTags: ['User'],
    }),
    createUser: build.mutation<User, UserCreate>({
      query: (body) => ({ url: USERS, method: 'POST', body }),
      transformResponse: resultOf(userSchema),
      invalidatesTags: ['User', 'Role'],
    }),
    updateUser: build.mutation<User, { id: number; body: UserUpdate }>({
      query: ({ id, body }) => ({ url: `${USERS}${id}`, method: 'PUT', body }),
      transformResponse: resultOf(userSchema),
      invalidatesTags: ['User', 'Role', 'Me'],
    }),
    listRoles: build.query<ListPage<Role>, void>({
      query: () => `${ROLES}?q=${listQueryParam({ page: 0, pageSize: 100, orderColumn: 'name' })}`,
      transformResponse: (raw: unknown) => roleListSchema.parse(raw),
      providesTags: ['Role'],
    }),
    createRole: build.mutation<Role, RoleWrite>({
      query: (body) => ({ url: ROLES, method: 'POST', body }),
      transformResponse: resultOf(roleSchema),
      invalidatesTags: ['Role'],
    }),
    updateRole: build.mutation<Role, { id: number; body: RoleWrite }>({
      query: ({ id, body }) => ({ url: `${ROLES}${id}`, method: 'PUT', body }),
      transformResponse: resultOf(roleSchema),
      invalidatesTags: ['Role', 'User', 'Me'],
    }),
    deleteRole: build.mutation<void, number>({
      query: (id) => ({ url: `${ROLES}${id}`, method: 'DELETE' }),
      invalidatesTags: ['Role', 'User', 'Me'],
    }),
    setRolePermissions: build.mutation<void, { id: number; permissionIds: number[] }>({
      query: ({ id, permissionIds }) => ({
        url: `${ROLES}${id}/permissions`,
        method: 'POST',
        body: { permission_view_menu_ids: permissionIds },
      }),
      invalidatesTags: ['Role', 'Me'],
    }),
    listPermissionResources: build.query<PermissionResource[], void>({
      query: () => `/api/v1/security/permissions-resources/?q=${listQueryParam({ page: 0, pageSize: 1000 })}`,
      transformResponse: (raw: unknown) => permissionResourceListSchema.parse(raw).result,
      providesTags: ['PermissionResource'],
    }),
  }),
});

/** Hooks of the security endpoints. */
export const {
  useListUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useListRolesQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useSetRolePermissionsMutation,
  useListPermissionResourcesQuery,
} = securityApi;
