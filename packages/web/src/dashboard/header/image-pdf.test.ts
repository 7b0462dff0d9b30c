import { describe, expect, it } from 'vitest';
import { dataUrlBytes, jpegPdf } from './image-pdf';

const FAKE_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xff, 0xd9]);

function latin1(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
}

describe('jpegPdf', () => {
  it('writes a PDF whose page is the image at its CSS size in points', () => {
    const text = latin1(jpegPdf(FAKE_JPEG, { width: 1600, height: 800 }, 2));
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/MediaBox [0 0 600.00 300.00]');
    expect(text).toContain('/Width 1600 /Height 800');
    expect(text).toContain('/Filter /DCTDecode /Length 8');
  });

  it('points every xref entry and startxref at the object they name', () => {
    const bytes = jpegPdf(FAKE_JPEG, { width: 10, height: 10 });
    const text = latin1(bytes);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
  });

  it('embeds the JPEG bytes unchanged', () => {
    const text = latin1(jpegPdf(FAKE_JPEG, { width: 10, height: 10 }));
    expect(text).toContain(`stream\n${latin1(FAKE_JPEG)}\nendstream`);
  });
});

describe('dataUrlBytes', () => {
  it('decodes the base64 part of a data URL', () => {
    expect(Array.from(dataUrlBytes('data:image/jpeg;base64,/9j/'))).toEqual([0xff, 0xd8, 0xff]);
  });
});
