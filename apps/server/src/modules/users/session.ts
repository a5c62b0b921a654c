// Who a bearer token names: verified (HS256 only, expiry, the token version against the user row,
// so a password change logs out older tokens), for HTTP requests and sockets alike.
import type { UserRow } from './users.repository';
import type { UsersService } from './users.service';
import type { TokenService } from './tokens';

/** Resolves a token to its user, or null when the token is bad, expired or revoked. */
export async function userFromToken(
  token: string,
  tokens: TokenService,
  users: Pick<UsersService, 'findById'>,
): Promise<UserRow | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const user = await users.findById(claims.sub);
  if (!user || user.tokenVersion !== claims.tv || user.role !== claims.role) return null;
  return user;
}
