import crypto from 'node:crypto';
import {
  AUTH_MESSAGES,
  OAUTH_PASSWORD_ACCOUNT_ERROR,
  OAUTH_PROVIDERS,
  type UserRole,
} from '@booklane/shared/domain';
import { oauthStartStateSchema, type AuthResponse } from '@booklane/shared/schemas';
import * as oidc from 'openid-client';
import { conflict } from '../../core/errors';
import type { AuthService } from '../auth/auth.service';
import type { Clock } from '../../core/clock';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import { OAuthStateCodec, type OAuthProviderName } from './oauth-state';
import { ProviderError, type ExternalProvider } from './providers';

export type StartResult = { redirect: string; binding?: string };
export type Logger = { warn(obj: object, msg: string): void };

export class OAuthService {
  private readonly codec: OAuthStateCodec;

  constructor(
    private readonly providers: Record<OAuthProviderName, ExternalProvider>,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly publicUrl: string,
    secret: string,
    private readonly clock: Clock,
  ) {
    this.codec = new OAuthStateCodec(secret, clock);
  }

  redirectUri(provider: OAuthProviderName): string {
    return `${this.publicUrl}/api/auth/${provider}/callback`;
  }

  private callbackPage(params: Record<string, string>): string {
    return `${this.publicUrl}/auth/callback?${new URLSearchParams(params).toString()}`;
  }

  /** The providers this server is configured for (`GET /auth/providers`): the forms show only their buttons. */
  configuredProviders(): { providers: OAuthProviderName[] } {
    return { providers: OAUTH_PROVIDERS.filter((name) => this.providers[name].configured()) };
  }

  /** Where to send the browser to sign in, and the browser binding to keep in a cookie. */
  async start(name: OAuthProviderName, rawState: unknown, log: Logger): Promise<StartResult> {
    const provider = this.providers[name];
    if (!provider.configured()) return { redirect: this.callbackPage({ error: 'provider_not_configured' }) };
    const { intendedRole, nonce: browserNonce } = parseStartState(rawState);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const binding = crypto.randomBytes(24).toString('base64url');
    try {
      const state = await this.codec.seal({
        provider: name,
        intendedRole,
        codeVerifier,
        nonce,
        binding,
        ...(browserNonce ? { browserNonce } : {}),
      });
      const url = await provider.authorizationUrl({
        redirectUri: this.redirectUri(name),
        state,
        nonce,
        codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      });
      return { redirect: url.toString(), binding };
    } catch (err) {
      log.warn({ err, provider: name }, 'external sign-in could not start');
      return { redirect: this.callbackPage({ error: 'provider_unavailable' }) };
    }
  }

  /** Completes the sign-in: always answers where to send the browser (the app's callback page). */
  async finish(name: OAuthProviderName, query: URLSearchParams, binding: string | undefined, log: Logger) {
    const fail = (error: string) => this.callbackPage({ error });
    const providerError = query.get('error');
    if (providerError) return fail(/^[a-z_]{1,40}$/.test(providerError) ? providerError : 'oauth_failed');

    const rawState = query.get('state');
    const state = rawState ? await this.codec.open(rawState) : null;
    if (!state || state.provider !== name || !binding || !safeEqual(state.binding, binding))
      return fail('invalid_state');

    const provider = this.providers[name];
    if (!provider.configured()) return fail('provider_not_configured');
    try {
      const callbackUrl = new URL(`${this.redirectUri(name)}?${query.toString()}`);
      const identity = await provider.identity({
        callbackUrl,
        state: rawState!,
        codeVerifier: state.codeVerifier,
        nonce: state.nonce,
      });
      const user = await this.findOrCreate(name, identity, state.intendedRole);
      const { token, user: dto } = await this.auth.issue(user);
      // The web app's own value goes back to it: its callback page signs in only a sign-in that
      // its tab started (a callback link sent by someone else carries their value, or none).
      return this.callbackPage({
        token,
        user: JSON.stringify(dto),
        ...(state.browserNonce ? { state: state.browserNonce } : {}),
      });
    } catch (err) {
      log.warn({ err, provider: name }, 'external sign-in failed');
      return fail(err instanceof ProviderError ? err.code : 'oauth_failed');
    }
  }

  /**
   * Links by verified email, or creates the account with the provider and the intended role. An
   * existing account is joined only when its own email is verified (decisions.md 8.5): else whoever
   * registered the address with a password (perhaps not its owner) would share the account.
   */
  private async findOrCreate(
    provider: OAuthProviderName,
    identity: { email: string; name: string },
    role: UserRole,
  ): Promise<UserRow> {
    const existing = await this.users.findByEmail(identity.email);
    if (existing) return linkable(existing);
    const created = await this.users.create({
      name: identity.name,
      email: identity.email,
      role,
      provider,
      phone: null,
      // The provider vouched for the address (providers.ts refuses an unverified one).
      emailVerifiedAt: this.clock(),
    });
    if (!created) {
      // Created by a parallel request a moment ago.
      const again = await this.users.findByEmail(identity.email);
      if (!again) throw new ProviderError('oauth_failed', 'Could not create the account');
      return linkable(again);
    }
    await this.auth.accountCreated(created);
    return created;
  }

  /** `PUT /auth/update-role`: once per external account. */
  async updateRole(user: UserRow, role: UserRole): Promise<AuthResponse> {
    if (user.provider === 'local' || user.roleChosenAt) throw conflict(AUTH_MESSAGES.roleAlreadyChosen);
    const updated = await this.users.chooseRoleOnce(user.id, role);
    if (!updated) throw conflict(AUTH_MESSAGES.roleAlreadyChosen);
    // The account may only now be a customer's: the account-created hooks (linking the guest
    // bookings made with its email) run again for its final role. They are idempotent.
    await this.auth.accountCreated(updated);
    return this.auth.issue(updated);
  }
}

/** The start's JSON state: the intended role (customer when unreadable) and the web app's nonce. */
function parseStartState(raw: unknown): { intendedRole: UserRole; nonce?: string } {
  if (typeof raw !== 'string') return { intendedRole: 'customer' };
  try {
    const json: unknown = JSON.parse(raw);
    const parsed = oauthStartStateSchema.safeParse(json);
    if (parsed.success) return parsed.data;
    // A malformed nonce costs only the nonce (the web page then refuses the return), not the role.
    const role = oauthStartStateSchema.pick({ intendedRole: true }).safeParse(json);
    return { intendedRole: role.success ? role.data.intendedRole : 'customer' };
  } catch {
    return { intendedRole: 'customer' };
  }
}

/** An existing account an external sign-in may join: only one whose email is verified. */
function linkable(user: UserRow): UserRow {
  if (user.emailVerifiedAt === null) {
    throw new ProviderError(OAUTH_PASSWORD_ACCOUNT_ERROR, 'The email belongs to an account not verified yet');
  }
  return user;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
