import { describe, expect, it } from 'vitest';
import { callbackOutcome } from './callback';

const user = { id: 'u1', name: 'Ada', email: 'ada@example.test', role: 'customer', provider: 'google' };
const query = (values: Record<string, string>) => new URLSearchParams(values);

describe('callbackOutcome', () => {
  it('sends provider errors to /login?error=oauth_failed', () => {
    expect(callbackOutcome(query({ error: 'access_denied', token: 't' }), null)).toEqual({
      kind: 'redirect',
      to: '/login?error=oauth_failed',
    });
  });

  it('needs both token and user', () => {
    expect(callbackOutcome(query({ token: 't' }), null)).toEqual({
      kind: 'redirect',
      to: '/login?error=invalid_callback',
    });
    expect(callbackOutcome(query({ user: JSON.stringify(user) }), null)).toMatchObject({
      to: '/login?error=invalid_callback',
    });
  });

  it('reports an unreadable user as callback_error', () => {
    expect(callbackOutcome(query({ token: 't', user: '{nope' }), null)).toMatchObject({
      to: '/login?error=callback_error',
    });
    expect(callbackOutcome(query({ token: 't', user: '{"id":1}' }), null)).toMatchObject({
      to: '/login?error=callback_error',
    });
  });

  it('signs in and goes to the role dashboard', () => {
    expect(callbackOutcome(query({ token: 't', user: JSON.stringify(user) }), 'customer')).toEqual({
      kind: 'signed-in',
      token: 't',
      user,
      next: { to: '/customer/dashboard' },
    });
  });

  it('asks for the role when the remembered one differs on an external account', () => {
    expect(callbackOutcome(query({ token: 't', user: JSON.stringify(user) }), 'business')).toMatchObject({
      next: { chooseRole: true },
    });
    const local = { ...user, provider: 'local' };
    expect(callbackOutcome(query({ token: 't', user: JSON.stringify(local) }), 'business')).toMatchObject({
      next: { to: '/customer/dashboard' },
    });
  });
});
