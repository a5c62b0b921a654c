import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollingWorker } from './worker';

const log = { warn: vi.fn() };

describe('PollingWorker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls when idle, runs again at once while there is work, and a wake-up ends the wait', async () => {
    const backlog = [true, true, false, false, false];
    let runs = 0;
    const worker = new PollingWorker(async () => ((runs += 1), backlog.shift() ?? false), 2_000, log);
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    // Two batches of work, then an empty look: three runs before the first wait.
    expect(runs).toBe(3);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(runs).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(4);
    worker.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(5);
    const stopped = worker.stop(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await stopped;
  });

  it('rests three times as long as a batch took while requests are being answered', async () => {
    let runs = 0;
    const worker = new PollingWorker(
      async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 20)); // a batch of 20 ms
        return true;
      },
      2_000,
      log,
      () => true,
    );
    worker.start();
    await vi.advanceTimersByTimeAsync(20);
    expect(runs).toBe(1);
    // A wake-up does not cut the rest short: requests come first.
    worker.wake();
    await vi.advanceTimersByTimeAsync(59);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    const stopped = worker.stop(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await stopped;
  });

  it('keeps going after a failed batch, and stops after the batch it is on', async () => {
    let runs = 0;
    let release: (() => void) | undefined;
    const worker = new PollingWorker(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
        await new Promise<void>((resolve) => (release = resolve));
        return true;
      },
      100,
      log,
    );
    worker.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(log.warn).toHaveBeenCalled();
    expect(runs).toBe(2);
    const stopped = worker.stop(5_000);
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    await stopped;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
  });
});
