import crypto from 'node:crypto';

const VERSION = 'v1';

/** Encrypts small secrets at rest (database passwords) with AES-256-GCM; the key comes from the secret key. */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
  }

  /** Ciphertext of a secret: version, IV, tag and ciphertext, base64url. */
  encrypt(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The secret back; throws when the text was altered or encrypted under another key. */
  decrypt(text: string): string {
    const [version, payload] = text.split(':');
    if (version !== VERSION || payload === undefined) throw new Error('Unknown secret format');
    const data = Buffer.from(payload, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(12, 28));
    return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
  }
}
