import type { UserRole } from '@booklane/shared/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

export type Role = UserRole;
export type TokenClaims = { sub: string; role: Role; tv: number };

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
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM] });
      const { sub, role, tv } = payload;
      if (typeof sub !== 'string' || (role !== 'business' && role !== 'customer') || typeof tv !== 'number') {
        return null;
      }
      return { sub, role, tv };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
