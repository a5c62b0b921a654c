import { describe, expect, it } from 'vitest';
import { Presence, type PresenceChange } from './presence';
import { MemoryPresenceStore, type PresenceStore } from './presence-store';

const TTL = 1_000;
const quietLog = { warn: () => undefined };

function setup() {
  let now = 0;
  // The store behind a swappable reference: wipe() stands for Redis restarting empty.
  let inner = new MemoryPresenceStore(TTL, () => now);
  const store: PresenceStore = {
    announce: (businessId, socketId) => inner.announce(businessId, socketId),
    withdraw: (businessId, socketId) => inner.withdraw(businessId, socketId),
    expire: () => inner.expire(),
    isOnline: (businessId) => inner.isOnline(businessId),
  };
  const changes: PresenceChange[] = [];
  const presence = new Presence(store, TTL, (c) => changes.push(c), quietLog);
  return {
    presence,
    changes,
    advance: (ms: number) => (now += ms),
    wipe: () => (inner = new MemoryPresenceStore(TTL, () => now)),
  };
}

describe('Presence', () => {
  it('reports online once for several sockets and offline when the last one leaves', async () => {
    const { presence, changes } = setup();
    await presence.announce('s1', 'b1');
    await presence.announce('s2', 'b1');
    await presence.withdraw('s1');
    expect(changes).toEqual([{ businessId: 'b1', isOnline: true }]);
    await presence.withdraw('s2');
    expect(changes).toEqual([
      { businessId: 'b1', isOnline: true },
      { businessId: 'b1', isOnline: false },
    ]);
  });

  it('reports offline when heartbeats stop, and heartbeats keep a business online', async () => {
    const { presence, changes, advance } = setup();
    await presence.announce('s1', 'b1');
    advance(TTL - 1);
    await presence.heartbeat('s1');
    advance(TTL - 1);
    await presence.sweep();
    expect(await presence.isOnline('b1')).toBe(true);
    advance(2);
    await presence.sweep();
    expect(await presence.isOnline('b1')).toBe(false);
    expect(changes.at(-1)).toEqual({ businessId: 'b1', isOnline: false });
  });

  it('ignores heartbeats from a socket that never announced', async () => {
    const { presence, changes } = setup();
    expect(await presence.heartbeat('stranger')).toBeUndefined();
    expect(changes).toEqual([]);
  });

  it('restores its sockets after the shared store lost everything', async () => {
    const { presence, changes, wipe } = setup();
    await presence.announce('s1', 'b1');
    await presence.announce('s2', 'b2');
    wipe();
    expect(await presence.isOnline('b1')).toBe(false);
    await presence.reannounce();
    expect(await presence.isOnline('b1')).toBe(true);
    expect(await presence.isOnline('b2')).toBe(true);
    // Viewers hear "online" again (harmless if they never saw it go), and nothing else.
    expect(changes.filter((c) => !c.isOnline)).toEqual([]);
  });

  it('does not re-announce a socket that withdrew', async () => {
    const { presence, wipe } = setup();
    await presence.announce('s1', 'b1');
    await presence.withdraw('s1');
    wipe();
    await presence.reannounce();
    expect(await presence.isOnline('b1')).toBe(false);
  });
});
