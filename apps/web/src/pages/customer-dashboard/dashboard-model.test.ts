import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { dashboardGreeting, quickStats, rememberWelcomed, welcomedIds } from './dashboard-model';

const booking = (status: Booking['status']) => ({ status }) as Booking;

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

describe('dashboardGreeting', () => {
  const now = new Date();
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const ivy = (createdAt?: string) => ({ name: 'Ivy  Chen', ...(createdAt ? { createdAt } : {}) });

  it('welcomes a new account on its first visit, and back on every later one', () => {
    expect(dashboardGreeting(ivy(minutesAgo(1)), { now, greetedBefore: false })).toBe('Welcome, Ivy');
    expect(dashboardGreeting(ivy(minutesAgo(1)), { now, greetedBefore: true })).toBe('Welcome back, Ivy');
  });

  it('welcomes an older account back, and one whose age is unknown', () => {
    expect(dashboardGreeting(ivy(minutesAgo(45)), { now, greetedBefore: false })).toBe('Welcome back, Ivy');
    expect(dashboardGreeting(ivy(), { now, greetedBefore: false })).toBe('Welcome back, Ivy');
  });

  it('keeps the page title without a name', () => {
    expect(dashboardGreeting(null, { now, greetedBefore: false })).toBe('Customer Dashboard');
    expect(dashboardGreeting({ name: ' ' }, { now, greetedBefore: false })).toBe('Customer Dashboard');
  });
});

describe('the accounts welcomed in this browser', () => {
  it('reads the stored list, and anything else as none', () => {
    expect(welcomedIds('["a","b"]')).toEqual(['a', 'b']);
    expect(welcomedIds(null)).toEqual([]);
    expect(welcomedIds('not json')).toEqual([]);
    expect(welcomedIds('{"a":1}')).toEqual([]);
  });

  it('keeps the newest ten, once each', () => {
    const many = Array.from({ length: 10 }, (_, i) => `u${i}`);
    expect(rememberWelcomed(many, 'u3')).toEqual(['u3', ...many.filter((id) => id !== 'u3')]);
    expect(rememberWelcomed(many, 'new')).toEqual(['new', ...many.slice(0, 9)]);
  });
});
