import { describe, expect, it } from 'vitest';
import { mysqlSpec } from './mysql/spec';
import { postgresSpec } from './postgres/spec';

describe.each([
  { name: 'PostgreSQL', spec: postgresSpec, uri: 'postgresql://postgres@127.0.0.1:5432/test' },
  { name: 'MariaDB', spec: mysqlSpec, uri: 'mysql://root@127.0.0.1:3306/test' },
])('read-only connections on $name', ({ spec, uri }) => {
  it('refuse writes whatever the SQL says, and still read', async () => {
    const connection = await spec.connect({ uri, readOnly: true });
    try {
      await expect(
        connection.execute({ sql: 'CREATE TABLE meridian_read_only_probe (a int)', parameters: [] }),
      ).rejects.toThrow(/read.only/i);
      const result = await connection.execute({ sql: 'SELECT 1 AS one', parameters: [] });
      expect(result.columns[0]).toEqual([1]);
    } finally {
      await connection.close();
    }
  });
});
