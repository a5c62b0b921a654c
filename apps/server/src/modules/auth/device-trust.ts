// Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
// signed in to an account once carries a cookie, signed by the server, saying so. Failed
// sign-ins from such a browser are limited per browser; failures from everywhere else share
// the account's limit. An attacker who guesses passwords from new browsers can then lock out
// only new browsers, never the owner's own (docs/decisions/0014).
import crypto from 'node:crypto';

export const DEVICE_COOKIE = 'booklane_device';
/**
 * Sent with every API request: the sign-in routes read it, and so do the booking routes, which
 * note a booking made from a browser the business's owner signed in on (docs/decisions/0031).
 */
export const DEVICE_COOKIE_PATH = '/api';
/** Where the cookie lived before (0014): cleared on each sign-in, so one copy remains. */
export const OLD_DEVICE_COOKIE_PATH = '/api/auth';
/** A year: a browser stays known as long as a person keeps using it. */
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 3600;
/** Accounts one browser is known for (people share computers; the cookie stays small). */
const MAX_ACCOUNTS = 5;

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const USER_ID = /^[0-9a-f-]{36}$/;

/** A browser known to the server: its own id and the accounts that signed in on it. */
type Device = { id: string; userIds: string[] };

export class DeviceTrust {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the signing secret: a device cookie can never pass as
    // anything else the server signs.
    this.key = crypto.createHash('sha256').update(`device-cookie:${secret}`).digest();
  }

  /** The browser's id when its cookie is genuine and names `userId`, else null. */
  knownFor(cookie: string | undefined, userId: string): string | null {
    const device = this.open(cookie);
    return device?.userIds.includes(userId) ? device.id : null;
  }

  /** The cookie after `userId` signed in on this browser (the same id when it had one). */
  remember(cookie: string | undefined, userId: string): string {
    const device = this.open(cookie) ?? { id: crypto.randomBytes(16).toString('base64url'), userIds: [] };
    const userIds = [userId, ...device.userIds.filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS);
    const body = `${device.id}.${userIds.join('~')}`;
    return `${body}.${this.mac(body)}`;
  }

  private open(cookie: string | undefined): Device | null {
    if (!cookie || cookie.length > 400) return null;
    const parts = cookie.split('.');
    if (parts.length !== 3) return null;
    const [id, users, mac] = parts as [string, string, string];
    const expected = Buffer.from(this.mac(`${id}.${users}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const userIds = users.split('~');
    if (!DEVICE_ID.test(id) || !userIds.every((u) => USER_ID.test(u))) return null;
    return { id, userIds };
  }

  private mac(body: string): string {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
