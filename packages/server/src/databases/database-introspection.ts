import type { Principal } from '../auth/access';
import type { IntrospectedColumn, IntrospectedTable, TableExtra } from '../engines/base/engine-spec';
import type { DatabaseService } from './database-service';

/** What introspection reads: the databases a caller sees, their pools and engine specs. */
export interface DatabaseIntrospectionDeps {
  databases: Pick<DatabaseService, 'visible' | 'connect' | 'specOf'>;
}

/** Schemas, tables, columns and partitions of the connected databases a caller sees. */
export class DatabaseIntrospection {
  constructor(private readonly deps: DatabaseIntrospectionDeps) {}

  /** Schemas of a database. */
  async schemas(principal: Principal, id: number): Promise<string[]> {
    return (await this.connect(principal, id)).schemas();
  }

  /** Tables and views of a schema. */
  async tables(principal: Principal, id: number, schema: string): Promise<IntrospectedTable[]> {
    return (await this.connect(principal, id)).tables(schema);
  }

  /** Columns of a table and the `SELECT *` that reads it. */
  async tableMetadata(
    principal: Principal,
    id: number,
    table: { schema: string; name: string },
  ): Promise<{ columns: IntrospectedColumn[]; selectStar: string }> {
    const row = await this.deps.databases.visible(principal, id);
    const columns = await (await this.deps.databases.connect(row)).columns(table.schema, table.name);
    const dialect = this.deps.databases.specOf(row).dialect;
    const name = `${dialect.quoteIdentifier(table.schema)}.${dialect.quoteIdentifier(table.name)}`;
    return { columns, selectStar: `SELECT *\nFROM ${name}\n${dialect.limitOffset(100, undefined)}`.trim() };
  }

  /** Partitions and extra metadata of a table. */
  async tableExtra(
    principal: Principal,
    id: number,
    table: { schema: string; name: string },
  ): Promise<TableExtra> {
    return (await this.connect(principal, id)).tableExtra(table.schema, table.name);
  }

  private async connect(principal: Principal, id: number) {
    return this.deps.databases.connect(await this.deps.databases.visible(principal, id));
  }
}
