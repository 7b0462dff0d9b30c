import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readBundle } from './zip-reader';

/** Sets the uncompressed size every header of the ZIP declares (local and central) to `size`. */
function lieAboutSizes(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i + 4 <= out.length; i++) {
    const signature = out.readUInt32LE(i);
    if (signature === 0x04034b50) out.writeUInt32LE(size, i + 22);
    if (signature === 0x02014b50) out.writeUInt32LE(size, i + 24);
  }
  return out;
}

describe('readBundle', () => {
  it('reads the YAML files of a bundle', async () => {
    const zip = new JSZip();
    zip.file('export/metadata.yaml', 'version: 1.0.0\n');
    const files = await readBundle(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    expect([...files.keys()]).toEqual(['metadata.yaml']);
  });

  // Issue 15: an entry declaring a few bytes inflated fully before the check (408 KB -> 400 MB, RSS +480 MB).
  it('stops inflating an entry as soon as it passes the size it declared', { timeout: 60_000 }, async () => {
    const zip = new JSZip();
    zip.file('export/metadata.yaml', `version: 1.0.0\n# ${'a'.repeat(4 * 1024 * 1024)}\n`);
    const honest = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(honest.length).toBeLessThan(64 * 1024);
    await expect(readBundle(lieAboutSizes(honest, 100))).rejects.toThrow(
      'The ZIP file unpacks to more than its declared size',
    );
  });
});
