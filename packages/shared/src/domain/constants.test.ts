import { describe, expect, it } from 'vitest';
import {
  ADVANCE_BOOKING_LIMIT_DEFAULT,
  BOOKING_INTERVAL_DEFAULT,
  COMMON_BOOKING_INTERVALS,
  DEFAULT_SLOT_DURATION_MINUTES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_PAGE_SIZE,
  PASSWORD_MIN_LENGTH,
  RESERVED_USERNAMES,
  SLOTS_PER_TIME_SLOT_DEFAULT,
  statusSocketRetryDelayMs,
  UNREAD_BADGE_CAP,
} from './constants';

describe('spec section 9 constants', () => {
  it('has the spec numbers', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(1000);
    expect(UNREAD_BADGE_CAP).toBe(99);
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(COMMON_BOOKING_INTERVALS).toEqual([15, 30, 45, 60, 90, 120]);
    expect(BOOKING_INTERVAL_DEFAULT).toBe(30);
    expect(ADVANCE_BOOKING_LIMIT_DEFAULT).toBe(30);
    expect(SLOTS_PER_TIME_SLOT_DEFAULT).toBe(1);
    expect(DEFAULT_SLOT_DURATION_MINUTES).toBe(30);
    expect(MESSAGE_PAGE_SIZE).toBe(50);
    expect(RESERVED_USERNAMES).toEqual([
      'login',
      'business',
      'customer',
      'auth',
      'api',
      'uploads',
      'assets',
      'verify-email',
      'reset-password',
      'forgot-password',
      'manage',
    ]);
  });

  it.each([
    [0, 3000],
    [1, 6000],
    [2, 12000],
    [3, 24000],
    [4, 30000],
    [10, 30000],
    [-1, 3000],
  ])('status socket retry %i waits %i ms', (attempt, delay) => {
    expect(statusSocketRetryDelayMs(attempt)).toBe(delay);
  });
});
