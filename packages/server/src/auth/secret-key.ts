import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The configured secret key, or the one generated into the data dir on first start. */
export function resolveSecretKey(configured: string, dataDir: string): string {
  if (configured !== '') return configured;
  const file = path.join(dataDir, 'secret_key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32).toString('hex');
  // 'wx' fails if another process created it meanwhile; then that process's key wins.
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/** Derives a purpose-specific key from the secret, so one leak does not expose the others. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return crypto.createHmac('sha256', secret).update(purpose).digest();
}
