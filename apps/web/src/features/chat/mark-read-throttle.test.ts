import { MARK_READ_THROTTLE_MS } from '@booklane/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './mark-read-throttle';

describe('mark-read throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds the next ones into one call after 2 s', () => {
    const fn = vi.fn();
    const markRead = throttle(fn, MARK_READ_THROTTLE_MS);
    markRead();
    expect(fn).toHaveBeenCalledTimes(1);
    markRead();
    markRead();
    vi.advanceTimersByTime(1_999);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    // Never more than once per window.
    markRead();
    vi.advanceTimersByTime(1_000);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('runs at once again after a quiet window', () => {
    const fn = vi.fn();
    const markRead = throttle(fn, MARK_READ_THROTTLE_MS);
    markRead();
    vi.advanceTimersByTime(5_000);
    markRead();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops a pending call when cancelled (the chat closed)', () => {
    const fn = vi.fn();
    const markRead = throttle(fn, MARK_READ_THROTTLE_MS);
    markRead();
    markRead();
    markRead.cancel();
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs a pending call at once when flushed (the chat closed), and nothing when none is pending', () => {
    const fn = vi.fn();
    const markRead = throttle(fn, MARK_READ_THROTTLE_MS);
    markRead();
    markRead.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    markRead();
    markRead();
    markRead.flush();
    expect(fn).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
