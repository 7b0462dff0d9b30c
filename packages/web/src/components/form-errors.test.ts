import { passwordSchema, userCreateSchema } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues, schemaRule } from './form-errors';

describe('fieldErrorsFromIssues', () => {
  it('groups the issues of a core schema by field', () => {
    const result = userCreateSchema.safeParse({
      username: '',
      first_name: 'A',
      last_name: 'B',
      email: 'x',
      roles: [],
      password: 'p',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrorsFromIssues(result.error);
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'roles', 'username']);
    expect(errors.password).toEqual(['Password must be at least 8 characters']);
  });
});

describe('schemaRule', () => {
  const validate = async (rule: ReturnType<typeof schemaRule>, value: unknown) => {
    if (typeof rule !== 'object' || !rule.validator) throw new Error('not a validator rule');
    // antd passes its rule object first; the schema rule ignores it.
    return rule.validator({}, value, () => undefined);
  };

  it('rejects with the schema message', async () => {
    await expect(validate(schemaRule(passwordSchema), 'short')).rejects.toThrow(
      'Password must be at least 8 characters',
    );
  });

  it('accepts an empty optional value and a valid one', async () => {
    await expect(validate(schemaRule(passwordSchema, { isOptional: true }), '')).resolves.toBeUndefined();
    await expect(validate(schemaRule(passwordSchema), 'long-enough')).resolves.toBeUndefined();
  });
});
