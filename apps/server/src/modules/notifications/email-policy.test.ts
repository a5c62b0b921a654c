// Which rows the waitlist's causes write (decisions.md 9.3): a place claimed from the line tells the
// business as such, and an offer's three moments each write one message to the person, in the
// caller's transaction. The policy is the real one, over a recording fake of the notifications table.
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { EmailPolicy } from './email-policy';
import type { NewNotificationRow, NotificationsRepository } from './notifications.repository';
import type { BookingFacts, WaitlistOfferFacts } from './payload';

const NOW = new Date('2026-06-01T06:00:00Z');
const TX = { fake: 'transaction' } as unknown as DbOrTx;

function policy() {
  const inserted: NewNotificationRow[] = [];
  const repository = {
    insertMany: async (rows: NewNotificationRow[], tx: DbOrTx) => {
      expect(tx).toBe(TX);
      inserted.push(...rows);
    },
  } as unknown as NotificationsRepository;
  return {
    inserted,
    emails: new EmailPolicy(repository, { enabled: true, clock: () => NOW, wake: () => {} }),
  };
}

const booking = (status: BookingFacts['status']): BookingFacts => ({
  bookingId: 'booking-1',
  status,
  serviceName: 'Cut',
  durationMinutes: 60,
  price: 30,
  currency: 'EUR',
  customCurrency: null,
  notes: '',
  bookingDate: '2026-06-03',
  startTime: '10:00',
  startsAt: '2026-06-03T08:00:00.000Z',
  icsSequence: 0,
  business: {
    id: 'biz-1',
    name: 'Luxe Hair',
    username: 'luxe-hair',
    email: 'salon@example.com',
    phone: '',
    address: '',
    timezone: 'Europe/Berlin',
  },
  customer: { name: 'Casey', email: 'casey@example.com', phone: null, isGuest: false },
});

const offer: WaitlistOfferFacts = {
  offerId: 'offer-1',
  entryId: 'entry-1',
  name: 'Casey',
  isGuest: false,
  serviceName: 'Cut',
  businessName: 'Luxe Hair',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  date: '2026-06-03',
  startTime: '10:00',
  teamMemberName: null,
  expiresAt: '2026-06-01T06:15:00.000Z',
  holdMinutes: 15,
  needsApproval: false,
};

describe('EmailPolicy and the waitlist', () => {
  it("tells the business of a place claimed from the waitlist in place of a new booking's email", () => {
    const { emails } = policy();
    const claimed = emails.emailsForNewBooking(booking('confirmed'), [60], {
      byBusiness: false,
      fromWaitlist: true,
      createdAt: NOW,
    });
    expect(claimed.map((r) => [r.kind, r.recipientEmail])).toEqual([
      ['customer_booking_confirmed', 'casey@example.com'],
      ['business_booking_from_waitlist', 'salon@example.com'],
      ['customer_booking_reminder', 'casey@example.com'],
    ]);
    const requested = emails.emailsForNewBooking(booking('pending'), [60], {
      byBusiness: false,
      fromWaitlist: true,
      createdAt: NOW,
    });
    expect(requested.map((r) => r.kind)).toEqual([
      'customer_booking_requested',
      'business_booking_from_waitlist',
    ]);
    const usual = emails.emailsForNewBooking(booking('pending'), [60], {
      byBusiness: false,
      fromWaitlist: false,
      createdAt: NOW,
    });
    expect(usual.map((r) => r.kind)).toEqual(['customer_booking_requested', 'business_booking_created']);
  });

  it("writes each moment of an offer to the person, in the caller's transaction", async () => {
    const { emails, inserted } = policy();
    const to = { name: 'Casey', email: 'casey@example.com' };
    await emails.waitlistOffered(TX, to, offer);
    await emails.waitlistExpired(TX, to, offer);
    await emails.waitlistWithdrawn(TX, to, offer);
    expect(inserted.map((r) => r.kind)).toEqual([
      'waitlist_offered',
      'waitlist_expired',
      'waitlist_withdrawn',
    ]);
    for (const row of inserted) {
      expect(row.recipientEmail).toBe('casey@example.com');
      expect(row.payload).toEqual({ type: 'waitlist-offer', offer });
      expect(row.bookingId).toBeNull();
      expect(row.sendAfter).toEqual(NOW);
    }
  });
});
