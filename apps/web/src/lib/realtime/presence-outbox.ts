// The business's own online status as the status socket must send it (spec section 4 "Realtime
// connection": status sent while disconnected is queued and sent on connect). Only the latest
// wish matters, so the queue holds one value; and because the server forgets a socket's presence
// when it disconnects, an "online" wish is announced again on every (re)connect.

export class PresenceOutbox {
  private desired: boolean | null = null;
  private unsent = false;

  /** Records a wish; true when it should be sent now (connected), false when it was queued. */
  set(isOnline: boolean, connected: boolean): boolean {
    this.desired = isOnline;
    this.unsent = !connected;
    return connected;
  }

  /** The status to send right after a (re)connect, or null when there is nothing to say. */
  onConnect(): boolean | null {
    const unsent = this.unsent;
    this.unsent = false;
    if (this.desired === true) return true;
    if (this.desired === false && unsent) return false;
    return null;
  }

  /** Whether the business wants to be online (heartbeats run only then). */
  get wantsOnline(): boolean {
    return this.desired === true;
  }

  /** A new account: nothing carries over. */
  reset(): void {
    this.desired = null;
    this.unsent = false;
  }
}
