import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  bookingSpan,
  gridHeight,
  hourMarks,
  layoutLanes,
  minuteAt,
  placeSpan,
  visibleSpan,
  type MinuteSpan,
} from './grid-model';

const booking = (startTime: string | null, duration: number | null, hasDuration = true) =>
  ({
    localStartTime: startTime ? `2026-03-04T${startTime}` : null,
    bookingDate: '2026-03-04',
    startTime,
    service: { _id: 's1', name: 'Cut', duration, price: null, hasDuration, hasPricing: false },
  }) as Pick<Booking, 'localStartTime' | 'bookingDate' | 'startTime' | 'service'>;

describe('bookingSpan', () => {
  it('runs from the start for the service duration, within the day', () => {
    expect(bookingSpan(booking('10:15', 45))).toEqual({ start: 615, end: 660 });
    expect(bookingSpan(booking('23:30', 90))).toEqual({ start: 1410, end: 1440 });
  });

  it('gives a service without a duration half an hour, and a date-only booking no place', () => {
    expect(bookingSpan(booking('09:00', null, false))).toEqual({ start: 540, end: 570 });
    expect(bookingSpan(booking(null, 60))).toBeNull();
  });
});

describe('the visible hours', () => {
  it('pad the earliest opening and the latest closing by an hour, whole hours', () => {
    const visible = visibleSpan([{ start: 540, end: 1020 }, null, { start: 600, end: 1110 }], []);
    expect(visible).toEqual({ start: 480, end: 1200 });
    expect(hourMarks(visible)).toEqual([480, 540, 600, 660, 720, 780, 840, 900, 960, 1020, 1080, 1140]);
  });

  it('stretch to a booking outside the hours, and stay within the day', () => {
    expect(visibleSpan([{ start: 540, end: 1020 }], [{ start: 1410, end: 1440 }])).toEqual({
      start: 480,
      end: 1440,
    });
    expect(visibleSpan([{ start: 20, end: 600 }], [])).toEqual({ start: 0, end: 660 });
  });

  it('are 08:00 to 18:00 on a day nobody works', () => {
    expect(visibleSpan([null, null], [])).toEqual({ start: 480, end: 1080 });
  });
});

describe('placeSpan and minuteAt', () => {
  const visible: MinuteSpan = { start: 480, end: 1200 };

  it('turn minutes into a top and a height, cut to the visible hours', () => {
    expect(placeSpan({ start: 540, end: 600 }, visible, 2)).toEqual({ top: 120, height: 120 });
    expect(placeSpan({ start: 450, end: 510 }, visible, 2)).toEqual({ top: 0, height: 60 });
    expect(placeSpan({ start: 1200, end: 1260 }, visible, 2)).toBeNull();
    expect(gridHeight(visible, 2)).toBe(1440);
  });

  it('find the step a point falls in, inside the grid', () => {
    expect(minuteAt(0, visible, 2)).toBe(480);
    expect(minuteAt(2 * 67, visible, 2)).toBe(540);
    expect(minuteAt(-40, visible, 2)).toBe(480);
    expect(minuteAt(5000, visible, 2)).toBe(1185);
  });
});

describe('layoutLanes', () => {
  const lanesOf = (spans: Array<[string, number, number]>) =>
    Object.fromEntries(
      layoutLanes(spans, ([, start, end]) => ({ start, end })).map(({ item, lane, lanes }) => [
        item[0],
        `${lane}/${lanes}`,
      ]),
    );

  it('puts overlapping bookings side by side and the rest full width', () => {
    expect(
      lanesOf([
        ['a', 540, 600],
        ['b', 570, 630],
        ['c', 600, 660],
        ['d', 700, 760],
      ]),
    ).toEqual({ a: '0/2', b: '1/2', c: '0/2', d: '0/1' });
  });

  it('gives a group the lanes of its busiest moment, longer bookings first at one start', () => {
    expect(
      lanesOf([
        ['short', 540, 560],
        ['long', 540, 660],
        ['third', 545, 600],
      ]),
    ).toEqual({ long: '0/3', short: '1/3', third: '2/3' });
  });

  it('lets back-to-back bookings share a lane', () => {
    expect(
      lanesOf([
        ['a', 540, 600],
        ['b', 600, 660],
      ]),
    ).toEqual({ a: '0/1', b: '0/1' });
  });
});
