import { describe, expect, it } from 'vitest';
import { MYSQL_URI } from '../testing/fixtures';
import { mysqlSpec } from './spec';

describe('MariaDB sessions', () => {
  it('run in UTC and accept mariadb:// URIs', async () => {
    const connection = await mysqlSpec.connect({
      uri: MYSQL_URI.replace('mysql://', 'mariadb://'),
      readOnly: false,
    });
    try {
      const result = await connection.execute({ sql: 'SELECT @@session.time_zone AS tz', parameters: [] });
      expect(result.columns).toEqual([['+00:00']]);
    } finally {
      await connection.close();
    }
  });

  it('answers DML with an empty result', async () => {
    const connection = await mysqlSpec.connect({ uri: MYSQL_URI, readOnly: false });
    try {
      const result = await connection.execute({ sql: 'DO 1', parameters: [] });
      expect(result).toEqual({ colnames: [], coltypes: [], coltypesGeneric: [], columns: [], rowcount: 0 });
    } finally {
      await connection.close();
    }
  });
});
