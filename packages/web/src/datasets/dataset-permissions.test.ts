import { describe, expect, it } from 'vitest';
import { canEditDataset } from './dataset-permissions';

describe('canEditDataset', () => {
  const owners = [{ id: 3 }, { id: 7 }];

  it('lets an owner edit, matched by user id', () => {
    expect(canEditDataset(owners, 7, false)).toBe(true);
  });

  it('lets an admin edit a dataset they do not own', () => {
    expect(canEditDataset(owners, 9, true)).toBe(true);
  });

  it('refuses everyone else, and an unknown user', () => {
    expect(canEditDataset(owners, 9, false)).toBe(false);
    expect(canEditDataset(owners, undefined, false)).toBe(false);
    expect(canEditDataset([], 3, false)).toBe(false);
  });
});
