// Every rate limit of the product in one table: what is counted, per what, how many, over how
// long. Services take the limits they enforce from here (built by the composition root over one
// counter store); tests and docs read the numbers here.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type LimitSpec = { name: string; max: number; windowMs: number };

export const LIMITS = {
  // Sign-in (docs/decisions/0014): failures only; the owner's trusted browser has its own count.
  loginFailuresPerIp: { name: 'login-fail-ip', max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { name: 'login-fail-account', max: 30, windowMs: 15 * MINUTE },
  loginFailuresPerDevice: { name: 'login-fail-device', max: 10, windowMs: 15 * MINUTE },
  registrationFailures: { name: 'register-fail', max: 10, windowMs: 15 * MINUTE },
  accountsCreated: { name: 'accounts-created', max: 100, windowMs: HOUR },
  // Account emails (decisions.md 8.5).
  verificationResends: { name: 'verify-resend', max: 5, windowMs: HOUR },
  resetRequests: { name: 'reset-request', max: 10, windowMs: 15 * MINUTE },
  resetEmails: { name: 'reset-email', max: 3, windowMs: HOUR },
  // Chat.
  chatSends: { name: 'chat-send', max: 60, windowMs: MINUTE },
  newChats: { name: 'chat-new', max: 20, windowMs: HOUR },
  // Bookings: each one emails the business, so one caller or one booking takes only so many.
  guestBookings: { name: 'guest-booking', max: 20, windowMs: HOUR },
  customerBookings: { name: 'customer-booking', max: 30, windowMs: HOUR },
  bookingChanges: { name: 'booking-change', max: 10, windowMs: 24 * HOUR },
  // Reviews (docs/decisions/0023).
  reviewReports: { name: 'review-report', max: 20, windowMs: HOUR },
  reviewGuestWrites: { name: 'review-guest-write', max: 10, windowMs: HOUR },
  // Staff invitations per business (decisions.md 9.2): each one emails an address the owner typed.
  teamInvites: { name: 'team-invite', max: 20, windowMs: HOUR },
  // Guests joining a waitlist (decisions.md 9.3), per client address and per address typed: each one is an email.
  waitlistGuestJoins: { name: 'waitlist-guest-join', max: 5, windowMs: HOUR },
  // Test events per webhook (decisions.md 9.5): each one is a request to an address the owner typed.
  webhookTests: { name: 'webhook-test', max: 10, windowMs: MINUTE },
  // Busy calendar addresses saved per account (decisions.md 9.5): each save reads and parses a
  // stranger's file of up to 2 MB at once. Removing one is never limited.
  busyCalendarSaves: { name: 'busy-calendar-save', max: 10, windowMs: HOUR },
  // Preview cards drawn anew per client address (issue 32): a card already drawn is free.
  previewRenders: { name: 'preview-render', max: 30, windowMs: MINUTE },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;
