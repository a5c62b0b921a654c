// Every page of the web app (spec section 2), as route patterns (`:name` is one path segment).
// The web's router declares its routes from these; the server answers 404 for any other address
// (docs/decisions/0021). No validation library here: small screens import it.

export const PAGE_PATHS = {
  /** The directory ("Explore Businesses"). */
  explore: '/',
  /** The welcome page: choose customer or business, then log in or register. */
  welcome: '/login',
  businessLogin: '/business/login',
  businessRegister: '/business/register',
  customerLogin: '/customer/login',
  customerRegister: '/customer/register',
  /** Where an external sign-in (Google, Facebook) returns. */
  authCallback: '/auth/callback',
  /** 'Forgot password?': ask for a reset link by email (`?role=` names the login to go back to). */
  forgotPassword: '/forgot-password',
  /** The link of the password-reset email (decisions.md 8.5): `?token=`. */
  resetPassword: '/reset-password',
  /** The link of the verification email (decisions.md 8.5): `?token=`. */
  verifyEmail: '/verify-email',
  /** The link of the notice to the old address of a change of email (docs/decisions/0030): `?token=`. */
  undoEmailChange: '/undo-email-change',
  /** A guest's manage link, in every email about a guest booking (decisions.md 8.3); no sign-in. */
  manageBooking: '/manage/:token',
  /** The link of a team invitation (decisions.md 9.2): join the business's team as a staff account. */
  joinTeam: '/join/:token',
  /** A guest's leave link, in the waitlist emails (decisions.md 9.3); no sign-in. */
  waitlistLeave: '/waitlist/leave/:token',
  /** The link of a waitlist offer (email, live banner, dashboard): a held place to book or pass on. */
  waitlistOffer: '/waitlist/offers/:token',
  /** The terms of use and the privacy notice (issue 39), filled from the operator's configuration. */
  terms: '/terms',
  privacy: '/privacy',
  businessDashboard: '/business/dashboard',
  /** The steps after business registration (issue 33): hours, a first service, the team, the link. */
  businessOnboarding: '/business/onboarding',
  businessProfile: '/business/profile',
  businessHistory: '/business/history',
  /** One customer of the business (decisions.md 9.4): `:key` is the customer's key, percent-encoded. */
  businessCustomer: '/business/customers/:key',
  customerDashboard: '/customer/dashboard',
  customerProfile: '/customer/profile',
  customerHistory: '/customer/history',
  customerMessages: '/customer/messages',
  /** Where the review emails take a signed-in customer (links: `bookingReviewPath`). */
  customerBookingReview: '/customer/bookings/:bookingId/review',
  /**
   * The booking flow alone, for other sites to frame (decisions.md 9.5): no navigation, footer or
   * chat. `/embed.js` opens it in an overlay or puts it inline. The one page that may be framed.
   */
  embed: '/embed/:username',
  /** A business page by id (route pattern; build links with `businessPageHref`). */
  businessById: '/customer/business/:businessId',
  /** A business's public page by username (route pattern; links: `businessPageHref`). */
  businessByUsername: '/:username',
} as const;

/**
 * The owner's dashboard opened on one booking: its Bookings tab, scrolled to the booking's card
 * (the events of the owner's calendar feed link to it, issue 39).
 */
export function businessBookingHref(bookingId: string): string {
  return `${PAGE_PATHS.businessDashboard}?tab=bookings&booking=${encodeURIComponent(bookingId)}`;
}

/** The name of a page of the app (a key of `PAGE_PATHS`). */
type AppPageName = keyof typeof PAGE_PATHS;

const PATTERNS: ReadonlyArray<readonly [AppPageName, RegExp]> = (
  Object.entries(PAGE_PATHS) as Array<[AppPageName, string]>
).map(([name, pattern]) => [name, new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`)] as const);

/**
 * Which page of the app `path` (no query) is, as the router matches it (a trailing slash is
 * ignored), or null when it is none. A page with a fixed address wins over a business's: a single
 * segment that names no other page is `businessByUsername` (a business, or nothing: only the
 * database knows).
 */
export function appPageOf(path: string): AppPageName | null {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PATTERNS.find(([, pattern]) => pattern.test(bare))?.[0] ?? null;
}
