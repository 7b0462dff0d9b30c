import { describe, expect, it } from 'vitest';
import { csvCell } from '../query/csv-export';
import { csvFilename, csvHeader, csvLines } from './csv';

describe('SQL Lab CSV', () => {
  it('quotes cells holding quotes, commas or line breaks and leaves nulls empty', () => {
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1.5)).toBe('1.5');
    expect(csvCell(true)).toBe('true');
  });

  it('writes column-major batches as CRLF lines', () => {
    expect(csvHeader(['n', 'name'])).toBe('n,name\r\n');
    expect(
      csvLines(
        [
          [1, 2, 3],
          ['a', null, 'c'],
        ],
        2,
      ),
    ).toBe('1,a\r\n2,\r\n');
  });

  it('writes with the separator and decimal mark of MERIDIAN_CSV_EXPORT, quoting cells that hold the separator', () => {
    const options = { sep: ';', decimal: ',' };
    expect(csvHeader(['n', 'a;b'], options)).toBe('n;"a;b"\r\n');
    expect(
      csvLines(
        [
          [1.5, -0.25, 3],
          ['a,b', null, 'c'],
          [[1, 2], { k: 'v' }, true],
        ],
        3,
        options,
      ),
    ).toBe('1,5;a,b;[1,2]\r\n-0,25;;"{""k"":""v""}"\r\n3;c;true\r\n');
  });

  it('names the download after the tab, as Superset does', () => {
    const at = new Date('2024-09-26T10:00:05Z');
    expect(csvFilename('Sales by region', at)).toBe('sqllab_sales_by_region_20240926T100005.csv');
    expect(csvFilename(null, at)).toBe('sqllab_notab_20240926T100005.csv');
  });
});
