// Business presence (decisions.md section 6) as seen from one process: which of its sockets
// announced which business, a periodic sweep for expired heartbeats, and one callback per
// online/offline transition (the realtime server pushes it to the business's viewers).
import type { PresenceStore } from './presence-store';

export type PresenceChange = { businessId: string; isOnline: boolean };

type Log = { warn(obj: object, msg: string): void };

/** How often expiry is checked: a fifth of the TTL, between 100 ms and 5 s. */
function sweepIntervalMs(ttlMs: number): number {
  return Math.min(5_000, Math.max(100, Math.floor(ttlMs / 5)));
}

export class Presence {
  /** Sockets of this process that announced their business online: socket id -> business id. */
  private readonly announced = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping = false;

  constructor(
    private readonly store: PresenceStore,
    private readonly ttlMs: number,
    private readonly onChange: (change: PresenceChange) => void,
    private readonly log: Log,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep(), sweepIntervalMs(this.ttlMs));
    this.timer.unref();
  }

  /** `business_status_update { isOnline: true }`: the socket speaks for the business from now on. */
  async announce(socketId: string, businessId: string): Promise<void> {
    const previous = this.announced.get(socketId);
    this.announced.set(socketId, businessId);
    if (previous !== undefined && previous !== businessId) await this.leave(previous, socketId);
    if (await this.store.announce(businessId, socketId)) this.onChange({ businessId, isOnline: true });
  }

  /**
   * `business_heartbeat`: refreshes the socket's announcement (and brings the business back if it
   * had expired meanwhile, since the socket is demonstrably alive). Ignored from a socket that
   * never announced. Answers the business id, if any.
   */
  async heartbeat(socketId: string): Promise<string | undefined> {
    const businessId = this.announced.get(socketId);
    if (businessId === undefined) return undefined;
    if (await this.store.announce(businessId, socketId)) this.onChange({ businessId, isOnline: true });
    return businessId;
  }

  /** `isOnline: false` or a disconnect: the socket no longer speaks for its business. */
  async withdraw(socketId: string): Promise<void> {
    const businessId = this.announced.get(socketId);
    if (businessId === undefined) return;
    this.announced.delete(socketId);
    await this.leave(businessId, socketId);
  }

  isOnline(businessId: string): Promise<boolean> {
    return this.store.isOnline(businessId);
  }

  /**
   * The shared store lost its data (Redis restarted empty): announce this process's sockets
   * again, so their businesses show online now rather than at each socket's next heartbeat.
   */
  async reannounce(): Promise<void> {
    const entries = [...this.announced];
    const results = await Promise.allSettled(
      entries.map(async ([socketId, businessId]) => {
        if (await this.store.announce(businessId, socketId)) this.onChange({ businessId, isOnline: true });
      }),
    );
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) this.log.warn({ failed }, 'presence re-announce failed for some sockets');
  }

  /** Reports businesses whose every socket missed its heartbeat. Safe to run on every process. */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const businessId of await this.store.expire()) this.onChange({ businessId, isOnline: false });
    } catch (err) {
      this.log.warn({ err }, 'presence sweep failed');
    } finally {
      this.sweeping = false;
    }
  }

  /** Shutdown: stop sweeping and withdraw this process's sockets, so nothing waits for expiry. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.announced.keys()].map((socketId) => this.withdraw(socketId)));
  }

  private async leave(businessId: string, socketId: string): Promise<void> {
    if (await this.store.withdraw(businessId, socketId)) this.onChange({ businessId, isOnline: false });
  }
}
