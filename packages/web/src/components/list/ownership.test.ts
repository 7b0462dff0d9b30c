import { describe, expect, it } from 'vitest';
import { isOwnerOrAdmin } from './ownership';

describe('isOwnerOrAdmin', () => {
  it('lets an owner or an admin change the item, and nobody else', () => {
    const owners = [{ id: 2 }, { id: 5 }];
    expect(isOwnerOrAdmin(owners, 5, false)).toBe(true);
    expect(isOwnerOrAdmin(owners, 7, false)).toBe(false);
    expect(isOwnerOrAdmin(owners, 7, true)).toBe(true);
    expect(isOwnerOrAdmin(owners, undefined, false)).toBe(false);
  });
});
