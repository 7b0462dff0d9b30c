import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { toXlsx } from './xlsx';

describe('toXlsx', () => {
  it('writes a workbook whose sheet holds the header and the typed values', async () => {
    const buffer = await toXlsx({
      colnames: ['day', 'region', 'sales'],
      generics: ['TEMPORAL', 'STRING', 'NUMERIC'],
      columns: [['2024-01-01T00:00:00'], ['EMEA & "APAC"'], [1.5]],
      rowcount: 1,
    });
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
    const files = unzipSync(new Uint8Array(buffer));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(`${sheet}${strings}`).toContain('region');
    expect(strings).toContain('EMEA &amp; "APAC"');
    expect(sheet).toContain('<v>1.5</v>');
    expect(sheet).toContain('<v>45292</v>');
  });
});
