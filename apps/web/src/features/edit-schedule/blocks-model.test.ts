import { createBlockRequestSchema } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  blockDraftErrors,
  blockListRange,
  blockRequestOf,
  emptyBlockDraft,
  localInstant,
} from './blocks-model';

describe('blocks model', () => {
  it('lists sixty days from today', () => {
    expect(blockListRange('2026-12-30')).toEqual({ from: '2026-12-30', to: '2027-02-27' });
  });

  it("writes a local time as an instant with the zone's offset then", () => {
    expect(localInstant('2026-12-01', '09:00', 'Europe/Berlin')).toBe('2026-12-01T09:00:00+01:00');
    expect(localInstant('2026-07-01', '09:00', 'Europe/Berlin')).toBe('2026-07-01T09:00:00+02:00');
    expect(localInstant('2026-07-01', '09:00', 'America/New_York')).toBe('2026-07-01T09:00:00-04:00');
    expect(localInstant('2026-07-01', '09:00', 'Asia/Kolkata')).toBe('2026-07-01T09:00:00+05:30');
    expect(localInstant('2026-12-01', '09:00', 'UTC')).toBe('2026-12-01T09:00:00+00:00');
    // 2:30 does not exist in New York on 8 March 2026: the first time after the gap.
    expect(localInstant('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T03:00:00-04:00');
    expect(localInstant('2026-13-01', '09:00', 'UTC')).toBeNull();
  });

  it('runs whole days from the first midnight to the one after the last day', () => {
    const draft = {
      ...emptyBlockDraft('2026-12-01'),
      endDate: '2026-12-02',
      teamMember: '',
      note: 'Holiday',
    };
    const request = blockRequestOf(draft, 'Europe/Berlin');
    expect(request).toEqual({
      teamMember: null,
      startsAt: '2026-12-01T00:00:00+01:00',
      endsAt: '2026-12-03T00:00:00+01:00',
      note: 'Holiday',
    });
    expect(createBlockRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends the times of a timed block, and the shared schema refuses an end before the start', () => {
    const draft = {
      ...emptyBlockDraft('2026-12-01'),
      allDay: false,
      startTime: '14:00',
      endTime: '13:00',
    };
    const parsed = createBlockRequestSchema.safeParse(blockRequestOf(draft, 'UTC'));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['endsAt']);
  });

  it('asks for the dates and times it needs', () => {
    const draft = { ...emptyBlockDraft(''), allDay: false, startTime: '' };
    expect(blockDraftErrors(draft)).toEqual({
      startDate: 'Choose the first day',
      endDate: 'Choose the last day',
      startTime: 'Choose the start time',
    });
  });
});
