import type { MeRoles } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { exploreFlags } from './explore-permissions';

const roles: MeRoles = {
  roles: {
    Alpha: [
      ['can_write', 'Chart'],
      ['can_csv', 'Superset'],
    ],
  },
};

describe('exploreFlags', () => {
  it('lets an owner with can_write overwrite and a can_csv holder download', () => {
    const flags = exploreFlags({
      chartPermissions: ['can_read', 'can_write'],
      roles,
      sliceOwners: [{ id: 3 }],
      userId: 3,
      isAdmin: false,
    });
    expect(flags).toEqual({ canAdd: true, canDownload: true, canOverwrite: true, canSqlLab: false });
  });

  it('does not let a non-owner overwrite, unless an admin', () => {
    const base = { chartPermissions: ['can_write'], roles, sliceOwners: [{ id: 3 }], userId: 4 };
    expect(exploreFlags({ ...base, isAdmin: false }).canOverwrite).toBe(false);
    expect(exploreFlags({ ...base, isAdmin: true }).canOverwrite).toBe(true);
  });

  it('lets a holder of can_sqllab on Superset open SQL Lab', () => {
    const flags = exploreFlags({
      chartPermissions: ['can_read'],
      roles: { roles: { sql_lab: [['can_sqllab', 'Superset']] } },
      sliceOwners: null,
      userId: 3,
      isAdmin: false,
    });
    expect(flags.canSqlLab).toBe(true);
  });

  it('has nothing to overwrite on a new chart and no add without can_write', () => {
    const flags = exploreFlags({
      chartPermissions: ['can_read'],
      roles: undefined,
      sliceOwners: null,
      userId: 3,
      isAdmin: false,
    });
    expect(flags).toEqual({ canAdd: false, canDownload: false, canOverwrite: false, canSqlLab: false });
  });
});
