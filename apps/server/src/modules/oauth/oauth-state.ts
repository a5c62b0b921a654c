// The `state` of an external sign-in: encrypted and signed by the server (JWE, A256GCM), so the
// provider and the browser can carry it but neither read nor change it. It holds the intended
// role, the PKCE verifier, the OIDC nonce, a browser binding, the web app's nonce and an expiry.
import crypto from 'node:crypto';
import { OAUTH_PROVIDERS, USER_ROLES, type UserRole } from '@booklane/shared/domain';
import { type OAuthProvider } from '@booklane/shared/schemas';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { systemClock, type Clock } from '../../core/clock';

export type OAuthProviderName = OAuthProvider;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

export type OAuthState = {
  provider: OAuthProviderName;
  intendedRole: UserRole;
  codeVerifier: string;
  nonce: string;
  /** Equal to the value of the binding cookie set on the browser that started the sign-in. */
  binding: string;
  /**
   * The random value the web app's tab kept when it started the sign-in (`nonce` of the start's
   * JSON state): handed back on the callback page, which signs in only when it matches.
   */
  browserNonce?: string;
};

const STATE_LIFETIME_SECONDS = 10 * 60;

export class OAuthStateCodec {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    /** Issue time and expiry of a state are read from the app's clock. */
    private readonly clock: Clock = systemClock,
  ) {
    // A key of its own, derived from the signing secret: a state can never pass as a session token.
    this.key = new Uint8Array(crypto.createHash('sha256').update(`oauth-state:${secret}`).digest());
  }

  seal(state: OAuthState): Promise<string> {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    return new EncryptJWT({ ...state })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + STATE_LIFETIME_SECONDS)
      .setAudience('booklane-oauth-state')
      .encrypt(this.key);
  }

  /** The state, or null when it was tampered with, has expired, or is not ours. */
  async open(token: string): Promise<OAuthState | null> {
    try {
      const { payload } = await jwtDecrypt(token, this.key, {
        audience: 'booklane-oauth-state',
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
        currentDate: this.clock(),
      });
      const { provider, intendedRole, codeVerifier, nonce, binding, browserNonce } = payload;
      if (
        !isOneOf(OAUTH_PROVIDERS, provider) ||
        !isOneOf(USER_ROLES, intendedRole) ||
        typeof codeVerifier !== 'string' ||
        typeof nonce !== 'string' ||
        typeof binding !== 'string' ||
        (browserNonce !== undefined && typeof browserNonce !== 'string')
      ) {
        return null;
      }
      return {
        provider,
        intendedRole,
        codeVerifier,
        nonce,
        binding,
        ...(browserNonce === undefined ? {} : { browserNonce }),
      };
    } catch {
      return null;
    }
  }
}

export const STATE_COOKIE = 'booklane_oauth';
export const STATE_COOKIE_MAX_AGE = STATE_LIFETIME_SECONDS;
