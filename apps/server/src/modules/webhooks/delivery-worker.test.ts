import { INTEGRATION_MESSAGES as I } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import { OutboundError } from '../../core/outbound/public-http';
import { attemptError, nextAttemptAt } from './delivery-worker';

const EVENT = new Date('2026-06-01T00:00:00Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The attempts of a delivery whose receiver never answers: when each one happens after the event. */
function attemptsOf(baseSeconds: number): number[] {
  const times = [0];
  for (let failures = 1; ; failures++) {
    const next = nextAttemptAt(EVENT, failures, new Date(EVENT.getTime() + times.at(-1)!), baseSeconds);
    if (!next) return times;
    times.push(next.getTime() - EVENT.getTime());
  }
}

describe('the retry schedule of a webhook delivery', () => {
  it("follows Standard Webhooks' schedule from 5 s, with a last attempt 24 hours after the event", () => {
    const gaps = attemptsOf(5).map((t, i, all) => (i === 0 ? t : t - all[i - 1]!));
    expect(gaps).toEqual([
      0,
      5 * SECOND,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      24 * HOUR - 17 * HOUR - 35 * MINUTE - 5 * SECOND,
    ]);
    expect(attemptsOf(5).at(-1)).toBe(24 * HOUR);
  });

  it('scales the whole schedule by the first delay', () => {
    expect(attemptsOf(1).slice(0, 4)).toEqual([0, SECOND, SECOND + MINUTE, SECOND + 7 * MINUTE]);
  });

  it('gives up once 24 hours have passed, however the attempts went', () => {
    expect(nextAttemptAt(EVENT, 1, new Date(EVENT.getTime() + 24 * HOUR), 5)).toBeNull();
    expect(nextAttemptAt(EVENT, 2, new Date(EVENT.getTime() + 24 * HOUR - SECOND), 5)).toEqual(
      new Date(EVENT.getTime() + 24 * HOUR),
    );
  });
});

describe('the words of the delivery log for an attempt without an answer', () => {
  const words = I.webhookAttemptErrors;

  it.each([
    [new OutboundError('timeout', 'no answer in time'), words.timeout],
    [new OutboundError('private-address', '10.0.0.5 is not a public address'), words.privateAddress],
    [new OutboundError('invalid-url', 'port 6379 is not one Booklane connects to'), words.invalidUrl],
    [new OutboundError('unreachable', 'connect ECONNREFUSED 10.0.0.5:6379'), words.couldNotConnect],
    [new OutboundError('unreachable', 'connect EHOSTUNREACH 203.0.113.9:443'), words.couldNotConnect],
    [new OutboundError('unreachable', 'getaddrinfo ENOTFOUND hooks.example.invalid'), words.hostNotFound],
    [new OutboundError('unreachable', 'getaddrinfo EAI_AGAIN hooks.example.com'), words.hostNotFound],
    [new OutboundError('unreachable', 'unable to verify the first certificate'), words.certificate],
    [
      new OutboundError('unreachable', "Hostname/IP does not match certificate's altnames"),
      words.certificate,
    ],
    [new OutboundError('unreachable', 'socket hang up'), words.connectionLost],
    [new OutboundError('unreachable', 'read ECONNRESET'), words.connectionLost],
    [new Error('something unforeseen at 10.0.0.5'), words.failed],
  ])('%s -> %s', (err, expected) => {
    expect(attemptError(err)).toBe(expected);
  });
});
