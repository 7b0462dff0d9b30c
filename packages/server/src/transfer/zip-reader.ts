import JSZip from 'jszip';
import { AppError } from '../errors';

/** Limits checked on the declared sizes of a ZIP before anything is inflated. */
export interface ZipLimits {
  maxFiles: number;
  maxTotalBytes: number;
}

/** 1000 entries and 100 MB uncompressed at most. */
export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxFiles: 1000, maxTotalBytes: 100 * 1024 * 1024 };

/** What jszip keeps of an entry's central-directory record (not in its typings). */
interface ZipEntryInternals {
  _data?: { uncompressedSize?: number };
  unsafeOriginalName?: string;
}

/** The YAML files of a bundle, by their path without the root folder. */
export type BundleFiles = Map<string, string>;

/** Whether a path inside a ZIP could escape its folder: absolute, a drive, a backslash or a `..` segment. */
export function isUnsafePath(name: string): boolean {
  if (name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name)) return true;
  return name.split('/').some((segment) => segment === '..');
}

/**
 * Reads an uploaded bundle: refuses a non-ZIP, an unsafe path and a ZIP whose declared sizes exceed the limits
 * (before inflating anything), strips the root folder and keeps the `.yaml`/`.yml` files whose path has no
 * segment starting with `.` or `_`.
 */
export async function readBundle(
  buffer: Buffer,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<BundleFiles> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(buffer, { checkCRC32: false });
  } catch {
    throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', 'Not a valid ZIP file');
  }
  const entries = Object.values(zip.files);
  if (entries.length > limits.maxFiles)
    throw new AppError(
      'INVALID_PAYLOAD_FORMAT_ERROR',
      `The ZIP file has ${entries.length} entries; at most ${limits.maxFiles} are allowed`,
    );
  let total = 0;
  for (const entry of entries) {
    const internals = entry as unknown as ZipEntryInternals;
    const original = internals.unsafeOriginalName ?? entry.name;
    if (isUnsafePath(original) || isUnsafePath(entry.name))
      throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', `Unsafe path in the ZIP file: ${original}`);
    total += internals._data?.uncompressedSize ?? 0;
  }
  if (total > limits.maxTotalBytes)
    throw new AppError(
      'INVALID_PAYLOAD_FORMAT_ERROR',
      `The ZIP file would unpack to ${total} bytes; at most ${limits.maxTotalBytes} are allowed`,
    );
  const files: BundleFiles = new Map();
  let inflated = 0;
  for (const entry of entries) {
    if (entry.dir) continue;
    const segments = entry.name.split('/').filter((s) => s !== '');
    const inner = segments.length > 1 ? segments.slice(1) : segments;
    if (inner.some((s) => s.startsWith('.') || s.startsWith('_'))) continue;
    const name = inner.join('/');
    if (!/\.ya?ml$/i.test(name)) continue;
    const declared = (entry as unknown as ZipEntryInternals)._data?.uncompressedSize ?? 0;
    const bytes = await inflateCapped(entry, Math.min(declared, limits.maxTotalBytes - inflated));
    inflated += bytes.length;
    files.set(name, bytes.toString('utf8'));
  }
  return files;
}

/** The refusal of an entry that inflates to more than it declared. */
const lyingSize = (): AppError =>
  new AppError('INVALID_PAYLOAD_FORMAT_ERROR', 'The ZIP file unpacks to more than its declared size');

/**
 * Inflates one entry as a stream, stopping as soon as it passes `cap` bytes: an entry that lies about its size
 * (408 KB declaring a few bytes, unpacking to 400 MB) never holds more than the cap and one chunk in memory.
 */
function inflateCapped(entry: JSZip.JSZipObject, cap: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const stream = entry.nodeStream('nodebuffer');
    const stop = (error: unknown) => {
      if (settled) return;
      settled = true;
      stream.pause();
      stream.removeAllListeners('data');
      reject(
        error instanceof AppError
          ? error
          : new AppError('INVALID_PAYLOAD_FORMAT_ERROR', 'Not a valid ZIP file'),
      );
    };
    stream.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > cap) stop(lyingSize());
      else chunks.push(chunk);
    });
    stream.on('error', stop);
    stream.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, size));
    });
  });
}
