// One table of place-counting cases for the availability module (src/modules/availability;
// decisions.md 8.4, docs/decisions/0004). Every way the server counts places must give each case's answer: the creation function of the database (a new
// booking), the repository's count (a slot's remaining places, a move), and the shared slot rules
// over the taken places (the availability answer). capacity-table.test.ts runs them all, so
// the three cannot drift apart. A team member's time (decisions.md 9.1) is counted across services.
import type { BookingType } from '@booklane/shared/domain';

export type CapacityCase = {
  name: string;
  service: {
    bookingType: Extract<BookingType, 'datetime' | 'date-only' | 'flexible'>;
    limit: number;
    /** Minutes (datetime services). */
    duration?: number;
    bufferBeforeMinutes?: number;
    bufferAfterMinutes?: number;
  };
  /** Bookings already there, by day (0: the first bookable day, 1: the next) and time. */
  existing: Array<{
    day?: number;
    time?: string;
    status: 'pending' | 'confirmed' | 'cancelled';
    otherService?: true;
    /** The other service's type, when it differs from the asked one's. */
    otherType?: 'date-only';
  }>;
  /** The slot asked for. */
  request: { day?: number; time?: string };
  expected: 'free' | 'full';
};

export const CAPACITY_CASES: CapacityCase[] = [
  {
    name: 'an empty slot',
    service: { bookingType: 'datetime', limit: 1, duration: 60 },
    existing: [],
    request: { day: 0, time: '10:00' },
    expected: 'free',
  },
  {
    name: 'a pending booking holds its place',
    service: { bookingType: 'datetime', limit: 1, duration: 60 },
    existing: [{ day: 0, time: '10:00', status: 'pending' }],
    request: { day: 0, time: '10:00' },
    expected: 'full',
  },
  {
    name: 'a confirmed booking holds its place',
    service: { bookingType: 'datetime', limit: 1, duration: 60 },
    existing: [{ day: 0, time: '10:00', status: 'confirmed' }],
    request: { day: 0, time: '10:00' },
    expected: 'full',
  },
  {
    name: 'a cancelled booking frees its place',
    service: { bookingType: 'datetime', limit: 1, duration: 60 },
    existing: [{ day: 0, time: '10:00', status: 'cancelled' }],
    request: { day: 0, time: '10:00' },
    expected: 'free',
  },
  {
    name: 'a second place of two',
    service: { bookingType: 'datetime', limit: 2, duration: 60 },
    existing: [{ day: 0, time: '10:00', status: 'confirmed' }],
    request: { day: 0, time: '10:00' },
    expected: 'free',
  },
  {
    name: 'the third of two places',
    service: { bookingType: 'datetime', limit: 2, duration: 60 },
    existing: [
      { day: 0, time: '10:00', status: 'confirmed' },
      { day: 0, time: '10:00', status: 'pending' },
    ],
    request: { day: 0, time: '10:00' },
    expected: 'full',
  },
  {
    name: 'an hour that overlaps a booking half an hour earlier',
    service: { bookingType: 'datetime', limit: 1, duration: 60 },
    existing: [{ day: 0, time: '10:00', status: 'confirmed' }],
    request: { day: 0, time: '10:30' },
    expected: 'full',
  },
  {
    name: 'the hour right after a booking',
    service: { bookingType: 'datetime', limit: 1, duration: 60 },
    existing: [{ day: 0, time: '10:00', status: 'confirmed' }],
    request: { day: 0, time: '11:00' },
    expected: 'free',
  },
  {
    name: 'the hour after a booking with 15 minutes of buffer after it',
    service: { bookingType: 'datetime', limit: 1, duration: 60, bufferAfterMinutes: 15 },
    existing: [{ day: 0, time: '10:00', status: 'confirmed' }],
    request: { day: 0, time: '11:00' },
    expected: 'full',
  },
  {
    name: 'the hour before a booking with 30 minutes of buffer before it, touching it',
    service: { bookingType: 'datetime', limit: 1, duration: 60, bufferBeforeMinutes: 30 },
    existing: [{ day: 0, time: '11:30', status: 'confirmed' }],
    request: { day: 0, time: '10:00' },
    expected: 'free',
  },
  {
    name: 'an hour that runs into the buffer before a booking',
    service: { bookingType: 'datetime', limit: 1, duration: 60, bufferBeforeMinutes: 30 },
    existing: [{ day: 0, time: '11:30', status: 'confirmed' }],
    request: { day: 0, time: '10:30' },
    expected: 'full',
  },
  {
    name: 'the same time on another day',
    service: { bookingType: 'datetime', limit: 1, duration: 60 },
    existing: [{ day: 0, time: '10:00', status: 'confirmed' }],
    request: { day: 1, time: '10:00' },
    expected: 'free',
  },
  {
    name: "another service's booking at the same time holds the one team member",
    service: { bookingType: 'datetime', limit: 1, duration: 60 },
    existing: [{ day: 0, time: '10:00', status: 'confirmed', otherService: true }],
    request: { day: 0, time: '10:00' },
    expected: 'full',
  },
  {
    name: "another service's cancelled booking at the same time",
    service: { bookingType: 'datetime', limit: 1, duration: 60 },
    existing: [{ day: 0, time: '10:00', status: 'cancelled', otherService: true }],
    request: { day: 0, time: '10:00' },
    expected: 'free',
  },
  {
    name: "another service's booking half an hour later, overlapping",
    service: { bookingType: 'datetime', limit: 1, duration: 60 },
    existing: [{ day: 0, time: '10:30', status: 'pending', otherService: true }],
    request: { day: 0, time: '10:00' },
    expected: 'full',
  },
  {
    name: 'a group session of two: the second place at the same start',
    service: { bookingType: 'datetime', limit: 2, duration: 60 },
    existing: [{ day: 0, time: '10:00', status: 'pending' }],
    request: { day: 0, time: '10:00' },
    expected: 'free',
  },
  {
    name: 'a group session of two: another start that overlaps the session',
    service: { bookingType: 'datetime', limit: 2, duration: 60 },
    existing: [{ day: 0, time: '10:00', status: 'pending' }],
    request: { day: 0, time: '10:30' },
    expected: 'full',
  },
  {
    name: 'a date-only booking of another service holds no time',
    service: { bookingType: 'datetime', limit: 1, duration: 60 },
    existing: [{ day: 0, status: 'confirmed', otherService: true, otherType: 'date-only' }],
    request: { day: 0, time: '10:00' },
    expected: 'free',
  },
  {
    name: 'a date-only day with its one place taken',
    service: { bookingType: 'date-only', limit: 1 },
    existing: [{ day: 0, status: 'pending' }],
    request: { day: 0 },
    expected: 'full',
  },
  {
    name: 'a date-only day after a booking on the day before',
    service: { bookingType: 'date-only', limit: 1 },
    existing: [{ day: 0, status: 'confirmed' }],
    request: { day: 1 },
    expected: 'free',
  },
  {
    name: 'a date-only day with a cancelled booking',
    service: { bookingType: 'date-only', limit: 1 },
    existing: [{ day: 0, status: 'cancelled' }],
    request: { day: 0 },
    expected: 'free',
  },
  {
    name: 'a flexible service with its one place taken',
    service: { bookingType: 'flexible', limit: 1 },
    existing: [{ status: 'confirmed' }],
    request: {},
    expected: 'full',
  },
  {
    name: 'a flexible service whose only booking was cancelled',
    service: { bookingType: 'flexible', limit: 1 },
    existing: [{ status: 'cancelled' }],
    request: {},
    expected: 'free',
  },
  {
    name: 'a flexible service with one of three places taken',
    service: { bookingType: 'flexible', limit: 3 },
    existing: [{ status: 'pending' }],
    request: {},
    expected: 'free',
  },
];
