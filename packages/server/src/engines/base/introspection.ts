import { introspectedColumn, stringColumn } from './columnar';
import type { ColumnarResult, CompiledSql, EngineConnection, TypeMapper } from './engine-spec';
import { toRows } from './values';

/**
 * One engine's catalog queries. `tables` answers (name, type) rows where a type containing "view" means a view;
 * `columns` answers (name, native type, 'YES' | 'NO' nullable) rows in column order.
 */
export interface CatalogSql {
  schemas: () => CompiledSql;
  tables: (schema: string) => CompiledSql;
  columns: (schema: string, table: string) => CompiledSql;
}

type Introspection = Pick<EngineConnection, 'schemas' | 'tables' | 'columns'>;

/** Schema, table and column introspection by running an engine's catalog queries. */
export function catalogIntrospection(
  execute: (query: CompiledSql) => Promise<ColumnarResult>,
  catalog: CatalogSql,
  typeMapper: TypeMapper,
): Introspection {
  const rows = async (query: CompiledSql): Promise<unknown[][]> => {
    const result = await execute(query);
    return toRows(result.columns, result.rowcount);
  };
  return {
    schemas: async () => stringColumn(await execute(catalog.schemas()), 0),
    tables: async (schema) =>
      (await rows(catalog.tables(schema))).map(([name, type]) => ({
        name: String(name),
        type: /view/i.test(String(type)) ? 'view' : 'table',
      })),
    columns: async (schema, table) =>
      (await rows(catalog.columns(schema, table))).map(([name, type, nullable]) =>
        introspectedColumn(String(name), String(type ?? ''), nullable === 'YES', typeMapper),
      ),
  };
}
