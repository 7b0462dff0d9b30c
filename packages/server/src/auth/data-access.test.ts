import { describe, expect, it } from 'vitest';
import type { Principal } from './access';
import { canSeeDatabase, canSeeDataset, dataAccessOf } from './data-access';

const gamma = (permissions: string[]): Principal => ({
  kind: 'user',
  userId: 3,
  username: 'g',
  roleNames: ['Gamma'],
  permissions: new Set(permissions),
});

describe('data access', () => {
  it('lets all_database_access see everything', () => {
    const access = dataAccessOf(gamma(['all_database_access:all_database_access']));
    expect(canSeeDatabase(access, 7)).toBe(true);
    expect(canSeeDataset(access, { id: 1, database_id: 7 })).toBe(true);
  });
  it('lets a database grant see that database and its datasets only', () => {
    const access = dataAccessOf(gamma(['database_access:[examples].(id:1)']));
    expect(canSeeDatabase(access, 1)).toBe(true);
    expect(canSeeDatabase(access, 2)).toBe(false);
    expect(canSeeDataset(access, { id: 9, database_id: 1 })).toBe(true);
    expect(canSeeDataset(access, { id: 9, database_id: 2 })).toBe(false);
  });
  it('lets a dataset grant see that dataset only', () => {
    const access = dataAccessOf(gamma(['datasource_access:[examples].[birth_names](id:4)']));
    expect(canSeeDataset(access, { id: 4, database_id: 1 })).toBe(true);
    expect(canSeeDataset(access, { id: 5, database_id: 1 })).toBe(false);
    expect(canSeeDatabase(access, 1)).toBe(false);
  });
});
