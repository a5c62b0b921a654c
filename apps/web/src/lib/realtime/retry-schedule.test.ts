import { STATUS_SOCKET } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import { ownRetryDelay, throttleWait } from './retry-schedule';

describe('ownRetryDelay', () => {
  it('doubles from 3 s and caps at 30 s, for 5 attempts', () => {
    const delays = [0, 1, 2, 3, 4].map((attempt) => ownRetryDelay(attempt));
    expect(delays).toEqual([3_000, 6_000, 12_000, 24_000, 30_000]);
    expect(STATUS_SOCKET.ownRetryMaxAttempts).toBe(5);
  });

  it('stops after the last attempt', () => {
    expect(ownRetryDelay(5)).toBeNull();
    expect(ownRetryDelay(2, 2)).toBeNull();
  });
});

describe('throttleWait', () => {
  it('lets the first attempt go at once', () => {
    expect(throttleWait(null, 1_000, 5_000)).toBe(0);
  });

  it('holds a second attempt until 5 s after the previous one', () => {
    expect(throttleWait(10_000, 12_000, 5_000)).toBe(3_000);
    expect(throttleWait(10_000, 15_000, 5_000)).toBe(0);
    expect(throttleWait(10_000, 20_000, 5_000)).toBe(0);
  });
});
