import type { MeRoles, Owner } from '@meridian/core';
import { hasPermission } from '../app/role-permissions';

/** What the signed-in user may do in explore (spec §6 "Explore flags"). */
export interface ExploreFlags {
  /** May save new charts: can_write on Chart. */
  canAdd: boolean;
  /** May download data: can_csv on Superset. */
  canDownload: boolean;
  /** May overwrite the open chart: one of its owners, or an admin. */
  canOverwrite: boolean;
  /** May open SQL Lab ("View in SQL Lab"): can_sqllab on Superset. */
  canSqlLab: boolean;
}

/** Inputs of exploreFlags. */
export interface ExploreFlagInputs {
  /** Actions of the user's `_info` call on Chart. */
  chartPermissions: readonly string[];
  /** The user's roles with their [action, resource] pairs. */
  roles: MeRoles | undefined;
  /** Owners of the open chart, or null for a new chart. */
  sliceOwners: ReadonlyArray<Pick<Owner, 'id'>> | null;
  /** The signed-in user's id. */
  userId: number | undefined;
  /** Whether the user is an admin. */
  isAdmin: boolean;
}

/** Spec §6: can_add, can_download and can_overwrite of explore, and whether SQL Lab may be opened. */
export function exploreFlags(inputs: ExploreFlagInputs): ExploreFlags {
  const canAdd = inputs.chartPermissions.includes('can_write');
  const isOwner =
    inputs.userId !== undefined && (inputs.sliceOwners ?? []).some((owner) => owner.id === inputs.userId);
  return {
    canAdd,
    canDownload: hasPermission(inputs.roles, 'can_csv', 'Superset'),
    canOverwrite: inputs.sliceOwners !== null && canAdd && (isOwner || inputs.isAdmin),
    canSqlLab: hasPermission(inputs.roles, 'can_sqllab', 'Superset'),
  };
}
