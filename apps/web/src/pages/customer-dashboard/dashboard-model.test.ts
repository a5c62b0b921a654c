import type { Booking, Business } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { quickStats, searchByName } from './dashboard-model';

const biz = (name: string) => ({ _id: name, name }) as Business;
const booking = (status: Booking['status']) => ({ status }) as Booking;

describe('searchByName', () => {
  const list = [biz('Luxe Hair Studio'), biz('Café Zen Spa'), biz('Auto Fix')];
  it('matches every typed word in the name, ignoring case and accents', () => {
    expect(searchByName(list, 'hair luxe').map((b) => b.name)).toEqual(['Luxe Hair Studio']);
    expect(searchByName(list, 'cafe').map((b) => b.name)).toEqual(['Café Zen Spa']);
    expect(searchByName(list, 'nothing')).toEqual([]);
  });
  it('lists all businesses for an empty search', () => {
    expect(searchByName(list, '  ')).toHaveLength(3);
  });
});

describe('quickStats', () => {
  it('counts active, pending, confirmed and completed bookings', () => {
    expect(
      quickStats(
        [booking('pending'), booking('confirmed'), booking('confirmed')],
        [booking('completed'), booking('cancelled')],
      ),
    ).toEqual({ active: 3, pending: 1, confirmed: 2, completed: 1 });
    expect(quickStats(undefined, undefined)).toEqual({ active: 0, pending: 0, confirmed: 0, completed: 0 });
  });
});
