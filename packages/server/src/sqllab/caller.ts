import { isAdminRoleList, permissionKey } from '@meridian/core';
import type { Principal } from '../auth/access';
import { dataAccessOf, type DataAccess } from '../auth/data-access';
import { AppError } from '../errors';

/** Who calls SQL Lab: a signed-in user, their data access, and whether they administer (sees every query). */
export interface SqlLabCaller {
  userId: number;
  access: DataAccess;
  isAdmin: boolean;
}

/** The SQL Lab caller of a request's principal; SQL Lab is for signed-in users only. */
export function sqlLabCallerOf(principal: Principal): SqlLabCaller {
  if (principal.kind !== 'user') throw new AppError('NOT_AUTHENTICATED', 'Sign in to use SQL Lab');
  return {
    userId: principal.userId,
    access: dataAccessOf(principal),
    isAdmin: isAdminRoleList(principal.roleNames),
  };
}

/** The caller of a queued run, who must still hold `can_sqllab` when it runs. */
export function jobCallerOf(principal: Principal): SqlLabCaller {
  if (!principal.permissions.has(permissionKey('can_sqllab', 'Superset'))) {
    throw new AppError('MISSING_PERMISSION', 'You are no longer allowed to use SQL Lab (can_sqllab)');
  }
  return sqlLabCallerOf(principal);
}
