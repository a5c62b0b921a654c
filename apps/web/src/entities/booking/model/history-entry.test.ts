import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { historyEntry } from './history-entry';

const base: Booking = {
  _id: '11111111-1111-4111-8111-111111111111',
  status: 'completed',
  service: { _id: null, name: 'Haircut', duration: 45, price: 30, hasDuration: true, hasPricing: true },
  business: { _id: '22222222-2222-4222-8222-222222222222', name: 'Luxe Hair' },
  customer: null,
  teamMember: null,
  guestName: null,
  guestEmail: null,
  guestPhone: null,
  notes: ' Short please ',
  bookingDate: '2026-03-02',
  startTime: '14:30',
  localStartTime: '2026-03-02T14:30',
  startsAt: null,
  createdAt: '2026-02-01T10:00:00Z',
  updatedAt: '2026-03-02T16:00:00Z',
  completedAt: '2026-03-02T16:00:00Z',
  cancelledAt: null,
  cancelledBy: null,
  changeableUntil: null,
};

describe('historyEntry', () => {
  it('shows every field of a completed booking', () => {
    expect(historyEntry(base)).toEqual({
      serviceName: 'Haircut',
      businessName: 'Luxe Hair',
      date: 'Mon, Mar 2, 2026',
      time: '2:30 PM',
      duration: '45 minutes',
      finished: 'Completed on Mar 2, 2026',
      price: '$30.00',
      notes: 'Short please',
      badge: 'Completed',
      cancelledBy: null,
    });
  });

  it('shows the price in the business’s own currency', () => {
    const euro = { ...base, business: { ...base.business, currency: 'EUR' } };
    expect(historyEntry(euro).price).toBe('€30.00');
    const custom = { ...base, business: { ...base.business, currency: 'other', customCurrency: 'CHF' } };
    expect(historyEntry(custom).price).toMatch(/^CHF ?30\.00$/);
  });

  it('falls back to the spec’s names and hides duration and price when their toggles are off', () => {
    const entry = historyEntry({
      ...base,
      status: 'cancelled',
      service: null,
      business: { _id: base.business._id, name: '' },
      notes: '',
      cancelledAt: '2026-03-01T09:00:00Z',
      cancelledBy: 'business',
    });
    expect(entry).toMatchObject({
      serviceName: 'Unknown Service',
      businessName: 'Unknown Business',
      duration: null,
      price: null,
      notes: null,
      badge: 'Cancelled',
      finished: 'Cancelled on Mar 1, 2026',
      cancelledBy: 'Cancelled by the business',
    });
    const noToggles = historyEntry({
      ...base,
      service: { ...base.service!, hasDuration: false, hasPricing: false },
    });
    expect(noToggles.duration).toBeNull();
    expect(noToggles.price).toBeNull();
  });

  it('says a no-show and when the business marked it', () => {
    expect(historyEntry({ ...base, status: 'no-show', noShowAt: '2026-03-02T18:00:00Z' })).toMatchObject({
      badge: 'No-show',
      finished: 'Marked as no-show on Mar 2, 2026',
      cancelledBy: null,
    });
  });

  it('shows only the date of a date-only booking and neither for a flexible one', () => {
    expect(historyEntry({ ...base, startTime: null, localStartTime: null })).toMatchObject({
      date: 'Mon, Mar 2, 2026',
      time: null,
    });
    expect(historyEntry({ ...base, bookingDate: null, startTime: null, localStartTime: null })).toMatchObject(
      {
        date: null,
        time: null,
      },
    );
  });

  it('says when the customer cancelled it', () => {
    expect(
      historyEntry({
        ...base,
        status: 'cancelled',
        cancelledBy: 'customer',
        cancelledAt: '2026-03-01T09:00:00Z',
      }).cancelledBy,
    ).toBe('Cancelled by you');
  });
});
