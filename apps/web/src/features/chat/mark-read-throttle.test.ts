import { MARK_READ_THROTTLE_MS } from '@booklane/shared/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './mark-read-throttle';

describe('mark-read throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds the next ones into one call after 2 s', () => {
    const fn = vi.fn();
    const markRead = throttle(fn, MARK_READ_THROTTLE_MS);
    markRead(undefined);
    expect(fn).toHaveBeenCalledTimes(1);
    markRead(undefined);
    markRead(undefined);
    vi.advanceTimersByTime(1_999);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    // Never more than once per window.
    markRead(undefined);
    vi.advanceTimersByTime(1_000);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('runs a folded call with the argument of the latest one (the newest message seen)', () => {
    const fn = vi.fn();
    const markRead = throttle<string>(fn, MARK_READ_THROTTLE_MS);
    markRead('m1');
    markRead('m2');
    markRead('m3');
    vi.advanceTimersByTime(MARK_READ_THROTTLE_MS);
    expect(fn.mock.calls).toEqual([['m1'], ['m3']]);
    markRead('m4');
    markRead.flush();
    expect(fn.mock.calls).toEqual([['m1'], ['m3'], ['m4']]);
  });

  it('runs at once again after a quiet window', () => {
    const fn = vi.fn();
    const markRead = throttle(fn, MARK_READ_THROTTLE_MS);
    markRead(undefined);
    vi.advanceTimersByTime(5_000);
    markRead(undefined);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops a pending call when cancelled (the chat closed)', () => {
    const fn = vi.fn();
    const markRead = throttle(fn, MARK_READ_THROTTLE_MS);
    markRead(undefined);
    markRead(undefined);
    markRead.cancel();
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs a pending call at once when flushed (the chat closed), and nothing when none is pending', () => {
    const fn = vi.fn();
    const markRead = throttle(fn, MARK_READ_THROTTLE_MS);
    markRead(undefined);
    markRead.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    markRead(undefined);
    markRead(undefined);
    markRead.flush();
    expect(fn).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
