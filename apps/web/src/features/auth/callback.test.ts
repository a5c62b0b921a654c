import { describe, expect, it } from 'vitest';
import { callbackOutcome } from './callback';

const user = { id: 'u1', name: 'Ada', email: 'ada@example.test', role: 'customer', provider: 'google' };
const NONCE = 'k2V9zQx7Rj4mWb8sTn3pLc5yHd6fGa1eUo0iYr-_AbC';
const query = (values: Record<string, string>) => new URLSearchParams(values);
/** The return of a sign-in this tab started: it carries the tab's nonce back as `state`. */
const ours = (values: Record<string, string>) => query({ ...values, state: NONCE });
const started = (role: string | null = null) => ({ role, nonce: NONCE });
const notStarted = { role: null, nonce: null };

describe('callbackOutcome', () => {
  it('sends provider errors to /login?error=oauth_failed', () => {
    expect(callbackOutcome(query({ error: 'access_denied', token: 't' }), started())).toEqual({
      kind: 'redirect',
      to: '/login?error=oauth_failed',
    });
    expect(callbackOutcome(query({ error: 'access_denied' }), notStarted)).toEqual({
      kind: 'redirect',
      to: '/login?error=oauth_failed',
    });
  });

  it('says why when the email belongs to a password account', () => {
    expect(callbackOutcome(query({ error: 'email_registered_with_password' }), started())).toEqual({
      kind: 'redirect',
      to: '/login?error=oauth_failed&reason=password_account',
    });
  });

  it('needs both token and user', () => {
    expect(callbackOutcome(ours({ token: 't' }), started())).toEqual({
      kind: 'redirect',
      to: '/login?error=invalid_callback',
    });
    expect(callbackOutcome(ours({ user: JSON.stringify(user) }), started())).toMatchObject({
      to: '/login?error=invalid_callback',
    });
  });

  it('reports an unreadable user as callback_error', () => {
    expect(callbackOutcome(ours({ token: 't', user: '{nope' }), started())).toMatchObject({
      to: '/login?error=callback_error',
    });
    expect(callbackOutcome(ours({ token: 't', user: '{"id":1}' }), started())).toMatchObject({
      to: '/login?error=callback_error',
    });
  });

  it('signs in when the return carries the nonce this tab kept, and goes to the role dashboard', () => {
    expect(callbackOutcome(ours({ token: 't', user: JSON.stringify(user) }), started('customer'))).toEqual({
      kind: 'signed-in',
      token: 't',
      user,
      next: { to: '/customer/dashboard' },
    });
  });

  it('does not sign in a return this tab did not start (login CSRF)', () => {
    const refused = { kind: 'redirect', to: '/login?error=invalid_callback' };
    const link = { token: 't', user: JSON.stringify(user) };
    // Someone else's link: their nonce, or none, and this tab started nothing.
    expect(callbackOutcome(query({ ...link, state: 'attacker-nonce-0123456789abcdef' }), notStarted)).toEqual(
      refused,
    );
    expect(callbackOutcome(query(link), notStarted)).toEqual(refused);
    // This tab started a sign-in, but the link carries no nonce, or another one.
    expect(callbackOutcome(query(link), started('customer'))).toEqual(refused);
    expect(
      callbackOutcome(query({ ...link, state: 'attacker-nonce-0123456789abcdef' }), started('customer')),
    ).toEqual(refused);
    expect(callbackOutcome(query({ ...link, state: `${NONCE}x` }), started('customer'))).toEqual(refused);
    expect(callbackOutcome(query({ ...link, state: '' }), { role: null, nonce: '' })).toEqual(refused);
  });

  it('asks for the role when the remembered one differs on an external account', () => {
    expect(
      callbackOutcome(ours({ token: 't', user: JSON.stringify(user) }), started('business')),
    ).toMatchObject({
      next: { chooseRole: true },
    });
    const local = { ...user, provider: 'local' };
    expect(
      callbackOutcome(ours({ token: 't', user: JSON.stringify(local) }), started('business')),
    ).toMatchObject({
      next: { to: '/customer/dashboard' },
    });
  });

  it('goes back to the page the login was opened for, when it is a page of this app', () => {
    const back = (returnTo: string | null) =>
      callbackOutcome(ours({ token: 't', user: JSON.stringify(user) }), { ...started(), returnTo });
    expect(back('/ada-salon')).toMatchObject({ kind: 'signed-in', next: { to: '/ada-salon' } });
    expect(back('/customer/messages?business=b1')).toMatchObject({
      next: { to: '/customer/messages?business=b1' },
    });
    for (const elsewhere of ['//evil.example', 'https://evil.example/', '/\\evil.example', '', null]) {
      expect(back(elsewhere)).toMatchObject({ next: { to: '/customer/dashboard' } });
    }
  });

  it('asks for the role first when it differs, and keeps the page the login was for', () => {
    expect(
      callbackOutcome(ours({ token: 't', user: JSON.stringify(user) }), {
        ...started('business'),
        returnTo: '/ada-salon',
      }),
    ).toEqual({ kind: 'signed-in', token: 't', user, next: { chooseRole: true, returnTo: '/ada-salon' } });
  });

  it('does not lead back to a page kept for the other role', () => {
    const owner = { ...user, role: 'business' };
    expect(
      callbackOutcome(ours({ token: 't', user: JSON.stringify(owner) }), {
        ...started('business'),
        returnTo: '/customer/messages?business=b1',
      }),
    ).toMatchObject({ next: { to: '/business/dashboard' } });
    expect(
      callbackOutcome(ours({ token: 't', user: JSON.stringify(owner) }), {
        ...started('business'),
        returnTo: '/ada-salon',
      }),
    ).toMatchObject({ next: { to: '/ada-salon' } });
  });

  it('keeps the page the login was for through a failure, so trying again still leads there', () => {
    const returnTo = '/customer/messages?business=b1';
    const next = `next=${encodeURIComponent(returnTo)}`;
    expect(callbackOutcome(query({ error: 'access_denied' }), { ...started(), returnTo })).toEqual({
      kind: 'redirect',
      to: `/login?error=oauth_failed&${next}`,
    });
    expect(
      callbackOutcome(query({ error: 'email_registered_with_password' }), { ...started(), returnTo }),
    ).toMatchObject({ to: `/login?error=oauth_failed&reason=password_account&${next}` });
    expect(callbackOutcome(ours({ token: 't', user: '{nope' }), { ...started(), returnTo })).toMatchObject({
      to: `/login?error=callback_error&${next}`,
    });
    // Never another site's address.
    expect(
      callbackOutcome(query({ error: 'access_denied' }), { ...started(), returnTo: '//evil.example' }),
    ).toMatchObject({ to: '/login?error=oauth_failed' });
  });
});
