import type { MeRoles } from '@meridian/core';

/** Whether one of the roles grants an action on a resource. */
export function hasPermission(roles: MeRoles | undefined, action: string, resource: string): boolean {
  return Object.values(roles?.roles ?? {}).some((pairs) =>
    pairs.some(([a, r]) => a === action && r === resource),
  );
}
