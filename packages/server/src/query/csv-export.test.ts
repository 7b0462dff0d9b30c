import { describe, expect, it } from 'vitest';
import { csvCell, csvEncoder, encodeCsv, isPlainUtf8Csv, parseCsvExportOptions } from './csv-export';

describe('CSV export options', () => {
  it('reads MERIDIAN_CSV_EXPORT with Superset defaults for what it leaves out', () => {
    expect(parseCsvExportOptions('{"sep": ";"}')).toEqual({ sep: ';', decimal: '.', encoding: 'utf-8' });
    expect(() => parseCsvExportOptions('{"sep": ";;"}')).toThrow(/sep/);
  });

  it('quotes a cell holding the separator, and writes numbers with the decimal mark', () => {
    expect(csvCell('a;b', { sep: ';', decimal: ',' })).toBe('"a;b"');
    expect(csvCell('a,b', { sep: ';', decimal: ',' })).toBe('a,b');
    expect(csvCell(12.5, { sep: ';', decimal: ',' })).toBe('12,5');
    expect(csvCell('12.5', { sep: ';', decimal: ',' })).toBe('12.5');
    expect(csvCell([1, 'x'])).toBe('"[1,""x""]"');
  });

  it('encodes pieces alike whether whole or streamed, with the byte-order mark only at the start', () => {
    for (const encoding of ['utf-8', 'utf-8-sig', 'latin-1', 'utf-16'] as const) {
      const encoder = csvEncoder(encoding);
      const streamed = Buffer.concat([encoder.start, encoder.encode('a;é\r\n'), encoder.encode('1,5;ü\r\n')]);
      expect(streamed, encoding).toEqual(encodeCsv('a;é\r\n1,5;ü\r\n', encoding).bytes);
    }
    expect(csvEncoder('utf-8-sig').start).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(encodeCsv('é', 'latin-1')).toEqual({ bytes: Buffer.from([0xe9]), charset: 'iso-8859-1' });
  });

  it('lets DuckDB COPY write only plain UTF-8 CSV', () => {
    expect(isPlainUtf8Csv({ sep: ',', decimal: '.', encoding: 'utf-8' })).toBe(true);
    expect(isPlainUtf8Csv({ sep: ',', decimal: '.', encoding: 'utf-8-sig' })).toBe(true);
    expect(isPlainUtf8Csv({ sep: ';', decimal: '.', encoding: 'utf-8' })).toBe(false);
    expect(isPlainUtf8Csv({ sep: ',', decimal: ',', encoding: 'utf-8' })).toBe(false);
    expect(isPlainUtf8Csv({ sep: ',', decimal: '.', encoding: 'latin-1' })).toBe(false);
  });
});
