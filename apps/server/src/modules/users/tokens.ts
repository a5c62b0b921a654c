import type { UserRole } from '@booklane/shared/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

export type Role = UserRole;
export type TokenClaims = { sub: string; role: Role; tv: number };
/** A verified token's claims and when it was issued (the sign-in, or the refresh after it). */
export type VerifiedClaims = TokenClaims & { issuedAt: Date | null };

const ALGORITHM = 'HS256';
const TOKEN_LIFETIME = '7d';

export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a bad, expired or foreign-algorithm token. */
  async verify(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM] });
      const { sub, role, tv, iat } = payload;
      if (typeof sub !== 'string' || (role !== 'business' && role !== 'customer') || typeof tv !== 'number') {
        return null;
      }
      return { sub, role, tv, issuedAt: typeof iat === 'number' ? new Date(iat * 1000) : null };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
