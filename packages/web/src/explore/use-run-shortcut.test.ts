import { describe, expect, it } from 'vitest';
import { isRunShortcut } from './use-run-shortcut';

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('the run shortcut', () => {
  it('is Ctrl+Enter or Cmd+Enter', () => {
    expect(isRunShortcut(press('Enter', { ctrlKey: true }))).toBe(true);
    expect(isRunShortcut(press('Enter', { metaKey: true }))).toBe(true);
  });

  it('is not Enter alone, nor with Alt or Shift as well', () => {
    expect(isRunShortcut(press('Enter'))).toBe(false);
    expect(isRunShortcut(press('Enter', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isRunShortcut(press('Enter', { metaKey: true, altKey: true }))).toBe(false);
    expect(isRunShortcut(press('a', { ctrlKey: true }))).toBe(false);
  });
});
