import type { BookingChange } from '@booklane/shared/realtime/event-maps';
import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { bookingChangeNotice, bookingWhenShort, businessCancelledByText } from './business-booking-words';

const booking: Booking = {
  _id: '00000000-0000-4000-8000-000000000010',
  status: 'confirmed',
  service: {
    _id: '00000000-0000-4000-8000-000000000011',
    name: 'Haircut',
    duration: 60,
    price: 45,
    hasDuration: true,
    hasPricing: true,
  },
  business: { _id: '00000000-0000-4000-8000-000000000012', name: 'Luxe Hair', timezone: 'America/New_York' },
  customer: { name: 'Casey Customer', email: 'casey@example.test', phone: '+1 555 0100' },
  teamMember: null,
  guestName: null,
  guestEmail: null,
  guestPhone: null,
  notes: '',
  bookingDate: '2026-03-03',
  startTime: '10:00',
  localStartTime: '2026-03-03T10:00',
  startsAt: '2026-03-03T15:00:00.000Z',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  cancelledBy: null,
  changeableUntil: '2026-03-02T15:00:00.000Z',
};

const guest: Booking = {
  ...booking,
  customer: null,
  guestName: 'Robin Guest',
  guestEmail: 'robin@example.test',
  guestPhone: '+1 555 0199',
};

function change(c: BookingChange['change'], by: BookingChange['by'], b: Booking = booking): BookingChange {
  return { change: c, by, booking: b };
}

describe('who cancelled, in the business’s words', () => {
  it('names the customer or the business itself', () => {
    expect(businessCancelledByText({ status: 'cancelled', cancelledBy: 'customer' })).toBe(
      'Cancelled by the customer',
    );
    expect(businessCancelledByText({ status: 'cancelled', cancelledBy: 'business' })).toBe(
      'Cancelled by you',
    );
  });
  it('says nothing when it is not known or not cancelled', () => {
    expect(businessCancelledByText({ status: 'cancelled', cancelledBy: null })).toBeNull();
    expect(businessCancelledByText({ status: 'completed', cancelledBy: null })).toBeNull();
  });
});

describe('when, short and business local', () => {
  it('fits every booking type', () => {
    expect(bookingWhenShort(booking)).toBe('Tue, Mar 3 at 10:00 AM');
    const { business } = booking;
    expect(
      bookingWhenShort({ localStartTime: null, bookingDate: '2026-03-03', startTime: null, business }),
    ).toBe('Tue, Mar 3');
    expect(bookingWhenShort({ localStartTime: null, bookingDate: null, startTime: null, business })).toBe(
      'flexible timing',
    );
  });

  it("is written on the business's clock: 24-hour in Berlin", () => {
    const berlin = { ...booking, business: { ...booking.business, timezone: 'Europe/Berlin' } };
    expect(bookingWhenShort({ ...berlin, startTime: '14:30', localStartTime: '2026-03-03T14:30' })).toBe(
      'Tue, Mar 3 at 14:30',
    );
  });
});

describe('the notice of a change by the other side', () => {
  it('announces a new booking, saying when it waits for approval', () => {
    expect(bookingChangeNotice(change('created', 'guest', guest))).toBe(
      'New booking: Haircut, Tue, Mar 3 at 10:00 AM',
    );
    expect(bookingChangeNotice(change('created', 'customer', { ...booking, status: 'pending' }))).toBe(
      'New booking request: Haircut, Tue, Mar 3 at 10:00 AM',
    );
  });

  it('names who cancelled or moved a booking', () => {
    expect(bookingChangeNotice(change('cancelled', 'customer', { ...booking, status: 'cancelled' }))).toBe(
      'Casey Customer cancelled Haircut, Tue, Mar 3 at 10:00 AM',
    );
    expect(
      bookingChangeNotice(
        change('rescheduled', 'guest', {
          ...guest,
          status: 'pending',
          bookingDate: '2026-03-05',
          startTime: '14:30',
          localStartTime: '2026-03-05T14:30',
        }),
      ),
    ).toBe('Robin Guest moved Haircut to Thu, Mar 5 at 2:30 PM');
  });

  it('stays quiet about the business’s own changes', () => {
    expect(bookingChangeNotice(change('cancelled', 'business'))).toBeNull();
    expect(bookingChangeNotice(change('confirmed', 'business'))).toBeNull();
    expect(bookingChangeNotice(change('completed', 'business'))).toBeNull();
  });

  it('falls back to the unknown service name', () => {
    expect(bookingChangeNotice(change('created', 'guest', { ...guest, service: null }))).toBe(
      'New booking: Unknown Service, Tue, Mar 3 at 10:00 AM',
    );
  });
});
