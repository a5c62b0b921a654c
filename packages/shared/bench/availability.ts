// Cost of computing a service's whole booking window: every open day of 365 days with its slots.
// Target: median well under 5 ms. A report, not a test: it always exits 0.
// Run: npx tsx packages/shared/bench/availability.ts

import { availabilityWindow, clearOffsetTableCache, defaultBreakHour } from '../src/domain';
import type { SchedulingBusiness, SchedulingService } from '../src/domain';

const TARGET_MS = 5;
const WARMUP_RUNS = 50;
const RUNS = 200;

// A realistic datetime service: 15-minute grid, 30-minute slots, a weekday lunch break, a year ahead.
const service: SchedulingService = {
  bookingType: 'datetime',
  hasCustomSchedule: false,
  customSchedule: null,
  breakHours: [defaultBreakHour()],
  bookingInterval: 15,
  hasDuration: true,
  duration: 30,
  advanceBookingLimit: 365,
};
// Default hours; a zone with two DST changes inside the window, so those days take the slow path.
const business: SchedulingBusiness = { schedule: null, timezone: 'Europe/Berlin' };
const now = new Date('2026-03-02T09:07:00Z');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function measure(beforeEach: () => void): { median: number; p95: number; max: number } {
  for (let i = 0; i < WARMUP_RUNS; i++) {
    beforeEach();
    availabilityWindow(service, business, now);
  }
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    beforeEach();
    const start = performance.now();
    availabilityWindow(service, business, now);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1] ?? Number.NaN,
  };
}

const days = availabilityWindow(service, business, now);
const slotCount = days.reduce((sum, day) => sum + day.slots.length, 0);

const rows = [
  // Every run rebuilds the zone's offset table: the first request for a zone and window.
  ['cold (offset table rebuilt each run)', measure(() => clearOffsetTableCache())],
  // Later requests for the same zone and window reuse it.
  ['warm (offset table reused)', measure(() => undefined)],
] as const;

const ms = (value: number) => value.toFixed(3);
const lines = [
  `availabilityWindow: datetime, 15-min interval, 30-min duration, lunch break, 365-day limit, ${business.timezone}`,
  `${days.length} open days, ${slotCount} slots; ${RUNS} runs after ${WARMUP_RUNS} warm-up runs; node ${process.version}`,
  '',
  '| case | median ms | p95 ms | max ms | median < 5 ms |',
  '| --- | ---: | ---: | ---: | :---: |',
  ...rows.map(
    ([name, r]) =>
      `| ${name} | ${ms(r.median)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.median < TARGET_MS ? 'yes' : 'NO'} |`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
