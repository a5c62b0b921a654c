// Who a bearer token names: verified (HS256 only, expiry, the token version against the user row,
// so a password change logs out older tokens), for HTTP requests and sockets alike.
import type { UserRow } from './users.repository';
import type { UsersService } from './users.service';
import type { TokenService } from './tokens';

/** A signed-in session: its user, and when its token was issued. */
export type Session = { user: UserRow; issuedAt: Date | null };

/** Resolves a token to its session, or null when the token is bad, expired or revoked. */
export async function sessionFromToken(
  token: string,
  tokens: TokenService,
  users: Pick<UsersService, 'findById'>,
): Promise<Session | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const user = await users.findById(claims.sub);
  if (!user || user.tokenVersion !== claims.tv || user.role !== claims.role) return null;
  return { user, issuedAt: claims.issuedAt };
}

/** Resolves a token to its user, or null when the token is bad, expired or revoked. */
export async function userFromToken(
  token: string,
  tokens: TokenService,
  users: Pick<UsersService, 'findById'>,
): Promise<UserRow | null> {
  return (await sessionFromToken(token, tokens, users))?.user ?? null;
}
