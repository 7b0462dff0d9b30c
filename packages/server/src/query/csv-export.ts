import { z } from 'zod';

/** Encodings a CSV export may be written in (Superset's CSV_EXPORT `encoding`, as pandas names them). */
export const CSV_ENCODINGS = ['utf-8', 'utf-8-sig', 'latin-1', 'iso-8859-1', 'utf-16'] as const;

/**
 * Superset's CSV_EXPORT setting: the options pandas' to_csv writes chart CSVs with. Meridian reads the same JSON
 * (`MERIDIAN_CSV_EXPORT='{"sep": ";", "decimal": ",", "encoding": "utf-8-sig"}'`).
 */
export const csvExportOptionsSchema = z.strictObject({
  /** Field separator, one character. */
  sep: z.string().length(1).default(','),
  /** Decimal mark of numbers, one character. */
  decimal: z.string().length(1).default('.'),
  /** Text encoding of the file; utf-8-sig starts it with a byte-order mark (what Excel looks for). */
  encoding: z.enum(CSV_ENCODINGS).default('utf-8'),
});
/** Options of CSV exports. */
export type CsvExportOptions = z.infer<typeof csvExportOptionsSchema>;

/** Superset's default CSV_EXPORT (`{"encoding": "utf-8"}`): commas, points, UTF-8. */
export const DEFAULT_CSV_EXPORT: CsvExportOptions = { sep: ',', decimal: '.', encoding: 'utf-8' };

/** Reads MERIDIAN_CSV_EXPORT's JSON text; throws a message naming what is wrong. */
export function parseCsvExportOptions(text: string): CsvExportOptions {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('must be a JSON object such as {"sep": ";", "decimal": ","}');
  }
  const parsed = csvExportOptionsSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; '),
    );
  return parsed.data;
}

/** How CSV cells are written: field separator and decimal mark (Superset's CSV_EXPORT `sep` and `decimal`). */
export type CsvCellOptions = Pick<CsvExportOptions, 'sep' | 'decimal'>;

/**
 * A value as a CSV cell (RFC 4180), the one rule of every CSV Meridian writes: null is empty; numbers use the decimal
 * mark; objects (lists, JSON) are their JSON text; a cell holding the separator, a quote or a line break is quoted.
 */
export function csvCell(value: unknown, options: CsvCellOptions = DEFAULT_CSV_EXPORT): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number')
    text = options.decimal === '.' ? String(value) : String(value).replace('.', options.decimal);
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  const needsQuotes = text.includes(options.sep) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Whether CSV of these options is plain RFC 4180 UTF-8 (commas, points), perhaps after a byte-order mark. */
export function isPlainUtf8Csv(options: CsvExportOptions): boolean {
  return (
    options.sep === ',' &&
    options.decimal === '.' &&
    (options.encoding === 'utf-8' || options.encoding === 'utf-8-sig')
  );
}

/** Writes a CSV file's text as bytes of one encoding, piece by piece (pieces are whole lines). */
export interface CsvEncoder {
  /** The charset the Content-Type names. */
  charset: string;
  /** Bytes that start the file: the byte-order mark, if the encoding has one. */
  start: Buffer;
  /** The bytes of a piece of text. */
  encode(text: string): Buffer;
}

/** The encoder of an encoding (Python's names, as CSV_EXPORT gives them). */
export function csvEncoder(encoding: CsvExportOptions['encoding']): CsvEncoder {
  const none = Buffer.alloc(0);
  switch (encoding) {
    case 'utf-8':
      return { charset: 'utf-8', start: none, encode: (text) => Buffer.from(text, 'utf8') };
    case 'utf-8-sig':
      return {
        charset: 'utf-8',
        start: Buffer.from('\uFEFF', 'utf8'),
        encode: (text) => Buffer.from(text, 'utf8'),
      };
    case 'latin-1':
    case 'iso-8859-1':
      return { charset: 'iso-8859-1', start: none, encode: (text) => Buffer.from(text, 'latin1') };
    case 'utf-16':
      // Python's utf-16 writes a byte-order mark, then little-endian on every common machine.
      return {
        charset: 'utf-16',
        start: Buffer.from('\uFEFF', 'utf16le'),
        encode: (text) => Buffer.from(text, 'utf16le'),
      };
  }
}

/** The file's bytes in the chosen encoding, and the charset its Content-Type names. */
export function encodeCsv(
  text: string,
  encoding: CsvExportOptions['encoding'],
): { bytes: Buffer; charset: string } {
  const encoder = csvEncoder(encoding);
  return { bytes: Buffer.concat([encoder.start, encoder.encode(text)]), charset: encoder.charset };
}
