import type { CompiledSql, Dialect } from '../engines/base/engine-spec';

const MARKER = /\uE000p(\d+)\uE000/g;

/**
 * Collects bound values while SQL fragments are built in any order: each value gets a marker, and
 * `finish` numbers the markers in the order they appear in the final text (fragments compose, and a
 * fragment used twice gets its values twice).
 */
export class SqlParams {
  private readonly values: unknown[] = [];

  /** A marker standing for a bound value. */
  add(value: unknown): string {
    this.values.push(value);
    return `\uE000p${this.values.length - 1}\uE000`;
  }

  /** The final SQL with the dialect's placeholders and the values in placeholder order. */
  finish(sql: string, dialect: Dialect): CompiledSql {
    const parameters: unknown[] = [];
    const text = sql.replace(MARKER, (_m, index: string) => {
      parameters.push(this.values[Number(index)]);
      return dialect.placeholder(parameters.length);
    });
    return { sql: text, parameters };
  }
}
