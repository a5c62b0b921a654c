import { describe, expect, it } from 'vitest';
import { oauthErrorText, oauthStartUrl } from './oauth';

describe('oauth', () => {
  it('sends the intended role as JSON state', () => {
    const url = oauthStartUrl('google', 'business');
    expect(url.startsWith('/api/auth/google?state=')).toBe(true);
    const state = new URL(url, 'http://x').searchParams.get('state');
    expect(JSON.parse(state ?? '')).toEqual({ intendedRole: 'business' });
    expect(oauthStartUrl('facebook', 'customer')).toMatch(/^\/api\/auth\/facebook\?state=/);
  });

  it('explains each callback error code', () => {
    for (const code of ['oauth_failed', 'invalid_callback', 'callback_error']) {
      expect(oauthErrorText(code)).toMatch(/sign/i);
    }
    expect(oauthErrorText(null)).toBeNull();
    expect(oauthErrorText('other')).toBe('Sign-in did not complete. Please try again.');
  });
});
