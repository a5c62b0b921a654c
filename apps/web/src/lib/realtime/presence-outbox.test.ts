import { describe, expect, it } from 'vitest';
import { PresenceOutbox } from './presence-outbox';

describe('PresenceOutbox', () => {
  it('sends at once while connected', () => {
    const outbox = new PresenceOutbox();
    expect(outbox.set(true, true)).toBe(true);
    // Online is re-announced on a reconnect: the server forgot the old socket.
    expect(outbox.onConnect()).toBe(true);
  });

  it('queues a status set while disconnected and sends it on connect', () => {
    const outbox = new PresenceOutbox();
    expect(outbox.set(true, false)).toBe(false);
    expect(outbox.onConnect()).toBe(true);
  });

  it('keeps only the latest of several queued statuses', () => {
    const outbox = new PresenceOutbox();
    outbox.set(true, false);
    outbox.set(false, false);
    expect(outbox.onConnect()).toBe(false);
    // Sent once: a later reconnect has nothing to say about an offline business.
    expect(outbox.onConnect()).toBeNull();
  });

  it('says nothing on connect when no status was ever set (a customer socket)', () => {
    expect(new PresenceOutbox().onConnect()).toBeNull();
  });

  it('does not resend an offline status that already went out', () => {
    const outbox = new PresenceOutbox();
    outbox.set(false, true);
    expect(outbox.onConnect()).toBeNull();
  });

  it('tracks whether heartbeats are wanted and forgets everything on reset', () => {
    const outbox = new PresenceOutbox();
    outbox.set(true, true);
    expect(outbox.wantsOnline).toBe(true);
    outbox.reset();
    expect(outbox.wantsOnline).toBe(false);
    expect(outbox.onConnect()).toBeNull();
  });
});
