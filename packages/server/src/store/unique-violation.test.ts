import { describe, expect, it } from 'vitest';
import { uniqueViolationColumn } from './unique-violation';

describe('uniqueViolationColumn', () => {
  it('names the column of SQLite and PostgreSQL unique failures', () => {
    expect(uniqueViolationColumn(new Error('UNIQUE constraint failed: users.email'))).toBe('email');
    const pg = Object.assign(
      new Error('duplicate key value violates unique constraint "dashboards_uuid_key"'),
      {
        code: '23505',
        detail: 'Key (uuid)=(0000a091-eab7-4480-a2dc-91193d8882a9) already exists.',
      },
    );
    expect(uniqueViolationColumn(pg)).toBe('uuid');
  });

  it('answers undefined for other errors', () => {
    expect(uniqueViolationColumn(new Error('disk I/O error'))).toBeUndefined();
    expect(uniqueViolationColumn(Object.assign(new Error('x'), { code: '23503' }))).toBeUndefined();
    expect(uniqueViolationColumn('text')).toBeUndefined();
  });
});
