import { PostgreSQL, StandardSQL } from '@codemirror/lang-sql';
import { describe, expect, it } from 'vitest';
import { completionNamespace, editorDialect } from './editor-dialect';

describe('SQL editor language', () => {
  it('picks the dialect of the database backend, standard SQL when unknown', () => {
    expect(editorDialect('duckdb')).toBe(PostgreSQL);
    expect(editorDialect('oracle')).toBe(StandardSQL);
    expect(editorDialect(undefined)).toBe(StandardSQL);
  });

  it('completes schemas, the tables of the chosen schema and their loaded columns', () => {
    const namespace = completionNamespace({
      schemas: ['main', 'other'],
      schema: 'main',
      tables: ['events', 'users'],
      columns: { events: ['id', 'ts'] },
    });
    expect(namespace).toEqual({
      events: ['id', 'ts'],
      users: [],
      main: { events: ['id', 'ts'], users: [] },
      other: {},
    });
  });
});
