// Business constants and limits of spec section 9 (and the few numbers decisions.md adds), in
// one place so the form, the server and the database checks cannot drift apart.

/** Account roles; the role choice screen defaults to customer (spec section 5). */
export const USER_ROLES = ['business', 'customer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = 'customer';

/** `local` marks a password account; the others come from external sign-in (decisions.md section 3). */
export const AUTH_PROVIDERS = ['local', 'google', 'facebook'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];
/** The external sign-in providers: every provider but a local password. */
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const satisfies readonly AuthProvider[];

export const MESSAGE_MAX_LENGTH = 1000;
export const UNREAD_BADGE_CAP = 99;
export const AVATAR_INITIALS_MAX = 2;

export const PASSWORD_MIN_LENGTH = 6;
/** decisions.md section 3: bounds the work of hashing an attacker-chosen input. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The purposes of an account email's link (decisions.md 8.5; docs/decisions/0030): verify the
 * address, reset the password, confirm a new address (the change waits for it), and undo a change
 * (sent to the old address).
 */
export const ACCOUNT_TOKEN_PURPOSES = [
  'verify_email',
  'reset_password',
  'change_email',
  'undo_email_change',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];
/**
 * How long a link of an account email works: 48 hours to verify or to confirm a new address, one
 * hour to reset a password, a week to undo a change of address.
 */
export const ACCOUNT_TOKEN_LIFETIME_MINUTES: Record<AccountTokenPurpose, number> = {
  verify_email: 48 * 60,
  reset_password: 60,
  change_email: 48 * 60,
  undo_email_change: 7 * 24 * 60,
};
/** A sign-in this recent counts as proof of who is asking where there is no password to ask for. */
export const RECENT_SIGN_IN_MINUTES = 10;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Words that would shadow a route of the app or the server (decisions.md section 3). */
export const RESERVED_USERNAMES = [
  'login',
  'business',
  'customer',
  'auth',
  'api',
  'uploads',
  'assets',
  // Pages of the account emails and of the guests' manage links (decisions.md 8.3, 8.5).
  'verify-email',
  'reset-password',
  'undo-email-change',
  'forgot-password',
  'manage',
  // The terms and the privacy notice (issue 39).
  'terms',
  'privacy',
] as const;

export const CUSTOM_CURRENCY_MAX_LENGTH = 10;

export const BOOKING_INTERVAL_MIN = 1;
export const BOOKING_INTERVAL_MAX = 720;
export const BOOKING_INTERVAL_DEFAULT = 30;
export const COMMON_BOOKING_INTERVALS = [15, 30, 45, 60, 90, 120] as const;

export const ADVANCE_BOOKING_LIMIT_MIN = 1;
export const ADVANCE_BOOKING_LIMIT_MAX = 365;
export const ADVANCE_BOOKING_LIMIT_DEFAULT = 30;

export const SLOTS_PER_TIME_SLOT_MIN = 1;
export const SLOTS_PER_TIME_SLOT_MAX = 100;
export const SLOTS_PER_TIME_SLOT_DEFAULT = 1;

/** Length used to fit a slot before closing time when a service has no duration. */
export const DEFAULT_SLOT_DURATION_MINUTES = 30;
/** Duration, when the service has one: at least 1 minute (spec section 5). */
export const SERVICE_DURATION_MIN_MINUTES = 1;
/** Price, when the service has one: at least 0, in steps of 0.01 (spec section 5). */
export const SERVICE_PRICE_MIN = 0;
export const SERVICE_PRICE_STEP = 0.01;
/** A service must fit in one day: slots are a grid inside one day's opening hours. */
export const SERVICE_DURATION_MAX_MINUTES = 1440;
/** Fits the database column numeric(12, 2). */
export const SERVICE_PRICE_MAX = 1_000_000_000;
/**
 * Break hours of one service. A break names every weekday it applies to, so 20 covers a
 * different lunch and two short pauses on every weekday; it keeps each slot computation bounded.
 */
export const BREAK_HOURS_MAX = 20;

/** Opening intervals one weekday may have (a split shift: 09:00-12:00 and 14:00-19:00). */
export const DAY_INTERVALS_MAX = 4;

/** Lengths the spec leaves open; chosen generously, only to keep rows and pages bounded. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const ADDRESS_MAX_LENGTH = 300;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const URL_MAX_LENGTH = 2048;
export const NOTES_MAX_LENGTH = 1000;
/** A business's words when it cancels a booking (decisions.md 8.5). */
export const CANCELLATION_REASON_MAX_LENGTH = 500;

// Customer self-service (decisions.md 8.3): the business's policy.
/** Hours before the start until which a customer may cancel or reschedule. */
export const CANCELLATION_NOTICE_HOURS_MIN = 0;
export const CANCELLATION_NOTICE_HOURS_MAX = 720;
export const CANCELLATION_NOTICE_HOURS_DEFAULT = 24;
/** How long a place freed for the waitlist is held for the first in line (decisions.md 9.3). */
export const WAITLIST_HOLD_MINUTES_MIN = 5;
export const WAITLIST_HOLD_MINUTES_MAX = 1440;
export const WAITLIST_HOLD_MINUTES_DEFAULT = 15;
/** The longest range of days the business's waitlist answers at once (ours). */
export const WAITLIST_LIST_RANGE_MAX_DAYS = 62;
/** How long before the start each reminder goes out: up to three lead times, 5 minutes to 7 days. */
export const REMINDER_LEAD_MINUTES_MIN = 5;
export const REMINDER_LEAD_MINUTES_MAX = 7 * 24 * 60;
export const REMINDER_LEADS_MAX = 3;
export const REMINDER_LEAD_MINUTES_DEFAULT: readonly number[] = [24 * 60];
/** A guest's manage link works until this many days after the booking's start. */
export const MANAGE_LINK_VALID_DAYS = 7;
/** Who cancelled a booking (decisions.md 8.3). */
export const CANCELLED_BY = ['business', 'customer'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** What a line of a booking's history says happened (decisions.md 9.2: the owner sees who acted). */
export const BOOKING_EVENT_ACTIONS = [
  'created',
  'confirmed',
  'cancelled',
  'completed',
  'no-show',
  'rescheduled',
] as const;
export type BookingEventAction = (typeof BOOKING_EVENT_ACTIONS)[number];
/** Who acted: the customer (or guest), the business's owner, one of its staff, or the system. */
export const BOOKING_ACTOR_ROLES = ['customer', 'guest', 'owner', 'staff', 'system'] as const;
export type BookingActorRole = (typeof BOOKING_ACTOR_ROLES)[number];
/**
 * How far back the business may record a booking made after the fact (a walk-in or a phone call
 * entered later; decisions.md 9.2, docs/decisions/0033).
 */
export const BUSINESS_BOOKING_PAST_DAYS = 7;
/** How long a staff invitation link works (decisions.md 9.2). */
export const TEAM_INVITE_LIFETIME_DAYS = 7;

// Availability v2 (decisions.md 8.4).
/** Minutes kept free before and after each booking of a service. */
export const BUFFER_MINUTES_MIN = 0;
export const BUFFER_MINUTES_MAX = 240;
/** How long before its start a time can still be booked, in minutes (a week at most). */
export const MINIMUM_NOTICE_MINUTES_MIN = 0;
export const MINIMUM_NOTICE_MINUTES_MAX = 10_080;
/** The longest range one availability answer covers, in days. */
export const AVAILABILITY_RANGE_MAX_DAYS = 62;
/**
 * What one availability answer holds at most (issue 32, docs/decisions/0030): each time counts 1,
 * and 1 more for each team member it lists. Whole days are answered from `from` while they fit
 * (the first day always, its times cut at the budget), so no setting (a 1-minute interval, a year
 * ahead, a team of 50) makes an answer bigger than about 600 KB; the caller asks again from the
 * day after the last one answered.
 */
export const AVAILABILITY_ANSWER_BUDGET = 10_000;
/** Date overrides (closures, one-off hours) a business keeps at most. */
export const DATE_OVERRIDES_MAX = 200;
export const DATE_OVERRIDE_NOTE_MAX_LENGTH = 100;
/** Team members (decisions.md 9.1): how many a business keeps, and their texts' lengths. */
export const TEAM_MEMBERS_MAX = 50;
export const TEAM_MEMBER_TITLE_MAX_LENGTH = 100;
/** Blocks (time off): the longest one, the longest range one list covers, the note's length. */
export const BLOCK_MAX_DAYS = 366;
export const BLOCK_LIST_RANGE_MAX_DAYS = 366;
export const BLOCK_NOTE_MAX_LENGTH = 200;
/** A calendar feed lists bookings from this many days back to this many ahead. */
export const CALENDAR_FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_DAYS_AHEAD = 180;

export const HEARTBEAT_INTERVAL_MS = 60_000;
/** A business without a heartbeat for this long is offline (decisions.md section 6). */
export const PRESENCE_TTL_MS = 150_000;
export const MARK_READ_THROTTLE_MS = 2_000;
export const UNREAD_SUMMARY_CACHE_MS = 5_000;
/**
 * How long the signed-in owner's business answer is kept and shared (spec section 9's business
 * cache; it is also what throttles the navigation bar's reload of it to once per 10 s).
 */
export const MY_BUSINESSES_CACHE_MS = 10_000;
/** Delay of the single retry of the business and unread calls after HTTP 429. */
export const RATE_LIMIT_RETRY_DELAY_MS = 1_000;
/** Directory pages (`GET /api/directory`): businesses per page, by default and at most. */
export const DIRECTORY_PAGE_SIZE = 24;
export const DIRECTORY_PAGE_SIZE_MAX = 100;
/**
 * `GET /api/businesses` (the spec's array): the best matches, this many by default and at most
 * DIRECTORY_PAGE_SIZE_MAX (`?limit=`); the rest through `GET /api/directory` (issue 32).
 */
export const DIRECTORY_LIST_SIZE = 50;
/** A business's customers (`GET /api/businesses/{id}/customers`, decisions.md 9.4): per page, by default and at most. */
export const CUSTOMERS_PAGE_SIZE = 20;
export const CUSTOMERS_PAGE_MAX = 100;
/** The longest customer search the server reads. */
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;
/** A business's private note on a customer, and its tags (decisions.md 9.4). */
export const CUSTOMER_NOTE_MAX_LENGTH = 2000;
export const CUSTOMER_TAGS_MAX = 10;
export const CUSTOMER_TAG_MAX_LENGTH = 30;
/** The longest range of insights and of a bookings export (`from`..`to`, both inclusive). */
export const INSIGHTS_RANGE_MAX_DAYS = 366;
export const MESSAGE_PAGE_SIZE = 50;
/** Upper bound of `limit` on the messages call, so one request cannot ask for the whole history. */
export const MESSAGE_PAGE_SIZE_MAX = 100;
/** Delay before the realtime connection restarts with a new token after sign-in. */
export const RECONNECT_AFTER_TOKEN_MS = 500;

/** The business-status socket (spec section 9). */
export const STATUS_SOCKET = {
  timeoutMs: 20_000,
  reconnectionAttempts: 3,
  reconnectionDelayMs: 2_000,
  reconnectionDelayMaxMs: 5_000,
  transports: ['websocket', 'polling'],
  ownRetryMaxAttempts: 5,
  ownRetryBaseDelayMs: 3_000,
  ownRetryMaxDelayMs: 30_000,
  connectThrottleMs: 5_000,
  initialConnectDelayMs: 1_000,
  statePollFastMs: 2_000,
  statePollFastCount: 10,
  statePollSlowMs: 30_000,
  statusRequestTimeoutMs: 5_000,
} as const;

/** Delay before the status socket's own retry number `attempt` (0-based): min(3000 x 2^attempt, 30000). */
export function statusSocketRetryDelayMs(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt));
  return Math.min(STATUS_SOCKET.ownRetryBaseDelayMs * 2 ** n, STATUS_SOCKET.ownRetryMaxDelayMs);
}

/** The chat socket (spec section 9). */
export const CHAT_SOCKET = {
  reconnectionAttempts: 5,
  reconnectionDelayMs: 1_000,
} as const;

/** Browser storage keys (spec section 3). */
export const LOCAL_STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  customerRemovedBookings: 'customerRemovedBookings',
  businessRemovedBookings: 'businessRemovedBookings',
  /**
   * The accounts the customer dashboard has welcomed in this browser (issue 39): a new account's
   * first visit says "Welcome", every later one "Welcome back". Ids only, the newest few.
   */
  welcomedAccounts: 'welcomedAccounts',
} as const;
export const SESSION_STORAGE_KEYS = {
  oauthRole: 'oauthRole',
  /**
   * The random value of the external sign-in this tab started: sent in the start's `state`, it
   * comes back on /auth/callback as `state`, and only a return carrying it signs in (single use).
   */
  oauthNonce: 'oauthNonce',
  /** The page of this app an external sign-in leads back to (the login's `?next=`), single use. */
  oauthReturnTo: 'oauthReturnTo',
  pendingBusinessUsername: 'pendingBusinessUsername',
} as const;

/** Browser events dispatched after a booking is removed (spec section 4). */
export const BOOKING_REMOVED_EVENTS = {
  business: 'businessBookingRemoved',
  customer: 'customerBookingRemoved',
} as const;

/** Error codes the external sign-in return carries to /login?error=... (spec section 2). */
export const OAUTH_CALLBACK_ERRORS = ['oauth_failed', 'invalid_callback', 'callback_error'] as const;
export type OAuthCallbackError = (typeof OAUTH_CALLBACK_ERRORS)[number];
/**
 * The server's external sign-in return (`/auth/callback?error=...`) when the provider's verified
 * email belongs to an account whose own email is not verified (decisions.md 8.5): nothing is
 * linked, nobody is signed in.
 */
export const OAUTH_PASSWORD_ACCOUNT_ERROR = 'email_registered_with_password';
/** Why `/login?error=oauth_failed` happened, when the web app can say more (`&reason=...`). */
export const OAUTH_FAILURE_REASONS = ['password_account'] as const;
export type OAuthFailureReason = (typeof OAUTH_FAILURE_REASONS)[number];

// ---- integrations (decisions.md 9.5) ----------------------------------------------------------

/** What a webhook can listen to (decisions.md 9.5), and the test event its "Send test event" sends. */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.completed',
  'booking.no_show',
  'review.created',
  'waitlist.offered',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** Webhooks a business keeps at most, the longest target address, the deliveries one log lists. */
export const WEBHOOKS_MAX = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DELIVERIES_LISTED = 50;
/** What of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_LENGTH = 500;
/** How long one delivery attempt may take, and how long retries go on (decisions.md 9.5: 24 h). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_RETRY_HOURS = 24;
/** A delivery's states: waiting for its first attempt, between attempts, done, given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** API tokens (decisions.md 9.5): what a token may do, how many an account keeps, its name's length. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKENS_MAX = 20;
export const API_TOKEN_NAME_MAX_LENGTH = 60;
/** Every API token starts so: a bearer token with it is a token, not a session. */
export const API_TOKEN_PREFIX = 'blk_';

/** Busy times from another calendar (decisions.md 9.5): how often it is read, and its limits. */
export const BUSY_CALENDAR_READ_MINUTES = 10;
export const BUSY_CALENDAR_TIMEOUT_MS = 5_000;
export const BUSY_CALENDAR_MAX_BYTES = 2 * 1024 * 1024;
export const BUSY_CALENDAR_URL_MAX_LENGTH = 2000;
/** Events (`BEGIN:VEVENT`) a calendar may hold: a larger one is refused before it is parsed. */
export const BUSY_CALENDAR_MAX_EVENTS = 10_000;
/** Busy times are kept from a day back to this many days ahead. */
export const BUSY_CALENDAR_DAYS_AHEAD = 366;
/** Where a block comes from: the owner (or staff), or a member's other calendar. */
export const BLOCK_SOURCES = ['owner', 'calendar'] as const;

/** The business page's photos (issue 39 item 2): how many, their widths, the alt text's length. */
export const BUSINESS_PHOTOS_MAX = 12;
/** Each photo is stored at these widths (never wider than the upload), as AVIF and WebP. */
export const BUSINESS_PHOTO_WIDTHS = [480, 960, 1600] as const;
export const BUSINESS_PHOTO_ALT_MAX_LENGTH = 200;
/** A photo may be larger than a logo: a phone's picture is a few megabytes. */
export const BUSINESS_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** How far ahead the business page looks for its next free time. */
export const NEXT_FREE_DAYS = 14;
