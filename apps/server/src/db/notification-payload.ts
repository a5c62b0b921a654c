// What a notification says, captured when it is caused and stored with it (`notifications.payload`),
// so that a message sent minutes later, or retried hours later, tells what happened then. Types
// only: the schema stores them, the notifications module makes and renders them.
import type { AccountTokenPurpose, BookingStatus, UserRole } from '@booklane/shared/domain';
import type { EmailKind } from '@booklane/shared/schemas';

/** A booking as its emails and invites describe it. */
export type BookingFacts = {
  bookingId: string;
  status: BookingStatus;
  serviceName: string;
  /** Who does it (decisions.md 9.1); absent in messages written before teams. */
  teamMemberName?: string | null;
  durationMinutes: number | null;
  price: number | null;
  currency: string;
  customCurrency: string | null;
  notes: string;
  /** Business-local `YYYY-MM-DD` / `HH:mm`; null by booking type (date-only has no time, flexible neither). */
  bookingDate: string | null;
  startTime: string | null;
  /** The UTC start (ISO), when the booking has a date and a time. */
  startsAt: string | null;
  /** The invite's SEQUENCE at this event. */
  icsSequence: number;
  business: {
    id: string;
    name: string;
    username: string;
    email: string;
    phone: string;
    address: string;
    timezone: string;
  };
  customer: { name: string; email: string; phone: string | null; isGuest: boolean };
};

/** What happened to the booking, beyond its state now. */
export type BookingEvent = {
  /** The calendar invite the message carries, if any. */
  invite: 'REQUEST' | 'CANCEL' | null;
  cancelledBy?: 'business' | 'customer';
  /** The business's words when it cancels (decisions.md 8.5), quoted to the customer. */
  reason?: string;
  /** The time before a reschedule. */
  previous?: Pick<BookingFacts, 'bookingDate' | 'startTime' | 'startsAt'>;
  /** A reminder: how long before the start it goes out. */
  leadMinutes?: number;
  /** Who made the change the message tells of (a reschedule). */
  by?: 'business' | 'customer';
};

export type ChatFacts = {
  chatId: string;
  businessName: string;
  customerName: string;
  /** The start of the message (the email never carries a whole conversation). */
  excerpt: string;
};

/**
 * An account email: whom it greets and which link it carries. The link's token is not stored: it
 * is made from `tokenId` with the server's secret when the message is rendered (access/signed-ids.ts).
 */
export type AccountFacts = {
  purpose: AccountTokenPurpose;
  tokenId: string;
  name: string;
  role: UserRole;
  /** A change of address: the address asked for (in both the confirmation and the notice). */
  newEmail?: string;
};

/**
 * An invitation to join a team (decisions.md 9.2). Like an account email's, the link's token is
 * made from `inviteId` when the message is rendered.
 */
export type TeamInviteFacts = {
  inviteId: string;
  businessName: string;
  memberName: string;
  /** Who invited (the owner's name). */
  invitedBy: string;
};

/**
 * A person joined a waitlist (decisions.md 9.3). A guest's leave link is made from `entryId` when
 * the message is rendered (only the id is stored), like an account email's.
 */
export type WaitlistJoinedFacts = {
  entryId: string;
  name: string;
  isGuest: boolean;
  serviceName: string;
  businessName: string;
  /** The business's zone and currency: its clock (docs/decisions/0032). */
  timezone: string;
  currency: string;
  /** Business-local `YYYY-MM-DD`, and the window's `HH:mm` ends. */
  date: string;
  from: string;
  to: string;
  teamMemberName: string | null;
  position: number;
};

/**
 * A place freed and held for a person in line (decisions.md 9.3), told when it is offered
 * (`waitlist_offered`, with the claim link made from `offerId` when sent: `PUBLIC_URL/waitlist/offers/{token}`),
 * when its hold ran out unclaimed (`waitlist_expired`: the person left the line), or when the
 * business took the place back (`waitlist_withdrawn`: the person waits again).
 */
export type WaitlistOfferFacts = {
  offerId: string;
  entryId: string;
  name: string;
  isGuest: boolean;
  serviceName: string;
  businessName: string;
  /** The business's zone and currency: its clock (docs/decisions/0032). */
  timezone: string;
  currency: string;
  /** Business-local `YYYY-MM-DD` and `HH:mm` (null: a date-only place). */
  date: string;
  startTime: string | null;
  teamMemberName: string | null;
  /** When the hold runs out (ISO instant), and how long it was. */
  expiresAt: string;
  holdMinutes: number;
  /** The business confirms bookings of this service itself: a claim is a request. */
  needsApproval: boolean;
};

/**
 * A review as its emails tell it (decisions.md 9.4): to the business when it is published
 * (`business_review_received`), and to its author when the business first answers it
 * (`customer_review_answered`, with `answer`).
 */
export type ReviewFacts = {
  reviewId: string;
  businessName: string;
  /** The business page's address (`/{username}`) is built from it. */
  businessUsername: string;
  serviceName: string;
  /** The reviewer's name (an account's, else the guest's); the business's email shows the first name. */
  reviewerName: string;
  rating: number;
  /** '' when the reviewer gave stars only. */
  text: string;
  answer: string | null;
};

/**
 * One business's week (decisions.md 9.4), Monday to Sunday in its zone, for its owner on the
 * Monday morning after (`business_weekly_summary`): the Insights tab's figures of those days
 * (bookings count by their day; see `insightsFiguresSchema`), and what is coming up.
 */
export type WeeklySummaryFacts = {
  businessId: string;
  businessName: string;
  ownerName: string;
  timezone: string;
  currency: string;
  customCurrency: string | null;
  /** Business-local `YYYY-MM-DD`: the Monday and the Sunday of the week summarised. */
  weekStart: string;
  weekEnd: string;
  /** Every booking of the week's days, whatever became of it. */
  bookings: number;
  completed: number;
  /** The prices of the completed bookings (business currency units). */
  revenue: number;
  cancellations: number;
  noShows: number;
  /** People whose first booking with the business falls in the week. */
  newCustomers: number;
  /** The published reviews written in the week: their average stars (null: none) and count. */
  averageRating: number | null;
  reviewCount: number;
  /** Pending and confirmed bookings of the seven days from this Monday on. */
  nextWeekBookings: number;
};

export type NotificationPayload =
  | { type: 'booking'; booking: BookingFacts; event: BookingEvent }
  | { type: 'chat'; chat: ChatFacts }
  | { type: 'account'; account: AccountFacts }
  | { type: 'team-invite'; invite: TeamInviteFacts }
  | { type: 'waitlist-joined'; entry: WaitlistJoinedFacts }
  | { type: 'waitlist-offer'; offer: WaitlistOfferFacts }
  | { type: 'review'; review: ReviewFacts }
  | { type: 'weekly-summary'; summary: WeeklySummaryFacts };

/** One message to write: the row of the delivery log and the job that sends it. */
export type NewNotification = {
  kind: EmailKind;
  to: { name: string; email: string };
  payload: NotificationPayload;
  bookingId?: string;
  chatId?: string;
  /** Not before this instant (reminders). */
  sendAfter?: Date;
};
