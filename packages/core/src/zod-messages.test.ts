import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userCreateSchema } from './users';
import { configureZodMessages } from './zod-messages';

configureZodMessages();

describe('configureZodMessages', () => {
  it('says a missing field is required, as Superset does', () => {
    const result = z.object({ name: z.string() }).safeParse({});
    expect(result.error?.issues[0]?.message).toBe('Missing data for required field.');
  });
  it('names the expected type of a wrong value', () => {
    const result = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(result.error?.issues[0]?.message).toBe('Not a valid number.');
  });
  it('keeps the messages written on a schema', () => {
    const result = userCreateSchema.safeParse({
      username: 'a',
      first_name: 'A',
      last_name: 'B',
      email: 'nope',
      roles: [1],
      password: 'short',
    });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      email: 'Not a valid email address',
      password: 'Password must be at least 8 characters',
    });
  });
});
