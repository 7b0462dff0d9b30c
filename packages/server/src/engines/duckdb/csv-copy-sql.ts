import { DuckDBTypeId, type DuckDBType } from '@duckdb/node-api';

/**
 * SQL text of DuckDB's native CSV export (`COPY (…) TO`), written so its bytes are the ones the row-by-row writer
 * (sqllab/csv.ts with query/csv-export.ts's cell rule and default options, over the shared value forms of values.ts)
 * produces: every column is turned into its final cell text by an expression (JavaScript's number layout, ISO
 * timestamps truncated to milliseconds, RFC 4180 quoting of text), the cells of a row are joined by commas into one
 * text (NULL as nothing), and DuckDB writes that one column as it is (no quoting of its own: it would also quote `#`)
 * with CRLF. One column rather than one per cell: DuckDB's CSV writer spends more per column than concat does (a
 * 1M-row, 6-column COPY took 360 ms of CPU with a column per cell and 275 ms joined).
 */

/** Types whose values are written as DuckDB's own text (digits, `true`/`false`, UUIDs), never quoted. */
const VERBATIM_IDS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BOOLEAN,
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.UUID,
]);

/** Types read as JavaScript numbers (FLOAT and DECIMAL through their DOUBLE value). */
const NUMBER_IDS = new Set<DuckDBTypeId>([DuckDBTypeId.FLOAT, DuckDBTypeId.DOUBLE, DuckDBTypeId.DECIMAL]);

/** Text, quoted when it holds a quote, comma or line break (csvCell's rule). */
function textCell(x: string): string {
  return (
    `CASE WHEN contains(${x}, '"') THEN '"' || replace(${x}, '"', '""') || '"' ` +
    `WHEN contains(${x}, ',') OR contains(${x}, chr(10)) OR contains(${x}, chr(13)) THEN '"' || ${x} || '"' ` +
    `ELSE ${x} END`
  );
}

/**
 * A DOUBLE as JavaScript's `String(number)`. DuckDB prints the same shortest digits, but in Python's layout:
 * `1.0` for integers, exponents below 1e-4 and from 1e16 (`1e-05`, `1.5e+16`), `nan`/`inf`. JavaScript writes
 * integers bare and uses exponents only below 1e-6 and from 1e21, unpadded (`1e-7`, `1e+21`).
 */
function numberCell(x: string): string {
  const text = `CAST(${x} AS VARCHAR)`;
  const mantissa = `split_part(${text}, 'e', 1)`;
  const exponent = `CAST(split_part(${text}, 'e', 2) AS INTEGER)`;
  const digits = `replace(replace(${mantissa}, '-', ''), '.', '')`;
  const sign = `CASE WHEN ${x} < 0 THEN '-' ELSE '' END`;
  return (
    `CASE WHEN ${x} IS NULL THEN NULL ` +
    `WHEN abs(${x}) >= 1e-4 AND abs(${x}) < 1e16 THEN ` +
    `(CASE WHEN ${x} = trunc(${x}) THEN CAST(CAST(${x} AS BIGINT) AS VARCHAR) ELSE ${text} END) ` +
    `WHEN ${x} = 0 THEN '0' ` +
    `WHEN isnan(${x}) THEN 'NaN' ` +
    `WHEN isinf(${x}) THEN ${sign} || 'Infinity' ` +
    `WHEN abs(${x}) >= 1e16 AND abs(${x}) < 1e21 THEN ${sign} || ${digits} || repeat('0', ${exponent} + 1 - length(${digits})) ` +
    `WHEN abs(${x}) >= 1e-6 AND abs(${x}) < 1e-4 THEN ${sign} || '0.' || repeat('0', -${exponent} - 1) || ${digits} ` +
    `ELSE ${mantissa} || 'e' || (CASE WHEN ${exponent} > 0 THEN '+' ELSE '-' END) || CAST(abs(${exponent}) AS VARCHAR) END`
  );
}

/** Two-digit (or wider) zero-padded text of an integer part. */
const padded = (part: string, width = 2): string => `lpad(CAST(${part} AS VARCHAR), ${width}, '0')`;

/** A year as `String(year).padStart(4, '0')`: `0099`, `10000`, `00-5`. */
const yearText = (year: string): string =>
  `CASE WHEN length(CAST(${year} AS VARCHAR)) >= 4 THEN CAST(${year} AS VARCHAR) ELSE ${padded(year, 4)} END`;

/**
 * A naive UTC TIMESTAMP as isoFromDate writes the JavaScript Date the driver makes of it: milliseconds truncated
 * toward zero (bigint division), `YYYY-MM-DDTHH:mm:ss` plus `.sss` when the milliseconds are not zero. strftime
 * writes years 1970–9999 (where truncation is flooring); other years are built from their parts.
 */
function timestampCell(x: string): string {
  const millis = `(epoch_us(${x}) // 1000)`;
  const truncated = `make_timestamp(${millis} * 1000)`;
  const fromParts =
    `${yearText(`year(${truncated})`)} || '-' || ${padded(`month(${truncated})`)} || '-' || ` +
    `${padded(`day(${truncated})`)} || 'T' || ${padded(`hour(${truncated})`)} || ':' || ` +
    `${padded(`minute(${truncated})`)} || ':' || ${padded(`second(${truncated})`)} || ` +
    `(CASE WHEN ${millis} % 1000 = 0 THEN '' ELSE '.' || ${padded(`millisecond(${truncated}) % 1000`, 3)} END)`;
  return (
    `CASE WHEN ${x} >= TIMESTAMP '1970-01-01' AND ${x} < TIMESTAMP '10000-01-01' THEN ` +
    `(CASE WHEN epoch_us(${x}) % 1000000 < 1000 THEN strftime(${x}, '%Y-%m-%dT%H:%M:%S') ` +
    `ELSE strftime(${x}, '%Y-%m-%dT%H:%M:%S.%g') END) ` +
    `WHEN ${x} IS NULL THEN NULL ELSE ${fromParts} END`
  );
}

/** A DATE as the JavaScript Date of its UTC midnight: `YYYY-MM-DDT00:00:00`. */
function dateCell(x: string): string {
  const fromParts = `${yearText(`year(${x})`)} || '-' || ${padded(`month(${x})`)} || '-' || ${padded(`day(${x})`)} || 'T00:00:00'`;
  return (
    `CASE WHEN ${x} >= DATE '0001-01-01' AND ${x} <= DATE '9999-12-31' THEN strftime(${x}, '%Y-%m-%dT00:00:00') ` +
    `WHEN ${x} IS NULL THEN NULL ELSE ${fromParts} END`
  );
}

/** The cell expression of a column, or undefined for a type only the row-by-row writer handles (lists, TIME…). */
export function csvCellExpression(column: string, type: DuckDBType): string | undefined {
  const id = type.typeId;
  if (VERBATIM_IDS.has(id)) return column;
  if (NUMBER_IDS.has(id))
    return numberCell(id === DuckDBTypeId.DOUBLE ? column : `CAST(${column} AS DOUBLE)`);
  switch (id) {
    case DuckDBTypeId.VARCHAR:
      return textCell(column);
    case DuckDBTypeId.ENUM:
      return textCell(`CAST(${column} AS VARCHAR)`);
    case DuckDBTypeId.DATE:
      return dateCell(column);
    case DuckDBTypeId.TIMESTAMP:
      return timestampCell(column);
    case DuckDBTypeId.TIMESTAMP_S:
    case DuckDBTypeId.TIMESTAMP_MS:
      return timestampCell(`CAST(${column} AS TIMESTAMP)`);
    case DuckDBTypeId.TIMESTAMP_TZ:
      // The UTC wall clock, without the session's time zone.
      return timestampCell(`make_timestamp(epoch_us(${column}))`);
    case DuckDBTypeId.TIMESTAMP_NS:
      // Nanoseconds truncate to milliseconds in one step, as the driver's bigint division does.
      return timestampCell(`make_timestamp((epoch_ns(${column}) // 1000000) * 1000)`);
    default:
      return undefined;
  }
}

/** A string as a DuckDB literal. */
const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * A LIMIT no result reaches (2^62 - 1): with the insertion order kept, DuckDB runs a LIMIT this large as a streaming
 * limit on one thread, so the rows before it reach the COPY in order and none wait in memory.
 */
const ONE_THREAD_LIMIT = '4611686018427387903';

/**
 * `COPY` of a single SELECT's rows as CSV lines without a header, or undefined when a column's type has no cell
 * expression. `select` must already be known to be one SELECT statement (it is wrapped as is). Where the insertion
 * order is kept, the row limit is not in the SQL: a LIMIT of the row limit runs on one thread (and DuckDB plans one
 * within the table's size as a join back to it); the reader cuts the file at the row limit instead
 * (csv-row-limit.ts). `limit` is for an instance that may write rows in any order, where DuckDB runs a LIMIT on every
 * thread (STREAMING_LIMIT). `oneThread` is for an instance whose other threads would otherwise run ahead: DuckDB keeps
 * a COPY's rows in order by holding the batches they finish early, hundreds of MB on a busy machine;
 * ONE_THREAD_LIMIT keeps the pipeline on one thread without cutting anything (it wins over `limit`).
 */
export function csvCopySql(options: {
  select: string;
  types: readonly DuckDBType[];
  path: string;
  oneThread?: boolean;
  limit?: number;
}): string | undefined {
  const { select, types, path } = options;
  const aliases = types.map((_type, i) => `meridian_c${i + 1}`);
  const cells: string[] = [];
  for (const [i, type] of types.entries()) {
    const cell = csvCellExpression(aliases[i] as string, type);
    if (cell === undefined) return undefined;
    cells.push(cell);
  }
  if (cells.length === 0) return undefined;
  const limit = options.oneThread ? ONE_THREAD_LIMIT : options.limit?.toFixed(0);
  // The line break ends a trailing `--` comment of the user's SQL before the closing parenthesis.
  return (
    `COPY (SELECT concat(${cells.join(", ',', ")}) FROM (\n${select}\n) AS meridian_rows(${aliases.join(', ')})` +
    `${limit === undefined ? '' : ` LIMIT ${limit}`}) ` +
    `TO ${literal(path)} (FORMAT csv, HEADER false, DELIMITER ',', QUOTE '', ESCAPE '', NULLSTR '', ` +
    `NEW_LINE '\\r\\n', USE_TMP_FILE false)`
  );
}
