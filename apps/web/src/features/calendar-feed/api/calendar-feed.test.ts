import { describe, expect, it } from 'vitest';
import { webcalUrl } from './calendar-feed';

describe('webcalUrl', () => {
  it('gives calendar apps the subscription form of the feed URL', () => {
    expect(webcalUrl('https://booklane.example/api/calendar/abc.ics')).toBe(
      'webcal://booklane.example/api/calendar/abc.ics',
    );
    expect(webcalUrl('http://localhost:3000/api/calendar/abc.ics')).toBe(
      'webcal://localhost:3000/api/calendar/abc.ics',
    );
  });
});
