import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(crypto.randomBytes(32));
  it('round-trips a secret and never stores it in the clear', () => {
    const sealed = box.encrypt('p@ss:word/é');
    expect(sealed).not.toContain('p@ss');
    expect(box.decrypt(sealed)).toBe('p@ss:word/é');
  });
  it('gives a different ciphertext each time', () => {
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });
  it('refuses an altered ciphertext or another key', () => {
    const sealed = box.encrypt('secret');
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.decrypt(altered)).toThrow();
    expect(() => new SecretBox(crypto.randomBytes(32)).decrypt(sealed)).toThrow();
  });
});
