import { describe, expect, it } from 'vitest';
import { allPermissions, builtinRoleGrants, isAdminRoleList, permissionKey } from './security';

const granted = (role: Parameters<typeof builtinRoleGrants>[0]) =>
  allPermissions()
    .filter((p) => builtinRoleGrants(role, p))
    .map((p) => permissionKey(p.action, p.resource));

describe('built-in roles', () => {
  it('lists can_read and can_write on every model resource and the upload form permissions', () => {
    const keys = allPermissions().map((p) => permissionKey(p.action, p.resource));
    for (const resource of [
      'Chart',
      'Dashboard',
      'Dataset',
      'Database',
      'SavedQuery',
      'ReportSchedule',
      'Annotation',
    ]) {
      expect(keys).toContain(`can_read:${resource}`);
      expect(keys).toContain(`can_write:${resource}`);
    }
    expect(keys).toContain('can_this_form_get:CsvToDatabaseView');
    expect(keys).toContain('can_sqllab:Superset');
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('gives Admin everything and Alpha everything but security administration', () => {
    expect(granted('Admin')).toHaveLength(allPermissions().length);
    expect(granted('Alpha').filter((k) => k.endsWith(':User') || k.endsWith(':Role'))).toEqual([]);
    expect(granted('Alpha')).toContain('can_write:Database');
  });
  it('keeps Gamma to reading and exploring', () => {
    expect(granted('Gamma').filter((k) => k.startsWith('can_write'))).toEqual([]);
    expect(granted('Gamma')).toContain('can_explore:Superset');
    expect(granted('Gamma')).not.toContain('can_sqllab:Superset');
  });
  it('gives sql_lab SQL Lab and saved queries only', () => {
    expect(granted('sql_lab').sort()).toEqual([
      'can_read:Database',
      'can_read:SavedQuery',
      'can_sqllab:Superset',
      'can_write:SavedQuery',
    ]);
  });
  it('gives Public nothing by default', () => {
    expect(granted('Public')).toEqual([]);
  });
  it('recognises an admin by role name in any case', () => {
    expect(isAdminRoleList(['Gamma', 'admin'])).toBe(true);
    expect(isAdminRoleList(['Alpha'])).toBe(false);
  });
});
