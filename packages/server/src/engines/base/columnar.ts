import type { ColumnarResult, IntrospectedColumn, TypeMapper } from './engine-spec';

/** Assembles a ColumnarResult, deriving generic types from native ones. */
export function columnarResult(
  colnames: string[],
  coltypes: string[],
  columns: unknown[][],
  typeMapper: TypeMapper,
): ColumnarResult {
  return {
    colnames,
    coltypes,
    coltypesGeneric: coltypes.map((type) => typeMapper(type) ?? null),
    columns,
    rowcount: columns[0]?.length ?? 0,
  };
}

/** A result with no columns (DDL, DML). */
export function emptyResult(): ColumnarResult {
  return { colnames: [], coltypes: [], coltypesGeneric: [], columns: [], rowcount: 0 };
}

/** An introspected column from its name, native type and nullability. */
export function introspectedColumn(
  name: string,
  type: string,
  nullable: boolean,
  typeMapper: TypeMapper,
): IntrospectedColumn {
  const generic = typeMapper(type) ?? null;
  return { name, type, type_generic: generic, nullable, is_dttm: generic === 'TEMPORAL' };
}

/** Reads column `index` of a result as strings (introspection answers). */
export function stringColumn(result: ColumnarResult, index: number): string[] {
  return (result.columns[index] ?? []).map((value) =>
    value === null || value === undefined ? '' : String(value),
  );
}
