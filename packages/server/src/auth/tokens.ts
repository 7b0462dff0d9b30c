import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '../errors';

/** Lifetime of an access token (Superset's default). */
export const ACCESS_TOKEN_TTL = '15m';
/** Lifetime of a refresh token. */
export const REFRESH_TOKEN_TTL = '30d';

/** Kinds of JWT Meridian issues. */
export type TokenType = 'access' | 'refresh';

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

  /** Signs a token of a type for a user. */
  async issue(userId: number, type: TokenType, fresh = false): Promise<string> {
    return new SignJWT({ type, fresh })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(type === 'access' ? ACCESS_TOKEN_TTL : REFRESH_TOKEN_TTL)
      .sign(await this.signingKey());
  }

  /** The user id of a valid token of the expected type; 401 otherwise. */
  async verify(token: string, type: TokenType): Promise<number> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (payload['type'] !== type || !Number.isInteger(userId)) throw new Error('wrong token type');
      return userId;
    } catch {
      throw new AppError(
        'NOT_AUTHENTICATED',
        type === 'access' ? 'Token is invalid or expired' : 'Refresh token is invalid or expired',
      );
    }
  }
}
