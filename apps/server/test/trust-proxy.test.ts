// Which address the per-IP rate limits count (decisions.md 8.5): by default no peer is a trusted
// proxy, so a client cannot pick a new address per request with X-Forwarded-For; an operator
// behind a proxy names it in TRUST_PROXY and the forwarded address counts.
import { AUTH_MESSAGES } from '@booklane/shared/domain';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkedInject, uniqueEmail } from './helpers/api';
import { describeEachBackend } from './helpers/backends';

/** Failed logins the limit allows per address in its window (app.ts: login-fail, 10 per 15 min). */
const LOGIN_FAILURES_ALLOWED = 10;

describeEachBackend('client address behind proxies', (scratch) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A failed login (an unknown email each time) from `peer`, claiming to forward for `forwardedFor`. */
  const failedLogin = (peer: string, forwardedFor: string) =>
    checkedInject(app!, {
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: peer,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ email: uniqueEmail('nobody'), password: 'wrong-pass' }),
    });

  it('by default counts a loopback, private-network or public client as one address whatever X-Forwarded-For claims', async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'on' }));
    // Loopback and a private range (the peers the old default trusted), and a public address.
    for (const [peer, claimed] of [
      ['127.0.0.1', '198.51.100'],
      ['10.20.30.40', '203.0.113'],
      ['203.0.113.7', '198.51.100'],
    ] as const) {
      for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++) {
        const res = await failedLogin(peer, `${claimed}.${i}`);
        expect(res.statusCode, `${peer} attempt ${i + 1}`).toBe(401);
      }
      const blocked = await failedLogin(peer, `${claimed}.200`);
      expect(blocked.statusCode, peer).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    }
  });

  it('with TRUST_PROXY=loopback counts the address the local proxy forwards', async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'on', TRUST_PROXY: 'loopback' }));
    // Many clients behind the proxy: each has its own allowance.
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED + 5; i++) {
      expect((await failedLogin('127.0.0.1', `198.51.100.${i}`)).statusCode).toBe(401);
    }
    // One client behind it still reaches the limit.
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED - 1; i++) {
      expect((await failedLogin('127.0.0.1', '198.51.100.0')).statusCode).toBe(401);
    }
    expect((await failedLogin('127.0.0.1', '198.51.100.0')).statusCode).toBe(429);
    // A peer that is not the named proxy cannot forward for anyone.
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++) {
      expect((await failedLogin('203.0.113.9', `192.0.2.${i}`)).statusCode).toBe(401);
    }
    expect((await failedLogin('203.0.113.9', '192.0.2.200')).statusCode).toBe(429);
  });
});
