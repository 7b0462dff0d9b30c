import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps a path of this site', () => {
    expect(safeNextPath('/dashboard/list/?page=2')).toBe('/dashboard/list/?page=2');
  });

  it('goes home when next is missing or points elsewhere', () => {
    for (const next of [
      null,
      '',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'dashboard',
    ]) {
      expect(safeNextPath(next)).toBe('/');
    }
  });

  it('never goes back to the login page', () => {
    expect(safeNextPath('/login/?next=/x')).toBe('/');
  });
});
