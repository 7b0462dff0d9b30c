import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '../errors';

/** Lifetime of an access token (Superset's default). */
export const ACCESS_TOKEN_TTL = '15m';
/** Lifetime of a refresh token. */
export const REFRESH_TOKEN_TTL = '30d';

/** Kinds of JWT Meridian issues. */
export type TokenType = 'access' | 'refresh';

/** What a valid token names: the user, and the credential stamp of the password it was issued under. */
export interface TokenSubject {
  userId: number;
  stamp: string;
}

/**
 * A short digest of a user's password hash, carried by every token: a password change makes the stamp differ, so
 * the tokens issued before it are refused without a list of revoked tokens.
 */
export function credentialStamp(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

/** Issues and checks the JWTs of the API login. */
export class TokenService {
  private hmacKey: Promise<CryptoKey> | undefined;

  constructor(private readonly key: Uint8Array) {}

  /** The HMAC key, imported once: given raw bytes, jose would import them again on every call. */
  private signingKey(): Promise<CryptoKey> {
    this.hmacKey ??= crypto.subtle.importKey(
      'raw',
      new Uint8Array(this.key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.hmacKey;
  }

  /** Signs a token of a type for a user, under the stamp of the user's current password. */
  async issue(subject: TokenSubject, type: TokenType, fresh = false): Promise<string> {
    return new SignJWT({ type, fresh, stamp: subject.stamp })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(subject.userId))
      .setIssuedAt()
      .setExpirationTime(type === 'access' ? ACCESS_TOKEN_TTL : REFRESH_TOKEN_TTL)
      .sign(await this.signingKey());
  }

  /** The subject of a valid token of the expected type; 401 otherwise (a token without `exp` never lives forever). */
  async verify(token: string, type: TokenType): Promise<TokenSubject> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      const userId = Number(payload.sub);
      const stamp = payload['stamp'];
      if (payload['type'] !== type || !Number.isInteger(userId) || typeof stamp !== 'string')
        throw new Error('wrong token type');
      return { userId, stamp };
    } catch {
      throw new AppError(
        'NOT_AUTHENTICATED',
        type === 'access' ? 'Token is invalid or expired' : 'Refresh token is invalid or expired',
      );
    }
  }
}
