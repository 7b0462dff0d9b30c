import { describe, expect, it } from 'vitest';
import { CsvRowLimit } from './csv-row-limit';

/** The bytes a limit keeps of CSV cut into pieces of `size` bytes. */
function kept(csv: string, maxRows: number, size: number): string {
  const bytes = Buffer.from(csv, 'utf8');
  const limit = new CsvRowLimit(maxRows);
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length && !limit.isReached; at += size) {
    const piece = bytes.subarray(at, at + size);
    out.push(piece.subarray(0, limit.take(piece)));
  }
  return Buffer.concat(out).toString('utf8');
}

describe('CsvRowLimit', () => {
  const CSV = 'a,1\r\n"line\r\none",2\r\n"say ""hi""\n",3\r\n"a,b",4\r\nlast,5\r\n';

  it('cuts after whole rows, line breaks and doubled quotes inside quoted cells included', () => {
    for (const size of [1, 2, 3, 7, 1000]) {
      expect(kept(CSV, 1, size), `pieces of ${size}`).toBe('a,1\r\n');
      expect(kept(CSV, 2, size), `pieces of ${size}`).toBe('a,1\r\n"line\r\none",2\r\n');
      expect(kept(CSV, 3, size), `pieces of ${size}`).toBe('a,1\r\n"line\r\none",2\r\n"say ""hi""\n",3\r\n');
      expect(kept(CSV, 4, size), `pieces of ${size}`).toBe(
        'a,1\r\n"line\r\none",2\r\n"say ""hi""\n",3\r\n"a,b",4\r\n',
      );
    }
  });

  it('keeps everything below the limit and says when it is reached', () => {
    const limit = new CsvRowLimit(5);
    expect(limit.take(Buffer.from(CSV))).toBe(Buffer.byteLength(CSV));
    expect(limit.isReached).toBe(true);
    expect(limit.take(Buffer.from('more\r\n'))).toBe(0);
    const roomy = new CsvRowLimit(6);
    expect(roomy.take(Buffer.from(CSV))).toBe(Buffer.byteLength(CSV));
    expect(roomy.isReached).toBe(false);
  });

  it('keeps nothing under a limit of zero', () => {
    expect(kept(CSV, 0, 4)).toBe('');
  });
});
