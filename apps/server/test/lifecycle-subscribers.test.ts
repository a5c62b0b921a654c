// Each lifecycle event reaches every subscriber, in order: the emails (with a new booking the row
// saying they are due, written by the worker after the commit; rows written or dropped inside the
// transaction of a change, the worker woken after the commit), the public cache drop, and the realtime push; a freed place is told after the commit of
// a cancellation or a move, and only then. The subscribers are the real ones, over recording fakes
// of what they drive (the notifications table, the cache, the socket rooms).
import { defaultSchedule } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../src/db/client';
import type { NewNotificationRow } from '../src/db/outbox';
import { bookingPushSubscriber } from '../src/realtime/booking-pushes';
import type { BusinessRow } from '../src/modules/businesses/businesses.repository';
import { BookingEmails } from '../src/modules/notifications/booking-emails';
import { EmailPolicy } from '../src/modules/notifications/email-policy';
import type {
  IntendedEmails,
  NotificationsRepository,
} from '../src/modules/notifications/notifications.repository';
import { toBookingDto } from '../src/modules/bookings/booking-dto';
import type { BookingRow, BookingView } from '../src/modules/bookings/bookings.repository';
import {
  BookingLifecycle,
  type BookingActorInfo,
  type BookingHappening,
  type BookingSubscriber,
  type BookingTime,
  type PlaceFreed,
} from '../src/modules/bookings/lifecycle';
import { availabilityChangeSubscriber } from '../src/modules/bookings/place-changes';

const NOW = new Date('2026-06-01T06:00:00Z');
const TX = { fake: 'transaction' } as unknown as DbOrTx;

const business = {
  id: 'biz-1',
  ownerId: 'owner-1',
  name: 'Luxe Hair',
  username: 'luxe-hair',
  email: 'salon@example.com',
  phone: '+1 555 0123',
  address: '1 Main Street',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  customCurrency: null,
  cancellationNoticeHours: 24,
  reminderLeadMinutes: [60],
  schedule: defaultSchedule(),
} as unknown as BusinessRow;

const booking: BookingRow = {
  id: 'booking-1',
  serviceId: 'service-1',
  businessId: business.id,
  customerId: 'customer-1',
  teamMemberId: null,
  teamMemberName: null,
  holdsMember: false,
  guestName: null,
  guestEmail: null,
  guestPhone: null,
  notes: '',
  status: 'confirmed',
  bookingDate: '2026-06-03',
  startTime: '10:00',
  startsAt: new Date('2026-06-03T08:00:00Z'),
  slotKey: '2026-06-03T10:00',
  occupiedFrom: new Date('2026-06-03T08:00:00Z'),
  occupiedUntil: new Date('2026-06-03T09:00:00Z'),
  serviceName: 'Cut',
  serviceDuration: 60,
  serviceHasDuration: true,
  servicePrice: '30.00',
  serviceHasPricing: true,
  customerViewedAt: null,
  hiddenForCustomer: false,
  hiddenForBusiness: false,
  confirmedAt: NOW,
  icsSequence: 1,
  completedAt: null,
  cancelledAt: null,
  noShowAt: null,
  cancelledBy: null,
  madeByBusiness: false,
  customerKey: 'user:customer-1',
  createdAt: NOW,
  updatedAt: NOW,
};
const customer = { id: 'customer-1', name: 'Casey', email: 'casey@example.com', phone: '+1 555 0100' };
const view: BookingView = { booking, business, customer };
const actor: BookingActorInfo = { role: 'customer', userId: customer.id, name: customer.name };
const previous: BookingTime = {
  bookingDate: '2026-06-02',
  startTime: '09:00',
  startsAt: new Date('2026-06-02T07:00:00Z'),
  slotKey: '2026-06-02T09:00',
  occupiedFrom: new Date('2026-06-02T07:00:00Z'),
  occupiedUntil: new Date('2026-06-02T08:00:00Z'),
};

/** A new booking whose emails are still to be written, as the table holds it. */
function intended(
  of: BookingRow,
  by: { byBusiness: boolean; fromWaitlist?: boolean },
  person: typeof customer | null = customer,
): IntendedEmails {
  return {
    intent: {
      bookingId: of.id,
      byBusiness: by.byBusiness,
      fromWaitlist: by.fromWaitlist ?? false,
      createdAt: NOW,
    },
    booking: of,
    business,
    customer: person && { name: person.name, email: person.email, phone: person.phone },
  };
}

/** The real subscribers, each over a recording fake of what it drives. */
function wired(pending: IntendedEmails[] = []) {
  const log: string[] = [];
  const inserted: NewNotificationRow[] = [];
  const dropped: string[] = [];
  const intents = [...pending];
  const repository = {
    takeIntended: async (which: { bookingId: string } | { limit: number }, tx: DbOrTx) => {
      expect(tx).toBe(TX);
      return 'bookingId' in which
        ? intents.filter((i) => i.intent.bookingId === which.bookingId)
        : intents.slice(0, which.limit);
    },
    dropIntended: async (bookingIds: readonly string[], tx: DbOrTx) => {
      expect(tx).toBe(TX);
      for (const id of bookingIds)
        intents.splice(
          intents.findIndex((i) => i.intent.bookingId === id),
          1,
        );
    },
    insertMany: async (rows: NewNotificationRow[], tx: DbOrTx) => {
      expect(tx).toBe(TX);
      inserted.push(...rows);
      log.push(`emails:${rows.map((r) => r.kind).join(',')}`);
    },
    dropQueued: async (_bookingId: string, kind: string, tx: DbOrTx) => {
      expect(tx).toBe(TX);
      dropped.push(kind);
      return [];
    },
  } as unknown as NotificationsRepository;
  const policy = new EmailPolicy(repository, {
    enabled: true,
    clock: () => NOW,
    wake: () => log.push('wake'),
  });
  const pushes: Array<{ change: string; by: string; userIds: readonly string[] }> = [];
  const places: string[] = [];
  const freed: PlaceFreed[] = [];
  const lifecycle = new BookingLifecycle()
    .subscribe(new BookingEmails(policy))
    .subscribe(
      availabilityChangeSubscriber({
        places: async (businessId, serviceId) => {
          places.push(`${businessId}/${serviceId}`);
          log.push('cache');
        },
      }),
    )
    .subscribe(
      bookingPushSubscriber({
        bookingChanged: (change, userIds) => {
          pushes.push({ change: change.change, by: change.by, userIds });
          log.push('push');
        },
      }),
    )
    .subscribe({ placeFreed: (event) => void freed.push(event) });
  return { lifecycle, policy, intents, log, inserted, dropped, pushes, places, freed };
}

const HAPPENINGS: Array<{ happening: BookingHappening; freed?: BookingTime; emails: string[] }> = [
  {
    happening: { type: 'confirmed', by: 'business' },
    emails: ['customer_booking_confirmed', 'customer_booking_reminder'],
  },
  {
    happening: { type: 'cancelled', by: 'business', reason: 'Closed for a wedding', inviteSent: true },
    freed: previous,
    emails: ['customer_booking_cancelled'],
  },
  {
    happening: { type: 'cancelled', by: 'guest', inviteSent: true },
    freed: previous,
    emails: ['customer_booking_cancelled', 'business_booking_cancelled'],
  },
  {
    happening: { type: 'rescheduled', by: 'customer', previous },
    freed: previous,
    emails: ['customer_booking_rescheduled', 'business_booking_rescheduled', 'customer_booking_reminder'],
  },
  {
    happening: { type: 'completed', by: 'business' },
    emails: ['customer_booking_completed', 'customer_review_reminder'],
  },
  // The business moved it (the calendar, decisions.md 9.2): only the customer hears of it.
  {
    happening: { type: 'rescheduled', by: 'business', previous },
    freed: previous,
    emails: ['customer_booking_rescheduled', 'customer_booking_reminder'],
  },
  // A no-show sends nothing (decisions.md 9.2).
  { happening: { type: 'no-show', by: 'business' }, emails: [] },
];

describe('the booking lifecycle', () => {
  it("stores that a new booking's emails are due; the worker writes them after the commit", async () => {
    const { lifecycle, log } = wired();
    const rows = lifecycle.rowsForNewBooking({
      type: 'created',
      by: 'customer',
      booking,
      business,
      customer,
      actor,
    });
    // One small row travels with the booking's statement, not the messages.
    expect(rows).not.toHaveProperty('notifications');
    expect(rows.emailIntent).toEqual({ byBusiness: false, fromWaitlist: false });
    // Nothing is written or pushed before the statement that stores the booking commits.
    expect(log).toEqual([]);

    const worker = wired([intended(booking, rows.emailIntent!)]);
    expect(await worker.policy.writeIntended(TX, { limit: 8 })).toBe(1);
    expect(worker.inserted.map((r) => r.kind)).toEqual([
      'customer_booking_confirmed',
      'business_booking_created',
      'customer_booking_reminder',
    ]);
    expect(worker.inserted.every((r) => r.bookingId === booking.id)).toBe(true);
    // As of the booking's making: its time line in the delivery log starts then.
    expect(worker.inserted[0]!.createdAt).toEqual(NOW);
    expect(worker.intents).toEqual([]);
    expect(await worker.policy.writeIntended(TX, { limit: 8 })).toBe(0);
  });

  it('tells only the customer of a booking the business made, and nobody without an address', async () => {
    const { lifecycle } = wired();
    const owner: BookingActorInfo = { role: 'owner', userId: 'owner-1', name: 'Olivia' };
    const made = { type: 'created' as const, by: 'business' as const, business, actor: owner };
    const intent = lifecycle.rowsForNewBooking({ ...made, booking, customer }).emailIntent!;
    expect(intent).toEqual({ byBusiness: true, fromWaitlist: false });
    const walkIn = {
      ...booking,
      id: 'booking-2',
      customerId: null,
      guestName: 'Walk In',
      madeByBusiness: true,
    };
    const w = wired([intended(booking, intent), intended(walkIn, intent, null)]);
    expect(await w.policy.writeIntended(TX, { limit: 8 })).toBe(2);
    expect(w.inserted.map((r) => [r.bookingId, r.kind])).toEqual([
      ['booking-1', 'customer_booking_confirmed'],
      ['booking-1', 'customer_booking_reminder'],
    ]);
  });

  it("writes a new booking's emails before those of a change that comes first", async () => {
    const pending = { ...booking, status: 'pending' as const, confirmedAt: null };
    const w = wired([intended(pending, { byBusiness: false })]);
    // Before the change writes the booking: its emails as it was made.
    await w.lifecycle.beforeChange(booking.id, TX);
    expect(w.inserted.map((r) => r.kind)).toEqual(['customer_booking_requested', 'business_booking_created']);
    await w.lifecycle.inTransaction(
      { type: 'confirmed', by: 'business', booking, business, customer, actor },
      TX,
    );
    expect(w.inserted.map((r) => r.kind)).toEqual([
      'customer_booking_requested',
      'business_booking_created',
      'customer_booking_confirmed',
      'customer_booking_reminder',
    ]);
    expect(w.intents).toEqual([]);
  });

  it.each(HAPPENINGS)(
    'tells every subscriber of $happening.type by $happening.by',
    async ({ happening, freed, emails }) => {
      const w = wired();
      await w.lifecycle.inTransaction({ ...happening, booking, business, customer, actor }, TX);
      expect(w.inserted.map((r) => r.kind)).toEqual(emails);
      expect(w.pushes).toEqual([]);

      const answered = await w.lifecycle.announce(happening, view, freed);
      expect(answered).toEqual(toBookingDto(view));
      expect(w.pushes).toEqual([
        { change: happening.type, by: happening.by, userIds: ['owner-1', 'customer-1'] },
      ]);
      // A confirmation changes no count: the cache keeps its answers.
      expect(w.places).toEqual(happening.type === 'confirmed' ? [] : ['biz-1/service-1']);
      expect(w.freed).toEqual(freed ? [{ businessId: 'biz-1', serviceId: 'service-1', at: freed }] : []);
      // In the transaction the emails; after the commit the worker wakes, the cache drops, then the push.
      expect(w.log.slice(-3)).toEqual(
        happening.type === 'confirmed'
          ? ['emails:' + emails.join(','), 'wake', 'push']
          : ['wake', 'cache', 'push'],
      );
    },
  );

  it('drops the queued reminders of a booking that is cancelled, moved or completed', async () => {
    const ending = HAPPENINGS.filter(
      (h) => h.happening.type !== 'confirmed' && h.happening.type !== 'no-show',
    );
    for (const { happening } of ending) {
      const w = wired();
      await w.lifecycle.inTransaction({ ...happening, booking, business, customer, actor }, TX);
      expect(w.dropped).toContain('customer_booking_reminder');
    }
  });

  it('keeps telling the others when one subscriber fails after the commit', async () => {
    const failures: string[] = [];
    const heard: string[] = [];
    const lifecycle = new BookingLifecycle({ error: (_obj, msg) => void failures.push(msg) })
      .subscribe({
        committed: () => {
          throw new Error('redis is down');
        },
      } satisfies BookingSubscriber)
      .subscribe({ committed: (event) => void heard.push(event.type) });
    await lifecycle.announce({ type: 'completed', by: 'business' }, view);
    expect(heard).toEqual(['completed']);
    expect(failures).toEqual(['booking subscriber failed after commit']);
  });
});
