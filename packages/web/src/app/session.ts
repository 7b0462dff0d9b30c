import { isAdminRoleList } from '@meridian/core';
import type { Me } from '@meridian/core';
import { useGetMeQuery, useGetMyRolesQuery } from './api';

/** The signed-in user as the shell sees it. */
export interface Session {
  /** The user, once loaded. */
  me: Me | undefined;
  /** Whether one of the user's roles is named admin (case-insensitive). */
  isAdmin: boolean;
  /** Whether the roles are still loading, so `isAdmin` is not known yet. */
  isLoadingRoles: boolean;
}

/** Reads the signed-in user and whether they are an admin. */
export function useSession(): Session {
  const { data: me } = useGetMeQuery();
  const roles = useGetMyRolesQuery(undefined, { skip: !me });
  const isAdmin = roles.data ? isAdminRoleList(Object.keys(roles.data.roles)) : false;
  return { me, isAdmin, isLoadingRoles: !roles.data && !roles.isError };
}

/** The name to show for a user: first and last name, else the username. */
export function displayName(user: Pick<Me, 'first_name' | 'last_name' | 'username'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}
