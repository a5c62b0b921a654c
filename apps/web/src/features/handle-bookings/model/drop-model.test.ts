import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  columnId,
  dropAction,
  parseColumnId,
  rescheduleForDrop,
  selectionSpan,
  spanInstants,
  withMove,
} from './drop-model';

// Maya's 45-minute cut at 10:00 on Wednesday 4 March 2026.
const cut = {
  localStartTime: '2026-03-04T10:00',
  bookingDate: '2026-03-04',
  startTime: '10:00',
  service: { _id: 's1', name: 'Cut', duration: 45, price: null, hasDuration: true, hasPricing: false },
  teamMember: { _id: 'maya', name: 'Maya' },
} satisfies Pick<Booking, 'localStartTime' | 'bookingDate' | 'startTime' | 'service' | 'teamMember'>;

describe('column ids', () => {
  it('name a member on a date and are read back', () => {
    const id = columnId({ memberId: 'maya', date: '2026-03-04' });
    expect(parseColumnId(id)).toEqual({ memberId: 'maya', date: '2026-03-04' });
    expect(parseColumnId('booking|x')).toBeNull();
    expect(parseColumnId(`${id}|more`)).toBeNull();
  });
});

describe('rescheduleForDrop', () => {
  const px = 2;

  it('moves the start by the distance dragged, snapped to 15 minutes', () => {
    // 50 minutes down: 10:50, snapped to 10:45.
    expect(rescheduleForDrop(cut, { memberId: 'maya', date: '2026-03-04' }, 50 * px, px)).toEqual({
      bookingDate: '2026-03-04',
      startTime: '10:45',
    });
    // 53 minutes up: 09:07, snapped to 09:00.
    expect(rescheduleForDrop(cut, { memberId: 'maya', date: '2026-03-04' }, -53 * px, px)?.startTime).toBe(
      '09:00',
    );
  });

  it('names the new member when dropped on a colleague, and the new day in the week view', () => {
    expect(rescheduleForDrop(cut, { memberId: 'alex', date: '2026-03-04' }, 0, px)).toEqual({
      bookingDate: '2026-03-04',
      startTime: '10:00',
      teamMember: 'alex',
    });
    expect(rescheduleForDrop(cut, { memberId: 'maya', date: '2026-03-06' }, 30 * px, px)).toEqual({
      bookingDate: '2026-03-06',
      startTime: '10:30',
    });
  });

  it('asks nothing for a drop back in place, outside the columns, or of a booking without a time', () => {
    const here = { memberId: 'maya', date: '2026-03-04' };
    expect(rescheduleForDrop(cut, here, 6 * px, px)).toBeNull();
    expect(rescheduleForDrop(cut, null, 120 * px, px)).toBeNull();
    expect(
      rescheduleForDrop({ ...cut, localStartTime: null, startTime: null }, here, 60 * px, px),
    ).toBeNull();
  });

  it('keeps the booking inside the day', () => {
    const target = { memberId: 'maya', date: '2026-03-04' };
    expect(rescheduleForDrop(cut, target, -900 * px, px)?.startTime).toBe('00:00');
    expect(rescheduleForDrop(cut, target, 900 * px, px)?.startTime).toBe('23:15');
  });
});

describe('a drag over empty time', () => {
  const visible = { start: 480, end: 1200 };

  it('covers the steps from where it started to where it ended, either way', () => {
    expect(selectionSpan(60 * 2, 50 * 2, visible, 2)).toEqual({ start: 540, end: 600 });
    expect(selectionSpan(60 * 2, -50 * 2, visible, 2)).toEqual({ start: 480, end: 555 });
    expect(selectionSpan(60 * 2, 0, visible, 2)).toEqual({ start: 540, end: 555 });
  });

  it('becomes instants of the business zone, the end of the day as the next midnight', () => {
    expect(spanInstants('2026-03-04', { start: 540, end: 600 }, 'Europe/Berlin')).toEqual({
      startsAt: '2026-03-04T08:00:00.000Z',
      endsAt: '2026-03-04T09:00:00.000Z',
    });
    expect(spanInstants('2026-03-04', { start: 1380, end: 1440 }, 'Europe/Berlin')?.endsAt).toBe(
      '2026-03-04T23:00:00.000Z',
    );
  });
});

describe('dropAction', () => {
  const visible = { start: 480, end: 1200 };
  const column = {
    id: columnId({ memberId: 'alex', date: '2026-03-04' }),
    memberId: 'alex',
    date: '2026-03-04',
  };

  it("maps a booking's drop on a colleague's column to a reschedule request", () => {
    const booking = { ...cut, _id: 'b1' } as Booking;
    expect(dropAction({ kind: 'booking', booking }, column.id, 60 * 2, 0, visible, 2)).toEqual({
      kind: 'move',
      booking,
      move: { bookingDate: '2026-03-04', startTime: '11:00', teamMember: 'alex' },
    });
    expect(dropAction({ kind: 'booking', booking }, null, 60 * 2, 0, visible, 2)).toBeNull();
    expect(dropAction(null, column.id, 0, 0, visible, 2)).toBeNull();
  });

  it('maps a drag over empty time to the block of the steps it covered', () => {
    expect(dropAction({ kind: 'select', column }, column.id, 45 * 2, 60 * 2, visible, 2)).toEqual({
      kind: 'block',
      target: { memberId: 'alex', date: '2026-03-04' },
      span: { start: 540, end: 600 },
    });
  });
});

describe('withMove', () => {
  it('shows a booking where a move not yet answered puts it', () => {
    const booking = { ...cut, _id: 'b1' } as Booking;
    const moved = withMove(
      booking,
      { bookingDate: '2026-03-05', startTime: '09:30', teamMember: 'alex' },
      () => 'Alex',
    );
    expect(moved).toMatchObject({
      bookingDate: '2026-03-05',
      startTime: '09:30',
      localStartTime: '2026-03-05T09:30',
      teamMember: { _id: 'alex', name: 'Alex' },
    });
    expect(withMove(booking, undefined, () => null)).toBe(booking);
  });
});
