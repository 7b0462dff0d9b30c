/** Whether a user may change an owned item (chart, dashboard): one of its owners, or an admin. */
export function isOwnerOrAdmin(
  owners: ReadonlyArray<{ id: number }>,
  userId: number | undefined,
  isAdmin: boolean,
): boolean {
  return isAdmin || (userId !== undefined && owners.some((owner) => owner.id === userId));
}
