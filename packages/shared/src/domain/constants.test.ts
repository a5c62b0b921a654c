import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TOKEN_LIFETIME_MINUTES,
  ADVANCE_BOOKING_LIMIT_DEFAULT,
  BOOKING_INTERVAL_DEFAULT,
  COMMON_BOOKING_INTERVALS,
  DEFAULT_SLOT_DURATION_MINUTES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_PAGE_SIZE,
  OAUTH_PASSWORD_ACCOUNT_ERROR,
  PASSWORD_MIN_LENGTH,
  REMINDER_LEAD_MINUTES_DEFAULT,
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
      'undo-email-change',
      'forgot-password',
      'manage',
      'terms',
      'privacy',
    ]);
  });

  it('has the numbers decisions.md adds', () => {
    // 48 hours to verify an address, one hour to reset a password (docs/decisions/0014).
    expect(ACCOUNT_TOKEN_LIFETIME_MINUTES).toEqual({
      verify_email: 2880,
      reset_password: 60,
      change_email: 2880,
      undo_email_change: 10080,
    });
    // One reminder a day before the start, unless the business chooses other lead times.
    expect(REMINDER_LEAD_MINUTES_DEFAULT).toEqual([1440]);
    // The web's login page reads this code from the external sign-in's return.
    expect(OAUTH_PASSWORD_ACCOUNT_ERROR).toBe('email_registered_with_password');
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
