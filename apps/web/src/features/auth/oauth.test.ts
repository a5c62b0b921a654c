import { oauthStartStateSchema } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { newSignInNonce, oauthErrorText, oauthStartUrl } from './oauth';

describe('oauth', () => {
  it('sends the intended role and the nonce as JSON state', () => {
    const nonce = newSignInNonce();
    const url = oauthStartUrl('google', 'business', nonce);
    expect(url.startsWith('/api/auth/google?state=')).toBe(true);
    const state = new URL(url, 'http://x').searchParams.get('state');
    expect(JSON.parse(state ?? '')).toEqual({ intendedRole: 'business', nonce });
    expect(oauthStartStateSchema.parse(JSON.parse(state ?? ''))).toEqual({ intendedRole: 'business', nonce });
    expect(oauthStartUrl('facebook', 'customer', nonce)).toMatch(/^\/api\/auth\/facebook\?state=/);
  });

  it('makes a fresh unguessable nonce for each start', () => {
    const nonces = new Set(Array.from({ length: 50 }, newSignInNonce));
    expect(nonces.size).toBe(50);
    // 32 random bytes, base64url.
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('explains each callback error code', () => {
    for (const code of ['oauth_failed', 'invalid_callback', 'callback_error']) {
      expect(oauthErrorText(code)).toMatch(/sign/i);
    }
    expect(oauthErrorText(null)).toBeNull();
    expect(oauthErrorText('other')).toBe('Sign-in did not complete. Please try again.');
  });

  it('tells a password account to sign in with email and password', () => {
    expect(oauthErrorText('oauth_failed', 'password_account')).toBe(
      'This email is already registered with a password. Please sign in with your email and password.',
    );
    // An unknown reason says what oauth_failed says.
    expect(oauthErrorText('oauth_failed', 'toString')).toBe(oauthErrorText('oauth_failed'));
  });
});
