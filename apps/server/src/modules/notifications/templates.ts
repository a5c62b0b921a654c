// The emails of decisions.md 8.2, as text and HTML. Every value that a user typed (names, notes,
// service names, messages) goes through the escaping `html` template or stays in the text part;
// subjects carry no line breaks. Times are the business's local time with its zone's name.
import {
  ACCOUNT_TOKEN_LIFETIME_MINUTES,
  addDays,
  bookingReviewPath,
  businessPageHref,
  formatClockTime,
  formatMoney,
  hourCycleFor,
  managePagePath,
  minutesToTime,
  PAGE_PATHS,
  REVIEW_WINDOW_DAYS,
  TEAM_INVITE_LIFETIME_DAYS,
  leadTimeWords,
  zonedDateTimeToUtc,
  zonedNow,
  type AccountTokenPurpose,
  type HourCycle,
} from '@booklane/shared/domain';
import { type EmailKind } from '@booklane/shared/schemas';
import { html, safeHref, type SafeHtml } from './html';
import type {
  AccountFacts,
  BookingEvent,
  BookingFacts,
  ChatFacts,
  NotificationPayload,
  ReviewFacts,
  TeamInviteFacts,
  WaitlistJoinedFacts,
  WaitlistOfferFacts,
  WeeklySummaryFacts,
} from './payload';

export type RenderedMail = {
  subject: string;
  text: string;
  html: string;
};

/** Where a message's links lead (PUBLIC_URL and the web app's pages). */
export type MailLinks = {
  publicUrl: string;
  /** The token of an account email's link (made with the server's secret when the message is rendered). */
  accountToken?: (tokenId: string) => string;
  /** The token of a guest's manage link (likewise). */
  manageToken?: (bookingId: string) => string;
  /** The token of a team invitation's link (likewise). */
  inviteToken?: (inviteId: string) => string;
  /** The token of a guest's waitlist link (likewise). */
  waitlistToken?: (entryId: string) => string;
  /** The token of a held place's offer link, from the offer's id (likewise). */
  offerToken?: (offerId: string) => string;
};

// ---- times -----------------------------------------------------------------------------------

// Formatters are costly to build and every email uses some: one per zone (or style), kept.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const zoneName = (instant: Date, timeZone: string): string => {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' });
    zoneFormats.set(timeZone, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
};

const dateFormat = (short: boolean) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: short ? 'short' : 'long',
    day: 'numeric',
    month: short ? 'short' : 'long',
    year: 'numeric',
  });
const LONG_DATE = dateFormat(false);
const SHORT_DATE = dateFormat(true);

/** A calendar date (`YYYY-MM-DD`) as words; noon UTC keeps the day whatever the zone. */
function dateWords(date: string, short = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (short ? SHORT_DATE : LONG_DATE).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

type When = Pick<BookingFacts, 'bookingDate' | 'startTime' | 'startsAt'>;

/** The business's clock (docs/decisions/0032): every time of its emails is written on it, as its pages do. */
const clockOf = (b: BookingFacts): HourCycle =>
  hourCycleFor({ timezone: b.business.timezone, currency: b.currency });

/**
 * The booking's time in the business's zone and clock: `Tuesday 2 June 2026 at 10:00, Central
 * European Summer Time (Europe/Berlin)` (`10:00 AM` on a 12-hour clock); a date-only booking is
 * `(all day)`; a flexible one has no time.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function whenText(when: When, timeZone: string, clock: HourCycle): string {
  if (when.bookingDate && when.startTime) {
    const zone = when.startsAt ? zoneName(new Date(when.startsAt), timeZone) : timeZone;
    const label = zone === timeZone ? timeZone : `${zone} (${timeZone})`;
    return `${dateWords(when.bookingDate)} at ${formatClockTime(when.startTime, clock)}, ${label}`;
  }
  if (when.bookingDate) return `${dateWords(when.bookingDate)} (all day)`;
  return 'Flexible: the business agrees the time with you';
}

/** A short time for subjects: `Tue 2 Jun 2026, 10:00` (`10:00 AM` on a 12-hour clock). */
function whenShort(when: When, clock: HourCycle): string {
  if (when.bookingDate && when.startTime) {
    return `${dateWords(when.bookingDate, true)}, ${formatClockTime(when.startTime, clock)}`;
  }
  if (when.bookingDate) return dateWords(when.bookingDate, true);
  return 'flexible time';
}

// ---- layout ----------------------------------------------------------------------------------

type Detail = [label: string, value: string];

type Message = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Quoted words of a person (a cancellation reason, a chat message). */
  quote?: string;
  /** Quoted words with a line saying whose they are (a review, then the business's answer). */
  quotes?: Array<{ label: string; text: string }>;
  details: Detail[];
  /** The button; none when there is nowhere useful to go (a guest whose waitlist entry ended). */
  link?: { label: string; url: string };
  /** Why the person receives it (small print under the message). */
  footer?: string;
  /** A line after the button, in both parts (how to stop a regular email). */
  closing?: string;
};

/** Subjects are one line: no CR/LF (header injection) and not endless. */
function oneLine(text: string, max = 200): string {
  const flat = text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const BOOKING_FOOTER = 'You receive this email because of a booking or a message on Booklane.';

const QUOTE_STYLE =
  'margin:0 0 12px;padding:8px 12px;border-left:3px solid #d4d4d8;color:#3f3f46;white-space:pre-wrap;';

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function layout(message: Message): RenderedMail {
  const rows: SafeHtml[] = message.details.map(
    ([label, value]) =>
      html`<tr>
        <td style="padding:6px 12px 6px 0;color:#52525b;vertical-align:top;white-space:nowrap;">${label}</td>
        <td style="padding:6px 0;vertical-align:top;">${value}</td>
      </tr>`,
  );
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${message.subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f4f4f5;">
        <div
          style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:${FONT};font-size:16px;line-height:1.5;color:#18181b;"
        >
          <p style="margin:0 0 16px;font-weight:600;color:#4f46e5;">Booklane</p>
          <div style="background:#ffffff;border-radius:12px;padding:24px;">
            <h1 style="margin:0 0 12px;font-size:20px;line-height:1.3;">${message.heading}</h1>
            ${message.paragraphs.map((p) => html`<p style="margin:0 0 12px;">${p}</p>`)}
            ${message.quote ? html`<blockquote style="${QUOTE_STYLE}">${message.quote}</blockquote>` : null}
            ${(message.quotes ?? []).map(
              (q) =>
                html`<p style="margin:0 0 4px;font-weight:600;">${q.label}</p>
                  <blockquote style="${QUOTE_STYLE}">${q.text}</blockquote>`,
            )}
            <table role="presentation" style="border-collapse:collapse;margin:8px 0 20px;font-size:15px;">
              ${rows}
            </table>
            ${
              message.link
                ? html`<p style="margin:0;">
                    <a
                      href="${safeHref(message.link.url)}"
                      style="display:inline-block;background:#4f46e5;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600;"
                      >${message.link.label}</a
                    >
                  </p>`
                : null
            }
            ${message.closing ? html`<p style="margin:16px 0 0;font-size:14px;color:#3f3f46;">${message.closing}</p>` : null}
          </div>
          <p style="margin:16px 0 0;font-size:12px;color:#71717a;">${message.footer ?? BOOKING_FOOTER}</p>
        </div>
      </body>
    </html> `;
  const text = [
    message.heading,
    '',
    ...message.paragraphs.flatMap((p) => [p, '']),
    ...(message.quote ? [message.quote.replace(/^/gm, '> '), ''] : []),
    ...(message.quotes ?? []).flatMap((q) => [`${q.label}:`, q.text.replace(/^/gm, '> '), '']),
    ...message.details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(message.link ? [`${message.link.label}: ${message.link.url}`, ''] : []),
    ...(message.closing ? [message.closing, ''] : []),
    '-- ',
    'Booklane',
  ].join('\n');
  return { subject: oneLine(message.subject), text, html: body.value };
}

// ---- the messages -----------------------------------------------------------------------------

function bookingDetails(b: BookingFacts, forBusiness: boolean): Detail[] {
  const details: Detail[] = [
    ['Business', b.business.name],
    ['Service', b.serviceName],
    ['When', whenText(b, b.business.timezone, clockOf(b))],
  ];
  if (b.teamMemberName) details.push(['With', b.teamMemberName]);
  if (b.durationMinutes) details.push(['Duration', `${b.durationMinutes} min`]);
  if (b.price !== null) details.push(['Price', formatMoney(b.price, b.currency, b.customCurrency)]);
  if (forBusiness) {
    details.push(['Customer', `${b.customer.name}${b.customer.isGuest ? ' (guest)' : ''}`]);
    details.push(['Email', b.customer.email]);
    if (b.customer.phone) details.push(['Phone', b.customer.phone]);
  } else {
    if (b.business.address) details.push(['Address', b.business.address]);
    if (b.business.phone) details.push(['Phone', b.business.phone]);
  }
  if (b.notes) details.push(['Notes', b.notes]);
  return details;
}

/**
 * Where a customer follows the booking: the dashboard with an account; a guest, the booking's
 * manage page (decisions.md 8.3: every email to a guest carries it).
 */
function customerLink(b: BookingFacts, links: MailLinks): Message['link'] {
  if (!b.customer.isGuest)
    return { label: 'See your bookings', url: `${links.publicUrl}/customer/dashboard` };
  if (!links.manageToken) throw new Error('guest emails need the manage link signer');
  return { label: 'Manage your booking', url: `${links.publicUrl}/manage/${links.manageToken(b.bookingId)}` };
}

/**
 * Where the customer reviews the booking: the review page of the signed-in customer's booking, or
 * the guest's manage page (the same path builders as the web's routes).
 */
function reviewLink(b: BookingFacts, links: MailLinks): Message['link'] {
  if (!b.customer.isGuest)
    return { label: 'Write a review', url: `${links.publicUrl}${bookingReviewPath(b.bookingId)}` };
  if (!links.manageToken) throw new Error('guest emails need the manage link signer');
  return {
    label: 'Write a review',
    url: `${links.publicUrl}${managePagePath(links.manageToken(b.bookingId))}`,
  };
}

const businessLink = (links: MailLinks): Message['link'] => ({
  label: 'Open your dashboard',
  url: `${links.publicUrl}/business/dashboard`,
});

/** Whether the message has an invite attached: a flexible booking (no date) never has one. */
const carriesInvite = (b: BookingFacts, event: BookingEvent) =>
  event.invite !== null && b.bookingDate !== null;

function bookingMessage(kind: EmailKind, b: BookingFacts, event: BookingEvent, links: MailLinks): Message {
  const at = `${b.serviceName} at ${b.business.name}`;
  switch (kind) {
    case 'customer_booking_requested':
      return {
        subject: `Booking request received: ${at}, ${whenShort(b, clockOf(b))}`,
        heading: `Your request went to ${b.business.name}`,
        paragraphs: [
          `Hello ${b.customer.name}, ${b.business.name} will confirm your booking soon. We will email you as soon as they do.`,
        ],
        details: bookingDetails(b, false),
        link: customerLink(b, links),
      };
    case 'customer_booking_confirmed':
      return {
        subject: `Booking confirmed: ${at}, ${whenShort(b, clockOf(b))}`,
        heading: 'Your booking is confirmed',
        paragraphs: [
          `Hello ${b.customer.name}, ${b.business.name} looks forward to seeing you.`,
          ...(carriesInvite(b, event) ? ['The calendar invite is attached.'] : []),
        ],
        details: bookingDetails(b, false),
        link: customerLink(b, links),
      };
    case 'customer_booking_cancelled':
      return {
        subject: `Booking cancelled: ${at}, ${whenShort(b, clockOf(b))}`,
        heading:
          event.cancelledBy === 'customer'
            ? 'You cancelled your booking'
            : `${b.business.name} cancelled your booking`,
        paragraphs: [
          event.cancelledBy === 'customer'
            ? `Hello ${b.customer.name}, your booking is cancelled as you asked.`
            : `Hello ${b.customer.name}, ${b.business.name} had to cancel your booking.`,
          ...(carriesInvite(b, event) ? ['The calendar entry is removed by the attached update.'] : []),
        ],
        ...(event.reason ? { quote: event.reason } : {}),
        details: bookingDetails(b, false),
        link: customerLink(b, links),
      };
    case 'customer_booking_rescheduled':
      return {
        subject: `Booking moved: ${at}, now ${whenShort(b, clockOf(b))}`,
        heading: 'Your booking has a new time',
        paragraphs: [
          `Hello ${b.customer.name}, your booking now takes place ${whenText(b, b.business.timezone, clockOf(b))}.`,
          ...(event.previous ? [`It was ${whenText(event.previous, b.business.timezone, clockOf(b))}.`] : []),
          ...(b.status === 'pending'
            ? [`${b.business.name} will confirm the new time soon. We will email you as soon as they do.`]
            : []),
          ...(carriesInvite(b, event) ? ['The updated calendar invite is attached.'] : []),
        ],
        details: bookingDetails(b, false),
        link: customerLink(b, links),
      };
    case 'customer_booking_reminder':
      return {
        subject: `Reminder: ${at}, ${whenShort(b, clockOf(b))}`,
        heading: `See you soon at ${b.business.name}`,
        paragraphs: [
          event.leadMinutes
            ? `Hello ${b.customer.name}, your booking is in ${leadTimeWords(event.leadMinutes)}.`
            : `Hello ${b.customer.name}, this is a reminder of your booking.`,
          ...(b.customer.isGuest
            ? ['Cannot make it? Cancel or move it from the link below, so someone else can have the time.']
            : ['Cannot make it? Cancel or move it from your bookings, so someone else can have the time.']),
          ...(carriesInvite(b, event) ? ['The calendar invite is attached.'] : []),
        ],
        details: bookingDetails(b, false),
        link: customerLink(b, links),
      };
    case 'customer_booking_completed':
      return {
        subject: `How was ${at}?`,
        heading: `Thank you for visiting ${b.business.name}`,
        paragraphs: [
          `Hello ${b.customer.name}, ${b.business.name} marked your booking as completed.`,
          `Tell others how it went: a review takes a minute and helps ${b.business.name} and its next customers. You can write one for ${REVIEW_WINDOW_DAYS} days.`,
        ],
        details: bookingDetails(b, false),
        link: reviewLink(b, links),
      };
    case 'customer_review_reminder':
      return {
        subject: `A minute for a review? ${at}`,
        heading: `How was ${b.serviceName}?`,
        paragraphs: [
          `Hello ${b.customer.name}, you have not reviewed your visit to ${b.business.name} yet. Your stars and a few words help others choose.`,
          'We will not ask again.',
        ],
        details: bookingDetails(b, false),
        link: reviewLink(b, links),
      };
    case 'business_booking_created':
      return {
        subject:
          b.status === 'pending'
            ? `New booking request, action needed: ${b.serviceName}, ${whenShort(b, clockOf(b))}`
            : `New booking: ${b.serviceName}, ${whenShort(b, clockOf(b))}`,
        heading:
          b.status === 'pending' ? 'A new booking request needs your answer' : 'You have a new booking',
        paragraphs: [
          b.status === 'pending'
            ? `${b.customer.name} asked to book ${b.serviceName}. Confirm or cancel it from your dashboard.`
            : `${b.customer.name} booked ${b.serviceName}; the service accepts bookings at once, so it is confirmed.`,
        ],
        details: bookingDetails(b, true),
        link: businessLink(links),
      };
    case 'business_booking_from_waitlist':
      return {
        subject:
          b.status === 'pending'
            ? `Booked from the waitlist, action needed: ${b.serviceName}, ${whenShort(b, clockOf(b))}`
            : `Booked from the waitlist: ${b.serviceName}, ${whenShort(b, clockOf(b))}`,
        heading: `${b.customer.name} booked a freed place from your waitlist`,
        paragraphs: [
          `${b.customer.name} was waiting for ${b.serviceName} and booked the place that was held for them.`,
          b.status === 'pending'
            ? 'It needs your confirmation: confirm or cancel it from your dashboard.'
            : 'The service accepts bookings at once, so it is confirmed.',
        ],
        details: bookingDetails(b, true),
        link: businessLink(links),
      };
    case 'business_booking_cancelled':
      return {
        subject: `Booking cancelled by the customer: ${b.serviceName}, ${whenShort(b, clockOf(b))}`,
        heading: `${b.customer.name} cancelled a booking`,
        paragraphs: ['The time is free again for other customers.'],
        details: bookingDetails(b, true),
        link: businessLink(links),
      };
    case 'business_booking_rescheduled':
      return {
        subject: `Booking moved by the customer: ${b.serviceName}, now ${whenShort(b, clockOf(b))}`,
        heading: `${b.customer.name} moved a booking`,
        paragraphs: [
          `It now takes place ${whenText(b, b.business.timezone, clockOf(b))}.`,
          ...(event.previous ? [`It was ${whenText(event.previous, b.business.timezone, clockOf(b))}.`] : []),
          ...(b.status === 'pending' ? ['It needs your confirmation again.'] : []),
          ...(carriesInvite(b, event) ? ['The updated calendar invite is attached.'] : []),
        ],
        details: bookingDetails(b, true),
        link: businessLink(links),
      };
    case 'business_chat_message':
    case 'account_verify_email':
    case 'account_password_reset':
    case 'account_email_change':
    case 'account_email_change_notice':
    case 'team_invite':
    case 'waitlist_joined':
    case 'waitlist_offered':
    case 'waitlist_expired':
    case 'waitlist_withdrawn':
    case 'business_review_received':
    case 'customer_review_answered':
    case 'business_weekly_summary':
      throw new Error('not a booking message');
  }
}

function chatMessage(chat: ChatFacts, links: MailLinks): Message {
  return {
    subject: `New message from ${chat.customerName}`,
    heading: `${chat.customerName} wrote to ${chat.businessName}`,
    paragraphs: ['Answer from your dashboard: the conversation continues there.'],
    quote: chat.excerpt,
    details: [],
    link: businessLink(links),
  };
}

/** How long a link works, in words: `48 hours`, `1 hour`. */
function lifetimeWords(purpose: AccountTokenPurpose): string {
  const hours = ACCOUNT_TOKEN_LIFETIME_MINUTES[purpose] / 60;
  if (hours >= 72 && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? 'one hour' : `${hours} hours`;
}

function accountMessage(kind: EmailKind, account: AccountFacts, links: MailLinks): Message {
  if (!links.accountToken) throw new Error('account emails need the link signer');
  const token = encodeURIComponent(links.accountToken(account.tokenId));
  if (kind === 'account_verify_email') {
    return {
      subject: 'Please confirm your email address for Booklane',
      heading: 'Confirm your email address',
      paragraphs: [
        `Hello ${account.name}, please confirm that this address is yours: open the link below while signed in to your Booklane account. It works for ${lifetimeWords('verify_email')}, once.`,
        ...(account.role === 'customer'
          ? ['Bookings you made as a guest with this address will then show in your account.']
          : []),
        `Did you not create this account? Someone else used your address. Nothing joins their account unless they can read this email, and you can take the account over by choosing a new password: ${links.publicUrl}/forgot-password?role=${account.role}`,
      ],
      details: [],
      link: { label: 'Confirm email address', url: `${links.publicUrl}/verify-email?token=${token}` },
      footer:
        'You receive this email because this address was used for a Booklane account. If it was not you and you do not want the account, ignore it: nothing will change.',
    };
  }
  if (kind === 'account_email_change') {
    return {
      subject: 'Confirm your new email address for Booklane',
      heading: 'Confirm your new email address',
      paragraphs: [
        `Hello ${account.name}, you asked to use this address for your Booklane account. Open the link below while signed in to your account: the change takes effect then. It works for ${lifetimeWords('change_email')}, once.`,
      ],
      details: [],
      link: { label: 'Confirm new email address', url: `${links.publicUrl}/verify-email?token=${token}` },
      footer: 'If you did not ask for this, ignore this email: the account keeps its address.',
    };
  }
  if (kind === 'account_email_change_notice') {
    return {
      subject: 'Your Booklane email address is being changed',
      heading: 'Your email address is being changed',
      paragraphs: [
        `Hello ${account.name}, someone signed in to your Booklane account asked to change its email address to ${account.newEmail ?? 'another address'}. It changes once that address is confirmed.`,
        `Was this not you? Undo it with the link below within ${lifetimeWords('undo_email_change')}: the account keeps (or gets back) this address and is signed out everywhere. Then choose a new password.`,
      ],
      details: [],
      link: { label: 'Undo the change', url: `${links.publicUrl}/undo-email-change?token=${token}` },
      footer: 'If it was you, there is nothing to do.',
    };
  }
  return {
    subject: 'Reset your Booklane password',
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${account.name}, someone (we hope you) asked to reset the password of your Booklane account. Open the link below to choose a new one. It works for ${lifetimeWords('reset_password')}, once.`,
      'Setting a new password signs you out everywhere else.',
    ],
    details: [],
    link: { label: 'Choose a new password', url: `${links.publicUrl}/reset-password?token=${token}` },
    footer: 'If you did not ask for this, ignore this email: your password stays as it is.',
  };
}

/** An invitation to join a business's team with a staff account (decisions.md 9.2). */
function teamInviteMessage(invite: TeamInviteFacts, links: MailLinks): Message {
  if (!links.inviteToken) throw new Error('team invitations need the link signer');
  const token = encodeURIComponent(links.inviteToken(invite.inviteId));
  return {
    subject: `${invite.invitedBy} invited you to join ${invite.businessName} on Booklane`,
    heading: `Join ${invite.businessName} on Booklane`,
    paragraphs: [
      `Hello ${invite.memberName}, ${invite.invitedBy} invited you to join the team of ${invite.businessName}. With a business account you will see the business's calendar and handle your own bookings.`,
      `Open the link below and sign in with your business account, or create one. The link works for ${TEAM_INVITE_LIFETIME_DAYS} days, once.`,
    ],
    details: [
      ['Business', invite.businessName],
      ['Team member', invite.memberName],
    ],
    link: { label: 'Join the team', url: `${links.publicUrl}/join/${token}` },
    footer:
      'You receive this email because a business on Booklane entered this address for a member of its team. If you do not expect it, ignore it: nothing happens unless the link is opened.',
  };
}

const WAITLIST_FOOTER = 'You receive this email because this address joined a waitlist on Booklane.';

/**
 * How a person waiting leaves the line: a guest with the leave link (made from the entry's id), a
 * customer from their dashboard.
 */
function waitlistLeave(
  entry: { entryId: string; isGuest: boolean },
  links: MailLinks,
): { link: NonNullable<Message['link']>; leave: string } {
  if (entry.isGuest) {
    if (!links.waitlistToken) throw new Error('guest waitlist emails need the link signer');
    const url = `${links.publicUrl}/waitlist/leave/${encodeURIComponent(links.waitlistToken(entry.entryId))}`;
    return {
      link: { label: 'Leave the waitlist', url },
      leave: `Changed your mind? You can leave the waitlist at any time with this link: ${url}`,
    };
  }
  return {
    link: { label: 'See your waitlist', url: `${links.publicUrl}/customer/dashboard` },
    leave: 'Changed your mind? You can leave the waitlist at any time from your dashboard.',
  };
}

/**
 * A person joined a waitlist (decisions.md 9.3): the day and time range they wait for, their
 * place, and how to leave (a guest: the leave link; a customer: their dashboard).
 */
function waitlistJoinedMessage(entry: WaitlistJoinedFacts, links: MailLinks): Message {
  const clock = hourCycleFor({ timezone: entry.timezone, currency: entry.currency });
  const range = `${formatClockTime(entry.from, clock)}–${formatClockTime(entry.to, clock)}`;
  const day = dateWords(entry.date);
  const { link, leave } = waitlistLeave(entry, links);
  return {
    subject: `You are on the waitlist: ${entry.serviceName}, ${dateWords(entry.date, true)}`,
    heading: `You are on the waitlist of ${entry.businessName}`,
    paragraphs: [
      `Hello ${entry.name}, you joined the waitlist for ${entry.serviceName} on ${day}, between ${range}. You are number ${entry.position} in line.`,
      'When a place in that time frees up, the first person in line whom it suits is offered it by email and it is held for them for a short while.',
      leave,
    ],
    details: [
      ['Business', entry.businessName],
      ['Service', entry.serviceName],
      ['Date', day],
      ['Time range', `${range}, ${entry.timezone}`],
      ...(entry.teamMemberName ? ([['With', entry.teamMemberName]] as Detail[]) : []),
      ['Place in line', String(entry.position)],
    ],
    link,
    footer: WAITLIST_FOOTER,
  };
}

/**
 * A held place in words, on the business's clock and in its zone: `Tuesday 2 June 2026 at 10:00,
 * Central European Summer Time (Europe/Berlin)`; a date-only place is its day alone.
 */
function placeWhen(offer: WaitlistOfferFacts, clock: HourCycle): string {
  if (offer.startTime === null) return dateWords(offer.date);
  const startsAt = zonedDateTimeToUtc(offer.date, offer.startTime, offer.timezone);
  return whenText(
    { bookingDate: offer.date, startTime: offer.startTime, startsAt: startsAt?.toISOString() ?? null },
    offer.timezone,
    clock,
  );
}

/** The place for subjects: `Tue 2 Jun 2026 at 10:00`, or the short day alone (date-only). */
function placeShort(offer: WaitlistOfferFacts, clock: HourCycle): string {
  const day = dateWords(offer.date, true);
  return offer.startTime === null ? day : `${day} at ${formatClockTime(offer.startTime, clock)}`;
}

/**
 * When the hold runs out, on the business's clock: `10:15`, with its day when the hold ends on
 * another day than it began (a long hold over midnight): `Wed 3 Jun 2026, 09:00`.
 */
function holdEndText(offer: WaitlistOfferFacts, clock: HourCycle): string {
  const end = new Date(offer.expiresAt);
  const local = zonedNow(end, offer.timezone);
  const time = formatClockTime(minutesToTime(Math.floor(local.minutes)), clock);
  const began = zonedNow(new Date(end.getTime() - offer.holdMinutes * 60_000), offer.timezone);
  return began.date === local.date ? time : `${dateWords(local.date, true)}, ${time}`;
}

/**
 * A place held for a person in line (decisions.md 9.3): offered (the link to book it or pass on
 * it), its hold ran out (the person left the line), or the business took it back (the person
 * waits again).
 */
function waitlistOfferMessage(kind: EmailKind, offer: WaitlistOfferFacts, links: MailLinks): Message {
  const clock = hourCycleFor({ timezone: offer.timezone, currency: offer.currency });
  const when = placeWhen(offer, clock);
  const short = `${offer.serviceName}, ${placeShort(offer, clock)}`;
  const place = `${offer.serviceName} at ${offer.businessName} on ${when}${offer.teamMemberName ? ` with ${offer.teamMemberName}` : ''}`;
  const until = holdEndText(offer, clock);
  const details: Detail[] = [
    ['Business', offer.businessName],
    ['Service', offer.serviceName],
    ['When', when],
    ...(offer.teamMemberName ? ([['With', offer.teamMemberName]] as Detail[]) : []),
  ];
  if (kind === 'waitlist_offered') {
    if (!links.offerToken) throw new Error('waitlist offer emails need the link signer');
    const url = `${links.publicUrl}/waitlist/offers/${encodeURIComponent(links.offerToken(offer.offerId))}`;
    return {
      subject: `A place freed up: ${short}`,
      heading: 'A place is held for you',
      paragraphs: [
        `Hello ${offer.name}, a place you were waiting for freed up: ${place}.`,
        `It is held for you until ${until} (${leadTimeWords(offer.holdMinutes)}). After that it goes to the next person in line.`,
        ...(offer.needsApproval
          ? [
              `${offer.businessName} confirms bookings of this service itself: booking it sends them a request, and we will email you as soon as they answer.`,
            ]
          : []),
        'Cannot make it? Pass on it from the same page, so the next person in line gets it sooner.',
      ],
      details: [...details, ['Held until', `${until}, ${offer.timezone}`]],
      link: { label: 'Book it', url },
      footer: WAITLIST_FOOTER,
    };
  }
  if (kind === 'waitlist_expired') {
    return {
      subject: `Your held place has gone to the next person: ${short}`,
      heading: 'Your held place has gone to the next person',
      paragraphs: [
        `Hello ${offer.name}, the place for ${place} was held for you until ${until}. It was not booked in time, so it went to the next person in line.`,
        `You are no longer on the waitlist for that day. If you still want to go, book another time or join the waitlist again on ${offer.businessName}'s page.`,
      ],
      details,
      ...(offer.isGuest
        ? {}
        : { link: { label: 'Open your dashboard', url: `${links.publicUrl}/customer/dashboard` } }),
      footer: WAITLIST_FOOTER,
    };
  }
  if (kind === 'waitlist_withdrawn') {
    const { link, leave } = waitlistLeave(offer, links);
    return {
      subject: `The place held for you is no longer available: ${short}`,
      heading: 'The place held for you is no longer available',
      paragraphs: [
        `Hello ${offer.name}, ${offer.businessName} took back the place for ${place} that was held for you (for example, after a change to its hours), so it can no longer be booked.`,
        'You are still on the waitlist for that day: when another place frees up, we will offer it to you by email.',
        leave,
      ],
      details,
      link,
      footer: WAITLIST_FOOTER,
    };
  }
  throw new Error(`not a waitlist offer message: ${kind}`);
}

// ---- reviews and the weekly summary (decisions.md 9.4) ---------------------------------------

/** `★★★★☆ 4 out of 5`: the stars drawn, and said in words for readers that do not show them. */
function starsText(rating: number): string {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return `${'★'.repeat(full)}${'☆'.repeat(5 - full)} ${rating} out of 5`;
}

/** The first word of a name (`Gina van der Berg` is `Gina`): how the business's email greets a reviewer. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || 'A customer';
}

const REVIEW_FOOTER = 'You receive this email because of a review on Booklane.';

/** A review was published (decisions.md 9.4): its stars and words, to the business. */
function reviewReceivedMessage(review: ReviewFacts, links: MailLinks): Message {
  const who = firstName(review.reviewerName);
  return {
    subject: `New review (${review.rating}/5) from ${who}: ${review.serviceName}`,
    heading: `${who} reviewed ${review.serviceName}`,
    paragraphs: [
      `${review.businessName} has a new review: ${starsText(review.rating)}.`,
      review.text
        ? 'Answer it from the Reviews tab of your dashboard: your answer shows under the review on your page, and the customer hears of it.'
        : 'They gave stars without words. You can still answer it from the Reviews tab of your dashboard.',
    ],
    ...(review.text ? { quotes: [{ label: `${who} wrote`, text: review.text }] } : {}),
    details: [
      ['Rating', starsText(review.rating)],
      ['Service', review.serviceName],
      ['From', who],
    ],
    link: { label: 'See your reviews', url: `${links.publicUrl}${PAGE_PATHS.businessDashboard}?tab=reviews` },
    footer: REVIEW_FOOTER,
  };
}

/** The business answered a review for the first time: the review and the answer, to its author. */
function reviewAnsweredMessage(review: ReviewFacts, links: MailLinks): Message {
  const page = businessPageHref({ _id: '', username: review.businessUsername });
  return {
    subject: `${review.businessName} answered your review`,
    heading: `${review.businessName} answered your review`,
    paragraphs: [
      `Hello ${review.reviewerName}, ${review.businessName} answered your review of ${review.serviceName}. The answer shows under your review on their page.`,
    ],
    quotes: [
      { label: `Your review (${starsText(review.rating)})`, text: review.text || '(stars only)' },
      { label: `${review.businessName} answered`, text: review.answer ?? '' },
    ],
    details: [
      ['Business', review.businessName],
      ['Service', review.serviceName],
    ],
    link: { label: `Visit ${review.businessName}`, url: `${links.publicUrl}${page}` },
    footer: REVIEW_FOOTER,
  };
}

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
/** `25 May` (noon UTC keeps the calendar day). */
function dayMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return DAY_MONTH.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A business's week, Monday to Sunday in its zone (decisions.md 9.4), to its owner on the Monday
 * morning after; every one says how to turn it off.
 */
function weeklySummaryMessage(summary: WeeklySummaryFacts, links: MailLinks): Message {
  const money = (amount: number) => formatMoney(amount, summary.currency, summary.customCurrency);
  const profile = `${links.publicUrl}${PAGE_PATHS.businessProfile}`;
  const nextFrom = addDays(summary.weekEnd, 1);
  return {
    subject: `Your week at ${summary.businessName}, ${dayMonth(summary.weekStart)} – ${dayMonth(summary.weekEnd)}: ${counted(summary.bookings, 'booking')}, ${money(summary.revenue)}`,
    heading: `${summary.businessName}: your week`,
    paragraphs: [
      `Hello ${summary.ownerName}, here is how ${summary.businessName} did from ${dateWords(summary.weekStart)} to ${dateWords(summary.weekEnd)} (${summary.timezone}). Bookings count by their day.`,
      `Coming up: ${counted(summary.nextWeekBookings, 'booking')} from ${dateWords(nextFrom)} to ${dateWords(addDays(nextFrom, 6))}.`,
    ],
    details: [
      ['Bookings', String(summary.bookings)],
      ['Completed', String(summary.completed)],
      ['Revenue', money(summary.revenue)],
      ['Cancellations', String(summary.cancellations)],
      ['No-shows', String(summary.noShows)],
      ['New customers', String(summary.newCustomers)],
      [
        'Average rating',
        summary.averageRating === null
          ? 'No new reviews'
          : `${summary.averageRating.toFixed(1)} out of 5 (${counted(summary.reviewCount, 'review')})`,
      ],
      ['Next week', counted(summary.nextWeekBookings, 'booking')],
    ],
    link: { label: 'Open Insights', url: `${links.publicUrl}${PAGE_PATHS.businessDashboard}?tab=insights` },
    closing: `Do not want this email? Turn off "Weekly summary email" in your profile: ${profile}`,
    footer: `You receive this summary every Monday because you own ${summary.businessName} on Booklane.`,
  };
}

/** Names are one line wherever they stand (a name typed with a line break cannot start a new line). */
function oneLineNames(payload: NotificationPayload): NotificationPayload {
  if (payload.type === 'account') {
    return { type: 'account', account: { ...payload.account, name: oneLine(payload.account.name) } };
  }
  if (payload.type === 'team-invite') {
    const { invite } = payload;
    return {
      type: 'team-invite',
      invite: {
        ...invite,
        businessName: oneLine(invite.businessName),
        memberName: oneLine(invite.memberName),
        invitedBy: oneLine(invite.invitedBy),
      },
    };
  }
  if (payload.type === 'waitlist-joined') {
    const { entry } = payload;
    return {
      type: 'waitlist-joined',
      entry: {
        ...entry,
        name: oneLine(entry.name),
        serviceName: oneLine(entry.serviceName),
        businessName: oneLine(entry.businessName),
        teamMemberName: entry.teamMemberName === null ? null : oneLine(entry.teamMemberName),
      },
    };
  }
  if (payload.type === 'waitlist-offer') {
    const { offer } = payload;
    return {
      type: 'waitlist-offer',
      offer: {
        ...offer,
        name: oneLine(offer.name),
        serviceName: oneLine(offer.serviceName),
        businessName: oneLine(offer.businessName),
        teamMemberName: offer.teamMemberName === null ? null : oneLine(offer.teamMemberName),
      },
    };
  }
  if (payload.type === 'review') {
    const { review } = payload;
    return {
      type: 'review',
      review: {
        ...review,
        businessName: oneLine(review.businessName),
        serviceName: oneLine(review.serviceName),
        reviewerName: oneLine(review.reviewerName),
      },
    };
  }
  if (payload.type === 'weekly-summary') {
    const { summary } = payload;
    return {
      type: 'weekly-summary',
      summary: {
        ...summary,
        businessName: oneLine(summary.businessName),
        ownerName: oneLine(summary.ownerName),
      },
    };
  }
  if (payload.type === 'chat') {
    const { chat } = payload;
    return {
      type: 'chat',
      chat: { ...chat, businessName: oneLine(chat.businessName), customerName: oneLine(chat.customerName) },
    };
  }
  const { booking } = payload;
  return {
    ...payload,
    booking: {
      ...booking,
      serviceName: oneLine(booking.serviceName),
      ...(booking.teamMemberName ? { teamMemberName: oneLine(booking.teamMemberName) } : {}),
      business: { ...booking.business, name: oneLine(booking.business.name) },
      customer: { ...booking.customer, name: oneLine(booking.customer.name) },
    },
  };
}

/** The subject, text and HTML of a notification. */
export function renderMail(kind: EmailKind, payload: NotificationPayload, links: MailLinks): RenderedMail {
  const safe = oneLineNames(payload);
  switch (safe.type) {
    case 'chat':
      return layout(chatMessage(safe.chat, links));
    case 'account':
      return layout(accountMessage(kind, safe.account, links));
    case 'team-invite':
      return layout(teamInviteMessage(safe.invite, links));
    case 'waitlist-joined':
      return layout(waitlistJoinedMessage(safe.entry, links));
    case 'waitlist-offer':
      return layout(waitlistOfferMessage(kind, safe.offer, links));
    case 'booking':
      return layout(bookingMessage(kind, safe.booking, safe.event, links));
    case 'review':
      return layout(
        kind === 'customer_review_answered'
          ? reviewAnsweredMessage(safe.review, links)
          : reviewReceivedMessage(safe.review, links),
      );
    case 'weekly-summary':
      return layout(weeklySummaryMessage(safe.summary, links));
  }
}
