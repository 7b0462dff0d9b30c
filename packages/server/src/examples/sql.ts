/** A constant that can be written into generated SQL: strings are quoted, numbers written as literals. */
export type SqlLiteral = string | number | null;

/** A value with a relative weight, for picking one value at random in proportion to its weight. */
export interface WeightedValue {
  readonly value: string | number;
  readonly weight: number;
}

/** Quotes a constant as a SQL string literal; doubling the quotes keeps names like "Cote d'Ivoire" intact. */
export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Writes a number as a DOUBLE literal; throws on NaN or Infinity so a bad constant fails loudly, not as data. */
export function sqlNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  // DuckDB reads 0.1 as a DECIMAL; an explicit DOUBLE keeps arithmetic in floating point.
  return Number.isInteger(value) ? String(value) : `${String(value)}::DOUBLE`;
}

/** Writes any supported constant as a SQL literal. */
export function sqlLiteral(value: SqlLiteral): string {
  if (value === null) return 'NULL';
  return typeof value === 'string' ? sqlString(value) : sqlNumber(value);
}

/** Quotes an identifier we build from constants (table and column names), rejecting anything unusual. */
export function sqlIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected identifier: ${name}`);
  return name;
}

/**
 * Statements creating a temporary lookup table filled with constants: declared column types make DuckDB
 * cast each literal, and TEMP keeps the helper out of the database file.
 */
export function tempTable(
  name: string,
  columns: readonly (readonly [name: string, type: string])[],
  rows: readonly (readonly SqlLiteral[])[],
): string[] {
  const columnSql = columns.map(([column, type]) => `${sqlIdentifier(column)} ${type}`).join(', ');
  const valueRows = rows.map((row) => {
    if (row.length !== columns.length) {
      throw new Error(`Row of ${name} has ${row.length} values, expected ${columns.length}`);
    }
    return `(${row.map(sqlLiteral).join(', ')})`;
  });
  return [
    `CREATE OR REPLACE TEMP TABLE ${sqlIdentifier(name)} (${columnSql})`,
    `INSERT INTO ${sqlIdentifier(name)} VALUES ${valueRows.join(',\n')}`,
  ];
}

/**
 * A CASE expression picking a value with probability proportional to its weight, given `u`, a column
 * (not an expression, which CASE would re-evaluate per branch) holding a uniform number in [0, 1).
 */
export function weightedCase(u: string, items: readonly WeightedValue[]): string {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  const last = items.at(-1);
  if (last === undefined || !(total > 0)) throw new Error('weightedCase needs items with positive weight');
  let cumulative = 0;
  const branches = items.slice(0, -1).map((item) => {
    cumulative += item.weight;
    return `WHEN ${u} < ${sqlNumber(cumulative / total)} THEN ${sqlLiteral(item.value)}`;
  });
  return branches.length === 0
    ? sqlLiteral(last.value)
    : `CASE ${branches.join(' ')} ELSE ${sqlLiteral(last.value)} END`;
}

/** A CASE expression mapping each key to a value, for per-category constants like a product's base price. */
export function mapCase(
  expression: string,
  entries: readonly (readonly [SqlLiteral, SqlLiteral])[],
  otherwise: SqlLiteral,
): string {
  const branches = entries.map(([key, value]) => `WHEN ${sqlLiteral(key)} THEN ${sqlLiteral(value)}`);
  return `CASE ${expression} ${branches.join(' ')} ELSE ${sqlLiteral(otherwise)} END`;
}

/**
 * The lower bound of each row's slice of [0, 1) when picking rows in proportion to `intWeight`; join on it
 * with `ASOF JOIN ... ON u >= lo`. Weights must be integers so the running sums are exact and every run
 * (whatever the thread scheduling) draws the same boundaries.
 */
export function cumulativeLowerBound(intWeight: string, orderBy: string, partitionBy?: string): string {
  const partition = partitionBy === undefined ? '' : `PARTITION BY ${partitionBy} `;
  const before = `sum(${intWeight}) OVER (${partition}ORDER BY ${orderBy} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)`;
  return `coalesce(${before}, 0)::DOUBLE / sum(${intWeight}) OVER (${partition.trimEnd()})::DOUBLE`;
}

/**
 * Deterministic randomness as SQL macros over DuckDB's hash(): a pure function of (row key, salt), so the
 * data is identical on every run and thread count, unlike random().
 */
export const RANDOM_MACROS: readonly string[] = [
  // hash(k, salt) alone only xors in the salt, so draws with different salts correlate strongly; the outer
  // hash() remixes all bits. 53 bits of it make an exact double strictly below 1.
  `CREATE OR REPLACE TEMP MACRO ex_rnd(k, salt) AS (hash(hash(k, salt)) >> 11)::DOUBLE / 9007199254740992.0::DOUBLE`,
  // Box-Muller; 1 - u is in (0, 1] so ln() never sees 0.
  `CREATE OR REPLACE TEMP MACRO ex_norm(k, salt) AS
     sqrt(-2.0::DOUBLE * ln(1.0::DOUBLE - ex_rnd(k, salt || ':a'))) * cos(2.0::DOUBLE * pi() * ex_rnd(k, salt || ':b'))`,
];
