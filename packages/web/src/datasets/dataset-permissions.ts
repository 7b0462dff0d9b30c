import type { Owner } from '@meridian/core';

/** Whether a user may edit a dataset: one of its owners (matched by user id) or an admin (spec §6). */
export function canEditDataset(
  owners: ReadonlyArray<Pick<Owner, 'id'>>,
  userId: number | undefined,
  isAdmin: boolean,
): boolean {
  if (isAdmin) return true;
  return userId !== undefined && owners.some((owner) => owner.id === userId);
}
