import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { buildSqlalchemyUri, filePathOfUri, maskUriPassword, parseSqlalchemyUri, uriScheme } from './uri';

describe('parseSqlalchemyUri', () => {
  it.each([
    [
      'postgresql://user:pa%40ss%3Aw%2Frd%25@db.example.com:5433/sales?sslmode=require',
      {
        drivername: 'postgresql',
        username: 'user',
        password: 'pa@ss:w/rd%',
        host: 'db.example.com',
        port: 5433,
        database: 'sales',
        query: { sslmode: 'require' },
      },
    ],
    [
      'postgresql+psycopg2://scott:tiger@localhost/test',
      {
        drivername: 'postgresql+psycopg2',
        username: 'scott',
        password: 'tiger',
        host: 'localhost',
        port: undefined,
        database: 'test',
        query: {},
      },
    ],
    [
      'mysql+mysqldb://root@127.0.0.1:3306/test?charset=utf8mb4',
      {
        drivername: 'mysql+mysqldb',
        username: 'root',
        password: undefined,
        host: '127.0.0.1',
        port: 3306,
        database: 'test',
        query: { charset: 'utf8mb4' },
      },
    ],
    [
      'mysql+pymysql://u:@[::1]:3307/d',
      {
        drivername: 'mysql+pymysql',
        username: 'u',
        password: '',
        host: '::1',
        port: 3307,
        database: 'd',
        query: {},
      },
    ],
    [
      'sqlite:////var/data/x.db',
      {
        drivername: 'sqlite',
        username: undefined,
        password: undefined,
        host: undefined,
        port: undefined,
        database: '/var/data/x.db',
        query: {},
      },
    ],
  ])('parses %s', (uri, expected) => {
    expect(parseSqlalchemyUri(uri)).toEqual(expected);
  });

  it('rejects a port that is not a number without echoing the password', () => {
    const parse = () => parseSqlalchemyUri('postgresql://u:hunter2@h:abc/d');
    expect(parse).toThrow(AppError);
    expect(parse).toThrow('Invalid SQLAlchemy URI: the port "abc" is not a number');
  });

  it('rejects text that is not a URI', () => {
    expect(() => parseSqlalchemyUri('not a uri')).toThrow(/^Invalid SQLAlchemy URI/);
  });
});

describe('buildSqlalchemyUri', () => {
  it.each([
    'postgresql://user:pa%40ss%3Aw%2Frd%25%20%23@db.example.com:5433/sales?sslmode=require',
    'mysql://root@127.0.0.1:3306/test',
    'mysql://u:@[::1]:3307/d',
    'postgresql://h/db',
  ])('round-trips %s', (uri) => {
    expect(buildSqlalchemyUri(parseSqlalchemyUri(uri))).toBe(uri);
  });

  it('encodes every special character of a password so it parses back the same', () => {
    const password = `p@ss:w/o?r#d% &'"é`;
    const uri = buildSqlalchemyUri({
      drivername: 'postgresql',
      username: 'u',
      password,
      host: 'h',
      port: 1,
      database: 'd',
      query: {},
    });
    expect(parseSqlalchemyUri(uri).password).toBe(password);
  });
});

describe('file URIs', () => {
  it.each([
    ['sqlite:////abs/path/x.db', '/abs/path/x.db'],
    ['sqlite:///relative/x.db', 'relative/x.db'],
    ['duckdb:////tmp/examples.duckdb', '/tmp/examples.duckdb'],
    ['duckdb:///:memory:', ':memory:'],
    ['sqlite://', ':memory:'],
    ['sqlite:///x.db?mode=ro', 'x.db'],
  ])('reads the path of %s', (uri, path) => {
    expect(filePathOfUri(uri)).toBe(path);
  });

  it('refuses a host in a file URI', () => {
    expect(() => filePathOfUri('sqlite://host/x.db')).toThrow(/^Invalid file database URI/);
  });
});

describe('uriScheme and maskUriPassword', () => {
  it('reads the scheme in lowercase with its driver', () => {
    expect(uriScheme('PostgreSQL+psycopg2://x')).toBe('postgresql+psycopg2');
    expect(uriScheme('no scheme')).toBeUndefined();
  });

  it('masks the password as Superset does', () => {
    expect(maskUriPassword('postgresql://u:s%40cret@h:5432/d')).toBe('postgresql://u:XXXXXXXXXX@h:5432/d');
    expect(maskUriPassword('mysql://u@h/d')).toBe('mysql://u@h/d');
  });
});
