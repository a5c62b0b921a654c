// Where presence lives (decisions.md section 6). A business is online while at least one socket
// of its owner has announced itself and refreshed (heartbeat) within the TTL. The store keeps, per
// business, each announcing socket with the instant it expires, plus the set of businesses last
// reported online, so every transition is reported exactly once even when several processes
// sweep the same Redis.

export interface PresenceStore {
  /** Adds or refreshes an announcing socket; true when the business just came online. */
  announce(businessId: string, socketId: string): Promise<boolean>;
  /** Removes a socket; true when that left the business offline. */
  withdraw(businessId: string, socketId: string): Promise<boolean>;
  /** Drops expired sockets; answers the businesses that just went offline (each reported once). */
  expire(): Promise<string[]>;
  isOnline(businessId: string): Promise<boolean>;
}

/** One process: maps in memory. */
export class MemoryPresenceStore implements PresenceStore {
  private readonly sockets = new Map<string, Map<string, number>>();
  /** Businesses reported online (their offline transition not reported yet). */
  private readonly online = new Set<string>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async announce(businessId: string, socketId: string): Promise<boolean> {
    let entries = this.sockets.get(businessId);
    if (!entries) {
      entries = new Map();
      this.sockets.set(businessId, entries);
    }
    entries.set(socketId, this.now() + this.ttlMs);
    if (this.online.has(businessId)) return false;
    this.online.add(businessId);
    return true;
  }

  async withdraw(businessId: string, socketId: string): Promise<boolean> {
    this.sockets.get(businessId)?.delete(socketId);
    return this.settle(businessId);
  }

  async expire(): Promise<string[]> {
    const gone: string[] = [];
    for (const businessId of [...this.online]) if (this.settle(businessId)) gone.push(businessId);
    return gone;
  }

  async isOnline(businessId: string): Promise<boolean> {
    const now = this.now();
    for (const expiresAt of this.sockets.get(businessId)?.values() ?? []) if (expiresAt > now) return true;
    return false;
  }

  /** Drops the business's expired sockets; true when it was online and has none left. */
  private settle(businessId: string): boolean {
    const now = this.now();
    const entries = this.sockets.get(businessId);
    if (entries) {
      for (const [socketId, expiresAt] of entries) if (expiresAt <= now) entries.delete(socketId);
      if (entries.size > 0) return false;
      this.sockets.delete(businessId);
    }
    return this.online.delete(businessId);
  }
}
