// The guest bookings a browser made (decisions.md 8.5, issue 39 item 4). A guest who then creates
// an account with the same address sees "Confirm your email to see your booking at ..." until the
// address is verified and the bookings join the account. Only the browser that made a booking
// may hear of it before then: anyone can register someone else's address, and where and when a
// person will be is theirs (docs/decisions/0014). The browser carries the ids it booked, each
// signed by the server under a purpose of its own, in an HttpOnly cookie; nothing is stored.
import type { SignedIds } from '../access/signed-ids';

export const GUEST_BOOKINGS_COOKIE = 'booklane_guest_bookings';
/** Only the booking routes read it. */
export const GUEST_BOOKINGS_COOKIE_PATH = '/api/bookings';
/** As far ahead as a feed shows bookings: the cookie outlives every booking it names that matters. */
export const GUEST_BOOKINGS_COOKIE_MAX_AGE = 180 * 24 * 3600;
/** The newest bookings of one browser (the cookie stays small). */
const MAX_BOOKINGS = 5;
const BOOKING_ID = /^[0-9a-f-]{36}$/;

export class GuestBrowserBookings {
  constructor(private readonly links: SignedIds) {}

  /** The cookie after this browser booked `bookingId` as a guest. */
  remember(cookie: string | undefined, bookingId: string): string {
    const ids = [bookingId, ...this.idsOf(cookie).filter((id) => id !== bookingId)].slice(0, MAX_BOOKINGS);
    return ids.map((id) => this.links.token(id)).join('~');
  }

  /** The ids of the genuine entries of the cookie, newest first. */
  idsOf(cookie: string | undefined): string[] {
    if (!cookie || cookie.length > 1000) return [];
    return cookie
      .split('~')
      .slice(0, MAX_BOOKINGS)
      .map((token) => this.links.idOf(token))
      .filter((id): id is string => id !== null && BOOKING_ID.test(id));
  }
}
