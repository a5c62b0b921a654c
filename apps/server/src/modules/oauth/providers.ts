// The two external identity providers: a Google-type OpenID Connect issuer (discovered) and a
// Facebook-type OAuth 2 server (fixed endpoints). Both are driven by openid-client: PKCE,
// state and (OIDC) nonce and ID-token checks are the library's, not hand-written.
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config/env';
import type { OAuthProviderName } from './oauth-state';

export type ExternalIdentity = { email: string; name: string };

export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ExternalProvider {
  readonly name: OAuthProviderName;
  configured(): boolean;
  authorizationUrl(p: {
    redirectUri: string;
    state: string;
    codeChallenge: string;
    nonce: string;
  }): Promise<URL>;
  /** Exchanges the code of the callback URL and reads a verified email and the name. */
  identity(p: {
    callbackUrl: URL;
    state: string;
    codeVerifier: string;
    nonce: string;
  }): Promise<ExternalIdentity>;
}

// Plain http is allowed only for issuers on this machine (the local providers the tests start).
const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

export class GoogleProvider implements ExternalProvider {
  readonly name = 'google' as const;
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: AppConfig['google']) {}

  configured(): boolean {
    return Boolean(this.settings.clientId && this.settings.clientSecret);
  }

  private config(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId ?? '',
        this.settings.clientSecret,
        undefined,
        isLoopback(this.settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        this.configuration = undefined; // try discovery again next time
        throw new ProviderError('provider_unavailable', `OpenID discovery failed: ${(err as Error).message}`);
      });
    return this.configuration;
  }

  async authorizationUrl(p: { redirectUri: string; state: string; codeChallenge: string; nonce: string }) {
    return oidc.buildAuthorizationUrl(await this.config(), {
      redirect_uri: p.redirectUri,
      scope: 'openid email profile',
      state: p.state,
      nonce: p.nonce,
      code_challenge: p.codeChallenge,
      code_challenge_method: 'S256',
    });
  }

  async identity(p: { callbackUrl: URL; state: string; codeVerifier: string; nonce: string }) {
    const tokens = await oidc.authorizationCodeGrant(await this.config(), p.callbackUrl, {
      pkceCodeVerifier: p.codeVerifier,
      expectedState: p.state,
      expectedNonce: p.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new ProviderError('oauth_failed', 'No ID token');
    // Issuers may keep email and name out of the ID token; the UserInfo endpoint has them.
    const claims =
      typeof idClaims.email === 'string'
        ? idClaims
        : await oidc.fetchUserInfo(await this.config(), tokens.access_token, idClaims.sub);
    if (!claims.email || typeof claims.email !== 'string')
      throw new ProviderError('email_missing', 'No email given');
    if (claims.email_verified !== true)
      throw new ProviderError('email_unverified', 'The email is not verified');
    const name =
      typeof claims.name === 'string' && claims.name.trim()
        ? claims.name.trim()
        : claims.email.split('@')[0]!;
    return { email: claims.email.toLowerCase(), name };
  }
}

export class FacebookProvider implements ExternalProvider {
  readonly name = 'facebook' as const;
  private readonly configuration: oidc.Configuration | undefined;

  constructor(private readonly settings: AppConfig['facebook']) {
    if (this.configured()) {
      this.configuration = new oidc.Configuration(
        {
          issuer: new URL(settings.authUrl).origin,
          authorization_endpoint: settings.authUrl,
          token_endpoint: settings.tokenUrl,
        },
        settings.clientId ?? '',
        settings.clientSecret,
      );
      if (isLoopback(settings.tokenUrl)) oidc.allowInsecureRequests(this.configuration);
    }
  }

  configured(): boolean {
    return Boolean(this.settings.clientId && this.settings.clientSecret);
  }

  private config(): oidc.Configuration {
    if (!this.configuration)
      throw new ProviderError('provider_not_configured', 'Facebook sign-in is not configured');
    return this.configuration;
  }

  async authorizationUrl(p: { redirectUri: string; state: string; codeChallenge: string }) {
    return oidc.buildAuthorizationUrl(this.config(), {
      redirect_uri: p.redirectUri,
      scope: 'email public_profile',
      state: p.state,
      code_challenge: p.codeChallenge,
      code_challenge_method: 'S256',
    });
  }

  async identity(p: { callbackUrl: URL; state: string; codeVerifier: string }) {
    const config = this.config();
    const tokens = await oidc.authorizationCodeGrant(config, p.callbackUrl, {
      pkceCodeVerifier: p.codeVerifier,
      expectedState: p.state,
    });
    const response = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(this.settings.userInfoUrl),
      'GET',
    );
    if (!response.ok)
      throw new ProviderError('profile_failed', `Profile request failed with ${response.status}`);
    const profile = (await response.json()) as { email?: unknown; name?: unknown };
    // Facebook only returns an email it has confirmed.
    if (typeof profile.email !== 'string' || !profile.email.includes('@')) {
      throw new ProviderError('email_missing', 'No email given');
    }
    const name =
      typeof profile.name === 'string' && profile.name.trim()
        ? profile.name.trim()
        : profile.email.split('@')[0]!;
    return { email: profile.email.toLowerCase(), name };
  }
}
