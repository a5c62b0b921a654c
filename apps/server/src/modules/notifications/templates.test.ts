import { describe, expect, it } from 'vitest';
import type {
  BookingEvent,
  BookingFacts,
  NotificationPayload,
  ReviewFacts,
  WaitlistJoinedFacts,
  WaitlistOfferFacts,
  WeeklySummaryFacts,
} from './payload';
import { renderMail, whenText } from './templates';

const at = (bookingDate: string, startTime: string, startsAt: string) => ({
  bookingDate,
  startTime,
  startsAt,
});

describe('whenText', () => {
  it('names the zone in force at the booking across the spring change in Berlin', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(whenText(at('2026-03-29', '01:30', '2026-03-29T00:30:00.000Z'), 'Europe/Berlin', 'h23')).toMatch(
      /^Sunday,? 29 March 2026 at 01:30, Central European Standard Time \(Europe\/Berlin\)$/,
    );
    expect(whenText(at('2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'), 'Europe/Berlin', 'h23')).toMatch(
      /^Sunday,? 29 March 2026 at 03:00, Central European Summer Time \(Europe\/Berlin\)$/,
    );
  });

  it('names the zone in force at the booking across both changes in New York, on its 12-hour clock', () => {
    // 1 November 2026: 02:00 EDT becomes 01:00 EST; 01:30 happens twice.
    const zone = 'America/New_York';
    expect(whenText(at('2026-11-01', '00:30', '2026-11-01T04:30:00.000Z'), zone, 'h12')).toMatch(
      /^Sunday,? 1 November 2026 at 12:30 AM, Eastern Daylight Time \(America\/New_York\)$/,
    );
    expect(whenText(at('2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'), zone, 'h12')).toMatch(
      /at 1:30 AM, Eastern Daylight Time/,
    );
    expect(whenText(at('2026-11-01', '01:30', '2026-11-01T06:30:00.000Z'), zone, 'h12')).toMatch(
      /at 1:30 AM, Eastern Standard Time/,
    );
    expect(whenText(at('2026-11-01', '03:00', '2026-11-01T08:00:00.000Z'), zone, 'h12')).toMatch(
      /^Sunday,? 1 November 2026 at 3:00 AM, Eastern Standard Time \(America\/New_York\)$/,
    );
    // 8 March 2026: 02:00 EST becomes 03:00 EDT.
    expect(whenText(at('2026-03-08', '01:30', '2026-03-08T06:30:00.000Z'), zone, 'h12')).toMatch(
      /^Sunday,? 8 March 2026 at 1:30 AM, Eastern Standard Time/,
    );
    expect(whenText(at('2026-03-08', '03:00', '2026-03-08T07:00:00.000Z'), zone, 'h12')).toMatch(
      /^Sunday,? 8 March 2026 at 3:00 AM, Eastern Daylight Time/,
    );
  });

  it('keeps the calendar date whatever the zone, says "(all day)" for date-only, no time for flexible', () => {
    // A date far east and far west of UTC is still the same day.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Berlin']) {
      expect(whenText({ bookingDate: '2026-06-08', startTime: null, startsAt: null }, zone, 'h12')).toMatch(
        /^Monday,? 8 June 2026 \(all day\)$/,
      );
    }
    expect(whenText({ bookingDate: null, startTime: null, startsAt: null }, 'Europe/Berlin', 'h23')).toBe(
      'Flexible: the business agrees the time with you',
    );
  });
});

function facts(overrides: Partial<BookingFacts> = {}): BookingFacts {
  return {
    bookingId: '3f0c6f0e-9d5c-4f43-9a55-0d0f1c1b2a3e',
    status: 'pending',
    serviceName: 'Haircut',
    durationMinutes: 45,
    price: 40,
    currency: 'EUR',
    customCurrency: null,
    notes: '',
    bookingDate: '2026-06-02',
    startTime: '10:00',
    startsAt: '2026-06-02T08:00:00.000Z',
    icsSequence: 0,
    business: {
      id: 'b1',
      name: 'Lindenhof Salon',
      username: 'lindenhof',
      email: 'salon@example.com',
      phone: '+49 30 123',
      address: 'Lindenstraße 1, Berlin',
      timezone: 'Europe/Berlin',
    },
    customer: { name: 'Gina Guest', email: 'gina@example.com', phone: null, isGuest: true },
    ...overrides,
  };
}

const links = { publicUrl: 'https://booklane.example.test', manageToken: (id: string) => `${id}.mac` };
const booking = (b: BookingFacts, event: BookingEvent = { invite: null }): NotificationPayload => ({
  type: 'booking',
  booking: b,
  event,
});

describe('renderMail', () => {
  it('escapes what people typed in the HTML and keeps subjects on one line', () => {
    const hostile = facts({
      serviceName: 'Cut\r\nBcc: attacker@example.com',
      notes: '<script>alert(1)</script>\n"quoted" & \'single\'',
      business: { ...facts().business, name: 'Salon <b onmouseover=alert(2)>' },
      customer: {
        name: 'Mallory\r\nBcc: attacker@example.com <img src=x>',
        email: 'm@example.com',
        phone: null,
        isGuest: true,
      },
    });
    for (const kind of [
      'customer_booking_requested',
      'customer_booking_confirmed',
      'business_booking_created',
    ] as const) {
      const mail = renderMail(kind, booking(hostile, { invite: 'REQUEST' }), links);
      expect(mail.subject, kind).not.toMatch(/[\r\n]/);
      expect(mail.html, kind).not.toMatch(/<script|<img|<b /i);
      expect(mail.html, kind).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html, kind).toContain('&quot;quoted&quot; &amp; &#39;single&#39;');
      expect(mail.html, kind).toContain('Salon &lt;b onmouseover=alert(2)&gt;');
      // Names are one line in the text too: a line break in a name cannot start a new line.
      expect(mail.text, kind).not.toMatch(/^Bcc:/m);
      expect(mail.text, kind).toContain('<script>alert(1)</script>');
    }
    const long = renderMail(
      'customer_booking_requested',
      booking(facts({ serviceName: 'x'.repeat(100) })),
      links,
    );
    expect(long.subject.length).toBeLessThanOrEqual(200);
  });

  it('quotes a cancellation reason on every line of the text, escaped in the HTML', () => {
    const mail = renderMail(
      'customer_booking_cancelled',
      booking(facts({ status: 'cancelled' }), {
        invite: 'CANCEL',
        cancelledBy: 'business',
        reason: 'Burst pipe <today> & no water.\nSorry!',
      }),
      links,
    );
    expect(mail.subject).toMatch(/^Booking cancelled: Haircut at Lindenhof Salon, /);
    expect(mail.text).toContain('Lindenhof Salon cancelled your booking');
    expect(mail.text).toContain('> Burst pipe <today> & no water.\n> Sorry!');
    expect(mail.text).toContain('The calendar entry is removed by the attached update.');
    expect(mail.html).toMatch(
      /<blockquote[^>]*>Burst pipe &lt;today&gt; &amp; no water\.\nSorry!<\/blockquote>/,
    );
  });

  it('mentions an invite only when the message carries one: never for a flexible booking', () => {
    const flexible = facts({ bookingDate: null, startTime: null, startsAt: null, status: 'confirmed' });
    const confirmed = renderMail(
      'customer_booking_confirmed',
      booking(flexible, { invite: 'REQUEST' }),
      links,
    );
    expect(confirmed.text).not.toContain('calendar');
    expect(confirmed.subject).toMatch(/, flexible time$/);
    const cancelled = renderMail(
      'customer_booking_cancelled',
      booking(flexible, { invite: 'CANCEL', cancelledBy: 'business' }),
      links,
    );
    expect(cancelled.text).not.toContain('calendar');
    const dated = renderMail('customer_booking_confirmed', booking(facts(), { invite: 'REQUEST' }), links);
    expect(dated.text).toContain('The calendar invite is attached.');
  });

  it("writes every time on the business's clock: 24-hour in Berlin, 12-hour in New York", () => {
    const berlin = renderMail('customer_booking_requested', booking(facts()), links);
    expect(berlin.subject).toMatch(/, Tue,? 2 Jun 2026, 10:00$/);
    expect(berlin.text).toMatch(/When: Tuesday,? 2 June 2026 at 10:00, Central European Summer Time/);
    const newYork = facts({
      startTime: '15:30',
      startsAt: '2026-06-02T19:30:00.000Z',
      currency: 'USD',
      business: { ...facts().business, timezone: 'America/New_York' },
    });
    const mail = renderMail('business_booking_created', booking(newYork), links);
    expect(mail.subject).toMatch(/, Tue,? 2 Jun 2026, 3:30 PM$/);
    expect(mail.text).toMatch(/When: Tuesday,? 2 June 2026 at 3:30 PM, Eastern Daylight Time/);
    expect(mail.html).toContain('3:30 PM');
    expect(mail.html).not.toContain('15:30');
  });

  it('tells the business of a place claimed from its waitlist, and whether it must confirm it', () => {
    const pending = renderMail('business_booking_from_waitlist', booking(facts()), links);
    expect(pending.subject).toMatch(
      /^Booked from the waitlist, action needed: Haircut, Tue,? 2 Jun 2026, 10:00$/,
    );
    expect(pending.text).toContain('Gina Guest booked a freed place from your waitlist');
    expect(pending.text).toContain('It needs your confirmation');
    expect(pending.text).toMatch(/When: Tuesday,? 2 June 2026 at 10:00, Central European Summer Time/);
    expect(pending.text).toContain('Customer: Gina Guest (guest)');
    expect(pending.html).toContain('href="https://booklane.example.test/business/dashboard"');
    const confirmed = renderMail(
      'business_booking_from_waitlist',
      booking(facts({ status: 'confirmed' })),
      links,
    );
    expect(confirmed.subject).toMatch(/^Booked from the waitlist: Haircut, Tue,? 2 Jun 2026, 10:00$/);
    expect(confirmed.text).not.toContain('It needs your confirmation');
    expect(confirmed.text).toContain('so it is confirmed');
  });

  it('tells the business whether it must act, and links each reader to their page', () => {
    const pending = renderMail('business_booking_created', booking(facts()), links);
    expect(pending.subject).toMatch(/^New booking request, action needed: Haircut, /);
    expect(pending.text).toContain('https://booklane.example.test/business/dashboard');
    const confirmed = renderMail('business_booking_created', booking(facts({ status: 'confirmed' })), links);
    expect(confirmed.subject).toMatch(/^New booking: Haircut, /);

    // A guest has no account: the link is the booking's manage page (decisions.md 8.3).
    const toGuest = renderMail('customer_booking_requested', booking(facts()), links);
    expect(toGuest.html).toContain(`href="https://booklane.example.test/manage/${facts().bookingId}.mac"`);
    expect(toGuest.text).toContain(
      `Manage your booking: https://booklane.example.test/manage/${facts().bookingId}.mac`,
    );
    const account = facts({
      customer: { name: 'Casey', email: 'c@example.com', phone: null, isGuest: false },
    });
    const toCustomer = renderMail('customer_booking_requested', booking(account), links);
    expect(toCustomer.html).toContain('href="https://booklane.example.test/customer/dashboard"');
  });

  it('quotes a chat message escaped, under a one-line subject', () => {
    const mail = renderMail(
      'business_chat_message',
      {
        type: 'chat',
        chat: {
          chatId: 'c1',
          businessName: 'Lindenhof Salon',
          customerName: 'Cora\r\nBcc: x@example.com',
          excerpt: 'Hi <b>there</b>\nFriday?',
        },
      },
      links,
    );
    expect(mail.subject).toBe('New message from Cora Bcc: x@example.com');
    expect(mail.text).toContain('> Hi <b>there</b>\n> Friday?');
    expect(mail.html).toContain('Hi &lt;b&gt;there&lt;/b&gt;\nFriday?');
    expect(mail.html).not.toContain('<b>there');
  });
});

describe('account emails', () => {
  const links = { publicUrl: 'https://booklane.example', accountToken: (id: string) => `${id}.mac+/=` };
  const account = (purpose: 'verify_email' | 'reset_password', name: string): NotificationPayload => ({
    type: 'account',
    account: { purpose, tokenId: 'row-1', name, role: 'customer' },
  });

  it('carries the verification link, made from the row id, and says how long it works', () => {
    const mail = renderMail('account_verify_email', account('verify_email', 'Ada'), links);
    expect(mail.subject).toBe('Please confirm your email address for Booklane');
    const url = 'https://booklane.example/verify-email?token=row-1.mac%2B%2F%3D';
    expect(mail.text).toContain(`Confirm email address: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain('It works for 48 hours, once.');
    expect(mail.text).toContain('Bookings you made as a guest with this address');
  });

  it('carries the reset link, says it works for one hour, and what ignoring it means', () => {
    const mail = renderMail('account_password_reset', account('reset_password', 'Ada'), links);
    expect(mail.subject).toBe('Reset your Booklane password');
    expect(mail.text).toContain('https://booklane.example/reset-password?token=row-1.mac%2B%2F%3D');
    expect(mail.text).toContain('It works for one hour, once.');
    expect(mail.html).toContain('If you did not ask for this, ignore this email');
  });

  it('escapes a hostile name and keeps it on one line', () => {
    const mail = renderMail(
      'account_verify_email',
      account('verify_email', '<img src=x onerror=alert(1)>\r\nBcc: victim@example.com'),
      links,
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Bcc: victim@example.com');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)> Bcc: victim@example.com,');
  });
});

describe('team invitations', () => {
  const links = { publicUrl: 'https://booklane.example', inviteToken: (id: string) => `${id}.mac+/=` };
  const invite = (businessName: string): NotificationPayload => ({
    type: 'team-invite',
    invite: { inviteId: 'row-1', businessName, memberName: 'Maya', invitedBy: 'Olive' },
  });

  it('carries the join link, made from the row id, and says how long it works', () => {
    const mail = renderMail('team_invite', invite('Studio Nine'), links);
    expect(mail.subject).toBe('Olive invited you to join Studio Nine on Booklane');
    const url = 'https://booklane.example/join/row-1.mac%2B%2F%3D';
    expect(mail.text).toContain(`Join the team: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain('Hello Maya, Olive invited you to join the team of Studio Nine.');
    expect(mail.text).toContain('The link works for 7 days, once.');
  });

  it('escapes a hostile business name and keeps the subject on one line', () => {
    const mail = renderMail('team_invite', invite('<b>Evil</b>\r\nBcc: victim@example.com'), links);
    expect(mail.subject).toBe('Olive invited you to join <b>Evil</b> Bcc: victim@example.com on Booklane');
    expect(mail.html).not.toContain('<b>Evil');
    expect(mail.html).toContain('&lt;b&gt;Evil&lt;/b&gt; Bcc: victim@example.com');
  });
});

describe('waitlist emails', () => {
  const links = { publicUrl: 'https://booklane.example', waitlistToken: (id: string) => `${id}.mac+/=` };
  const joined = (overrides: Partial<WaitlistJoinedFacts> = {}): NotificationPayload => ({
    type: 'waitlist-joined',
    entry: {
      entryId: 'entry-1',
      name: 'Gina',
      isGuest: true,
      serviceName: 'Cut',
      businessName: 'Studio Nine',
      timezone: 'America/New_York',
      currency: 'USD',
      date: '2026-06-02',
      from: '10:00',
      to: '13:30',
      teamMemberName: 'Maya',
      position: 3,
      ...overrides,
    },
  });

  it("tells a guest their place and carries the leave link, made from the entry's id", () => {
    const mail = renderMail('waitlist_joined', joined(), links);
    expect(mail.subject).toBe('You are on the waitlist: Cut, Tue, 2 Jun 2026');
    const url = 'https://booklane.example/waitlist/leave/entry-1.mac%2B%2F%3D';
    expect(mail.text).toContain(`You can leave the waitlist at any time with this link: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain('between 10:00 AM–1:30 PM. You are number 3 in line.');
    expect(mail.text).toContain('Maya');
  });

  it('sends a customer to the dashboard instead, and escapes what people typed', () => {
    const mail = renderMail(
      'waitlist_joined',
      joined({ isGuest: false, name: '<b>Ada</b>\r\nBcc: x@example.com', teamMemberName: null }),
      { publicUrl: 'https://booklane.example' },
    );
    expect(mail.text).toContain('https://booklane.example/customer/dashboard');
    expect(mail.text).not.toContain('/waitlist/leave/');
    expect(mail.html).not.toContain('<b>Ada');
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt; Bcc: x@example.com');
  });
});

describe('waitlist offer emails', () => {
  const links = {
    publicUrl: 'https://booklane.example',
    waitlistToken: (id: string) => `${id}.mac+/=`,
    offerToken: (id: string) => `${id}.offer+/=`,
  };
  const offerFacts = (overrides: Partial<WaitlistOfferFacts> = {}): WaitlistOfferFacts => ({
    offerId: 'offer-1',
    entryId: 'entry-1',
    name: 'Gina',
    isGuest: true,
    serviceName: 'Cut',
    businessName: 'Studio Nine',
    timezone: 'America/New_York',
    currency: 'USD',
    date: '2026-06-02',
    startTime: '15:30',
    teamMemberName: 'Maya',
    // 11:15 in New York (EDT, UTC-4), a 15-minute hold from 11:00.
    expiresAt: '2026-06-02T15:15:00.000Z',
    holdMinutes: 15,
    needsApproval: false,
    ...overrides,
  });
  const offer = (overrides: Partial<WaitlistOfferFacts> = {}): NotificationPayload => ({
    type: 'waitlist-offer',
    offer: offerFacts(overrides),
  });
  const offerUrl = 'https://booklane.example/waitlist/offers/offer-1.offer%2B%2F%3D';

  it("offers the held place on the business's clock, until when, with the link made from the offer's id", () => {
    const mail = renderMail('waitlist_offered', offer(), links);
    expect(mail.subject).toMatch(/^A place freed up: Cut, Tue,? 2 Jun 2026 at 3:30 PM$/);
    expect(mail.text).toContain('A place is held for you');
    expect(mail.text).toMatch(
      /Cut at Studio Nine on Tuesday,? 2 June 2026 at 3:30 PM, Eastern Daylight Time \(America\/New_York\) with Maya\./,
    );
    expect(mail.text).toContain(
      'It is held for you until 11:15 AM (15 minutes). After that it goes to the next person in line.',
    );
    expect(mail.text).toContain('Held until: 11:15 AM, America/New_York');
    expect(mail.text).toContain(`Book it: ${offerUrl}`);
    expect(mail.html).toContain(`href="${offerUrl}"`);
    expect(mail.text).toContain('Pass on it from the same page, so the next person in line gets it sooner.');
    expect(mail.text).not.toContain('confirms bookings of this service itself');
    expect(mail.html).not.toContain('15:30');
    expect(mail.html).toContain('You receive this email because this address joined a waitlist');
  });

  it('says the business confirms the booking when the service needs approval', () => {
    const mail = renderMail('waitlist_offered', offer({ needsApproval: true }), links);
    expect(mail.text).toContain(
      'Studio Nine confirms bookings of this service itself: booking it sends them a request',
    );
  });

  it('offers a date-only place by its day alone, and names the day a long hold ends on', () => {
    const mail = renderMail(
      'waitlist_offered',
      offer({
        startTime: null,
        timezone: 'Europe/Berlin',
        currency: 'EUR',
        // 09:00 on 3 June in Berlin (CEST, UTC+2), a 24-hour hold from the day before.
        expiresAt: '2026-06-03T07:00:00.000Z',
        holdMinutes: 1440,
      }),
      links,
    );
    expect(mail.subject).toMatch(/^A place freed up: Cut, Tue,? 2 Jun 2026$/);
    expect(mail.text).toMatch(/Cut at Studio Nine on Tuesday,? 2 June 2026 with Maya\./);
    expect(mail.text).toMatch(/When: Tuesday,? 2 June 2026\n/);
    expect(mail.text).not.toContain('all day');
    expect(mail.text).toMatch(/held for you until Wed,? 3 Jun 2026, 09:00 \(24 hours\)/);
  });

  it('refuses to send an offer without its link signer', () => {
    expect(() => renderMail('waitlist_offered', offer(), { publicUrl: 'https://booklane.example' })).toThrow(
      /link signer/,
    );
  });

  it('tells a person their hold ran out and that they left the line', () => {
    const guest = renderMail('waitlist_expired', offer(), links);
    expect(guest.subject).toMatch(
      /^Your held place has gone to the next person: Cut, Tue,? 2 Jun 2026 at 3:30 PM$/,
    );
    expect(guest.text).toContain('was held for you until 11:15 AM');
    expect(guest.text).toContain('You are no longer on the waitlist for that day.');
    // A guest has nowhere to go: no button, no link.
    expect(guest.text).not.toContain('https://');
    expect(guest.html).not.toContain('<a');
    const customer = renderMail('waitlist_expired', offer({ isGuest: false }), links);
    expect(customer.html).toContain('href="https://booklane.example/customer/dashboard"');
  });

  it('tells a person the business took the place back and that they still wait, with the leave link', () => {
    const guest = renderMail('waitlist_withdrawn', offer(), links);
    expect(guest.subject).toMatch(
      /^The place held for you is no longer available: Cut, Tue,? 2 Jun 2026 at 3:30 PM$/,
    );
    expect(guest.text).toContain('Studio Nine took back the place for Cut');
    expect(guest.text).toContain('You are still on the waitlist for that day');
    const leave = 'https://booklane.example/waitlist/leave/entry-1.mac%2B%2F%3D';
    expect(guest.text).toContain(`Leave the waitlist: ${leave}`);
    expect(guest.html).toContain(`href="${leave}"`);
    expect(guest.text).not.toContain('/waitlist/offers/');
    const customer = renderMail('waitlist_withdrawn', offer({ isGuest: false }), links);
    expect(customer.html).toContain('href="https://booklane.example/customer/dashboard"');
    expect(customer.text).not.toContain('/waitlist/leave/');
  });

  it('escapes what people typed and keeps subjects and names on one line', () => {
    for (const kind of ['waitlist_offered', 'waitlist_expired', 'waitlist_withdrawn'] as const) {
      const mail = renderMail(
        kind,
        offer({
          name: '<b>Ada</b>\r\nBcc: x@example.com',
          serviceName: 'Cut\r\nBcc: y@example.com',
          businessName: 'Salon <img src=x>',
        }),
        links,
      );
      expect(mail.subject, kind).not.toMatch(/[\r\n]/);
      expect(mail.text, kind).not.toMatch(/^Bcc:/m);
      expect(mail.html, kind).not.toMatch(/<b>Ada|<img/);
      expect(mail.html, kind).toContain('&lt;b&gt;Ada&lt;/b&gt; Bcc: x@example.com');
    }
  });
});

describe('the review emails (decisions.md 9.4)', () => {
  const links = { publicUrl: 'https://booklane.example' };
  const reviewFacts = (overrides: Partial<ReviewFacts> = {}): NotificationPayload => ({
    type: 'review',
    review: {
      reviewId: 'r1',
      businessName: 'Lindenhof Salon',
      businessUsername: 'lindenhof',
      serviceName: 'Haircut',
      reviewerName: 'Gina van der Berg',
      rating: 4,
      text: 'Lovely cut.\nWill come back.',
      answer: null,
      ...overrides,
    },
  });

  it('tells the business the stars, the words, the service and the first name, with its Reviews tab', () => {
    const mail = renderMail('business_review_received', reviewFacts(), links);
    expect(mail.subject).toBe('New review (4/5) from Gina: Haircut');
    expect(mail.text).toContain('Gina reviewed Haircut');
    expect(mail.text).toContain('Lindenhof Salon has a new review: ★★★★☆ 4 out of 5.');
    expect(mail.text).toContain('Gina wrote:\n> Lovely cut.\n> Will come back.');
    expect(mail.text).toContain('Rating: ★★★★☆ 4 out of 5');
    expect(mail.text).toContain('Service: Haircut');
    expect(mail.text).toContain('From: Gina');
    // The business sees the first name only here, as the brief of the email asks.
    expect(mail.text).not.toContain('van der Berg');
    expect(mail.text).toContain('See your reviews: https://booklane.example/business/dashboard?tab=reviews');
    expect(mail.html).toContain('href="https://booklane.example/business/dashboard?tab=reviews"');
  });

  it('says so when a review has stars only', () => {
    const mail = renderMail('business_review_received', reviewFacts({ text: '', rating: 5 }), links);
    expect(mail.subject).toBe('New review (5/5) from Gina: Haircut');
    expect(mail.text).toContain('They gave stars without words.');
    expect(mail.text).not.toContain('wrote:');
  });

  it("tells the reviewer the business's answer beside their review, with the business's page", () => {
    const mail = renderMail(
      'customer_review_answered',
      reviewFacts({ answer: 'Thank you, Gina!\nSee you soon.' }),
      links,
    );
    expect(mail.subject).toBe('Lindenhof Salon answered your review');
    expect(mail.text).toContain('Hello Gina van der Berg, Lindenhof Salon answered your review of Haircut.');
    expect(mail.text).toContain('Your review (★★★★☆ 4 out of 5):\n> Lovely cut.\n> Will come back.');
    expect(mail.text).toContain('Lindenhof Salon answered:\n> Thank you, Gina!\n> See you soon.');
    expect(mail.text).toContain('Visit Lindenhof Salon: https://booklane.example/lindenhof');
    expect(mail.html).toContain('href="https://booklane.example/lindenhof"');
  });

  it('escapes what people typed and keeps subjects on one line', () => {
    for (const kind of ['business_review_received', 'customer_review_answered'] as const) {
      const mail = renderMail(
        kind,
        reviewFacts({
          reviewerName: '<b>Mallory</b>\r\nBcc: x@example.com',
          serviceName: 'Cut\r\nBcc: y@example.com',
          businessName: 'Salon <img src=x>',
          text: '<script>alert(1)</script>',
          answer: '<a href="javascript:alert(2)">thanks</a>',
        }),
        links,
      );
      expect(mail.subject, kind).not.toMatch(/[\r\n]/);
      expect(mail.text, kind).not.toMatch(/^Bcc:/m);
      expect(mail.html, kind).not.toMatch(/<b>Mallory|<img|<script|javascript:alert\(2\)">/);
    }
  });
});

describe('the weekly summary email (decisions.md 9.4)', () => {
  const links = { publicUrl: 'https://booklane.example' };
  const summary = (overrides: Partial<WeeklySummaryFacts> = {}): NotificationPayload => ({
    type: 'weekly-summary',
    summary: {
      businessId: 'b1',
      businessName: 'Lindenhof Salon',
      ownerName: 'Olive',
      timezone: 'Europe/Berlin',
      currency: 'EUR',
      customCurrency: null,
      weekStart: '2026-05-25',
      weekEnd: '2026-05-31',
      bookings: 12,
      completed: 8,
      revenue: 480.5,
      cancellations: 2,
      noShows: 1,
      newCustomers: 3,
      averageRating: 4.5,
      reviewCount: 2,
      nextWeekBookings: 1,
      ...overrides,
    },
  });

  it("gives the owner the week's figures in the business's currency, and the Insights tab", () => {
    const mail = renderMail('business_weekly_summary', summary(), links);
    expect(mail.subject).toBe('Your week at Lindenhof Salon, 25 May – 31 May: 12 bookings, €480.50');
    expect(mail.text).toMatch(
      /Hello Olive, here is how Lindenhof Salon did from Monday,? 25 May 2026 to Sunday,? 31 May 2026 \(Europe\/Berlin\)\./,
    );
    for (const line of [
      'Bookings: 12',
      'Completed: 8',
      'Revenue: €480.50',
      'Cancellations: 2',
      'No-shows: 1',
      'New customers: 3',
      'Average rating: 4.5 out of 5 (2 reviews)',
      'Next week: 1 booking',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/Coming up: 1 booking from Monday,? 1 June 2026 to Sunday,? 7 June 2026\./);
    expect(mail.text).toContain('Open Insights: https://booklane.example/business/dashboard?tab=insights');
  });

  it('says in every summary how to turn it off, with the profile page', () => {
    const mail = renderMail('business_weekly_summary', summary(), links);
    const optOut =
      'Do not want this email? Turn off "Weekly summary email" in your profile: https://booklane.example/business/profile';
    expect(mail.text).toContain(optOut);
    expect(mail.html).toContain('Turn off &quot;Weekly summary email&quot; in your profile');
  });

  it('writes a week without reviews or sales plainly, in a custom currency', () => {
    const mail = renderMail(
      'business_weekly_summary',
      summary({
        bookings: 1,
        revenue: 0,
        averageRating: null,
        reviewCount: 0,
        currency: 'other',
        customCurrency: 'PTS',
        nextWeekBookings: 0,
      }),
      links,
    );
    expect(mail.subject).toBe('Your week at Lindenhof Salon, 25 May – 31 May: 1 booking, PTS 0.00');
    expect(mail.text).toContain('Average rating: No new reviews');
    expect(mail.text).toContain('Next week: 0 bookings');
  });
});
