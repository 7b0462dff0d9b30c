import { describe, expect, it } from 'vitest';
import { hasMaskedPassword, maskedUri, scrubPassword, splitPassword, withPassword } from './uri-password';

describe('uri passwords', () => {
  it('splits the password out of a URI, decoding it', () => {
    expect(splitPassword('postgresql://bob:p%40ss%3Aw%2Frd@db.local:5432/sales?sslmode=require')).toEqual({
      uri: 'postgresql://bob@db.local:5432/sales?sslmode=require',
      password: 'p@ss:w/rd',
    });
  });
  it('leaves URIs without a password alone', () => {
    expect(splitPassword('postgresql://bob@db.local/sales')).toEqual({
      uri: 'postgresql://bob@db.local/sales',
      password: null,
    });
    expect(splitPassword('duckdb:////data/examples.duckdb')).toEqual({
      uri: 'duckdb:////data/examples.duckdb',
      password: null,
    });
  });
  it('puts a password back, encoded', () => {
    expect(withPassword('mysql+mysqldb://root@127.0.0.1:3306/test', 'a@b/c')).toBe(
      'mysql+mysqldb://root:a%40b%2Fc@127.0.0.1:3306/test',
    );
    expect(withPassword('mysql://root@h/test', null)).toBe('mysql://root@h/test');
  });
  it('masks the password in answers and recognises the mask', () => {
    const masked = maskedUri('postgresql://bob@db.local/sales', true);
    expect(masked).toBe('postgresql://bob:XXXXXXXXXX@db.local/sales');
    expect(hasMaskedPassword(masked)).toBe(true);
    expect(hasMaskedPassword('postgresql://bob:real@db.local/sales')).toBe(false);
  });

  it('masks a password only where it stands as a whole value, raw or URL-encoded', () => {
    expect(scrubPassword('could not connect to host db: password "ost" rejected', 'ost')).toBe(
      'could not connect to host db: password "XXXXXXXXXX" rejected',
    );
    expect(scrubPassword('postgresql://bob:p%40ss@db/x and p@ss', 'p@ss')).toBe(
      'postgresql://bob:XXXXXXXXXX@db/x and XXXXXXXXXX',
    );
    expect(scrubPassword('a (b) c', '(b)')).toBe('a XXXXXXXXXX c');
    expect(scrubPassword('nothing here', null)).toBe('nothing here');
  });
});
