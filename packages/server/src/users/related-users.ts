import { MAX_PAGE_SIZE, listQuerySchema, type ListQuery } from '@meridian/core';
import { decideAccess, access, userIdOf, type Principal } from '../auth/access';
import type { Option } from '../util/options';
import type { UserService } from './user-service';

/** A list call of a resource's service: one page of what the caller sees, each with its owners. */
type OwnedList = (
  principal: Principal,
  query: ListQuery,
) => Promise<{ count: number; result: { owners: { id: number }[] }[] }>;

/**
 * The users a `related/owners` (or created_by / changed_by) picker offers. Whoever may edit the resource picks
 * among every user; a reader only among the owners of what it already sees, and itself: a Gamma user must not
 * list every account of the instance.
 */
export async function relatedUserOptions(
  users: Pick<UserService, 'options'>,
  principal: Principal,
  resource: string,
  list: OwnedList,
): Promise<Option[]> {
  const options = await users.options();
  if (decideAccess(principal, access.can('can_write', resource)) === 'allowed') return options;
  const shown = new Set<number>();
  const self = userIdOf(principal);
  if (self !== null) shown.add(self);
  for (let page = 0; ; page++) {
    const query = listQuerySchema.parse({ page, page_size: MAX_PAGE_SIZE });
    const { count, result } = await list(principal, query);
    for (const item of result) for (const owner of item.owners) shown.add(owner.id);
    if ((page + 1) * MAX_PAGE_SIZE >= count || result.length === 0) break;
  }
  return options.filter((option) => shown.has(Number(option.value)));
}
