// What the waitlist's screens say: a place in line, a range of times, a held place, until when it
// is held and the countdown, on the business's clock.
import { WAITLIST_MESSAGES } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  claimedText,
  countdownText,
  heldUntilText,
  joinedText,
  memberText,
  offerEndedText,
  placeText,
  positionText,
  remainingMs,
  windowText,
} from './waitlist-words';

describe('an entry', () => {
  it('says its place in line, its range on either clock and its member', () => {
    expect(positionText(2)).toBe('Number 2 in line');
    expect(windowText({ from: '14:00', to: '16:00' }, 'h12')).toBe('2:00 PM – 4:00 PM');
    expect(windowText({ from: '09:30', to: '12:00' }, 'h23')).toBe('09:30 – 12:00');
    expect(memberText({ name: 'Sam Rivera' })).toBe('Sam Rivera');
    expect(memberText(null)).toBe('Anyone');
  });

  it('answers a join with the place in line', () => {
    expect(joinedText(3)).toBe("You're number 3 in line. We'll email you when a place frees up.");
  });
});

describe('a held place', () => {
  it('names its day and time, or only its day for a date-only place', () => {
    expect(placeText({ date: '2026-03-03', startTime: '15:00' }, 'h12')).toBe('Tue, Mar 3 at 3:00 PM');
    expect(placeText({ date: '2026-03-03', startTime: '15:00' }, 'h23')).toBe('Tue, Mar 3 at 15:00');
    expect(placeText({ date: '2026-03-03', startTime: null }, 'h12')).toBe('Tue, Mar 3');
  });

  it("tells until when it is held in the business's zone, with the day when it is not today there", () => {
    const now = new Date('2026-03-03T19:00:00Z'); // 2:00 PM in New York
    expect(heldUntilText('2026-03-03T20:15:00Z', 'America/New_York', 'h12', now)).toBe('3:15 PM');
    expect(heldUntilText('2026-03-03T20:15:00Z', 'Europe/Berlin', 'h23', now)).toBe('21:15');
    // A hold of up to a day ends tomorrow there.
    expect(heldUntilText('2026-03-04T14:15:00Z', 'America/New_York', 'h12', now)).toBe('Wed, Mar 4, 9:15 AM');
  });

  it('counts down in minutes and seconds, with hours for a long hold, never below zero', () => {
    expect(countdownText(15 * 60_000)).toBe('15:00');
    expect(countdownText(14 * 60_000 + 59_001)).toBe('15:00');
    expect(countdownText(65_000)).toBe('01:05');
    expect(countdownText(999)).toBe('00:01');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(-5_000)).toBe('00:00');
    expect(countdownText(3_900_000)).toBe('1:05:00');
    expect(remainingMs('2026-03-03T20:15:00Z', Date.parse('2026-03-03T20:14:00Z'))).toBe(60_000);
    expect(remainingMs('2026-03-03T20:15:00Z', Date.parse('2026-03-03T20:16:00Z'))).toBe(0);
    expect(remainingMs('not a time', 0)).toBe(0);
  });

  it("says how an offer ended in the server's words, and what a claim made", () => {
    expect(offerEndedText('expired')).toBe(WAITLIST_MESSAGES.offerExpired);
    expect(offerEndedText('declined')).toBe(WAITLIST_MESSAGES.offerDeclined);
    expect(offerEndedText('withdrawn')).toBe(WAITLIST_MESSAGES.offerWithdrawn);
    expect(offerEndedText('held')).toBeNull();
    expect(offerEndedText('claimed')).toBeNull();
    expect(claimedText(false)).toBe('Booked!');
    expect(claimedText(true)).toBe('Requested: the business will confirm it');
  });
});
