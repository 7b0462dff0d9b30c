import { describe, expect, it } from 'vitest';
import { access, actionsOn, decideAccess, type Principal } from './access';

const anonymous: Principal = { kind: 'anonymous', permissions: new Set() };
const publicReader: Principal = { kind: 'anonymous', permissions: new Set(['can_read:Dashboard']) };
const gamma: Principal = {
  kind: 'user',
  userId: 2,
  username: 'gamma',
  roleNames: ['Gamma'],
  permissions: new Set(['can_read:Chart', 'can_read:Dashboard', 'can_explore:Superset']),
};
const admin: Principal = {
  kind: 'user',
  userId: 1,
  username: 'admin',
  roleNames: ['ADMIN'],
  permissions: new Set(),
};

describe('decideAccess', () => {
  it('lets anyone through a public rule', () => {
    expect(decideAccess(anonymous, access.public)).toBe('allowed');
  });
  it('asks anonymous callers to authenticate for a permission they lack', () => {
    expect(decideAccess(anonymous, access.can('can_read', 'Chart'))).toBe('unauthenticated');
  });
  it('lets anonymous callers use what the Public role grants', () => {
    expect(decideAccess(publicReader, access.can('can_read', 'Dashboard'))).toBe('allowed');
  });
  it('forbids a signed-in user a permission the roles do not grant', () => {
    expect(decideAccess(gamma, access.can('can_write', 'Chart'))).toBe('forbidden');
    expect(decideAccess(gamma, access.can('can_read', 'Chart'))).toBe('allowed');
  });
  it('recognises admins by role name case-insensitively', () => {
    expect(decideAccess(admin, access.admin)).toBe('allowed');
    expect(decideAccess(gamma, access.admin)).toBe('forbidden');
    expect(decideAccess(anonymous, access.admin)).toBe('unauthenticated');
  });
  it('requires a signed-in user for authenticated rules', () => {
    expect(decideAccess(publicReader, access.authenticated)).toBe('unauthenticated');
    expect(decideAccess(gamma, access.authenticated)).toBe('allowed');
  });
});

describe('actionsOn', () => {
  it('lists the actions held on one resource only', () => {
    expect(actionsOn(gamma, 'Chart')).toEqual(['can_read']);
    expect(actionsOn(gamma, 'Superset')).toEqual(['can_explore']);
    expect(actionsOn(gamma, 'Dataset')).toEqual([]);
  });
});
