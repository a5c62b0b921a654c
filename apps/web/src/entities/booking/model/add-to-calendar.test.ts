import { describe, expect, it } from 'vitest';
import { aBooking } from '@/test-utils/fixtures';
import {
  bookingCalendarEvent,
  calendarFileHref,
  calendarFileName,
  calendarFileText,
  googleCalendarUrl,
  outlookCalendarUrl,
} from './add-to-calendar';

const origin = 'https://booklane.example';
const now = new Date('2026-03-01T12:00:00.000Z');
// Wednesday 4 March 2026, 10:00 in New York (15:00 UTC), 30 minutes.
const timed = aBooking({
  status: 'confirmed',
  startsAt: '2026-03-04T15:00:00.000Z',
  business: {
    _id: aBooking().business._id,
    name: 'Luxe Hair',
    username: 'luxe-hair',
    timezone: 'America/New_York',
  },
});

describe('the calendar event of a booking', () => {
  it('runs from its UTC start for its duration, with the invites’ UID', () => {
    const event = bookingCalendarEvent(timed, { origin, address: '1 Main St' });
    expect(event).toEqual({
      uid: `booking-${timed._id}@booklane.example`,
      title: "Women's Haircut at Luxe Hair",
      details: "Women's Haircut at Luxe Hair\nWith Maya Lopez\nhttps://booklane.example/luxe-hair",
      location: '1 Main St',
      url: 'https://booklane.example/luxe-hair',
      when: {
        kind: 'timed',
        start: new Date('2026-03-04T15:00:00.000Z'),
        end: new Date('2026-03-04T15:30:00.000Z'),
      },
      tentative: false,
    });
  });

  it('says a request is one, and is tentative until the business confirms', () => {
    const event = bookingCalendarEvent({ ...timed, status: 'pending' }, { origin });
    expect(event?.title).toBe("Requested: Women's Haircut at Luxe Hair");
    expect(event?.details).toContain('Requested: Luxe Hair will confirm.');
    expect(event?.tentative).toBe(true);
    expect(event?.location).toBeNull();
  });

  it('takes 30 minutes without a duration, a whole day for date-only, and nothing for flexible', () => {
    const noDuration = bookingCalendarEvent(
      { ...timed, service: { ...timed.service!, hasDuration: false, duration: null } },
      { origin },
    );
    expect(noDuration?.when).toEqual({
      kind: 'timed',
      start: new Date('2026-03-04T15:00:00.000Z'),
      end: new Date('2026-03-04T15:30:00.000Z'),
    });
    const dayPass = bookingCalendarEvent(
      { ...timed, startsAt: null, bookingDate: '2026-03-31', teamMember: null },
      { origin },
    );
    expect(dayPass?.when).toEqual({ kind: 'all-day', first: '2026-03-31', after: '2026-04-01' });
    expect(bookingCalendarEvent({ ...timed, startsAt: null, bookingDate: null }, { origin })).toBeNull();
  });

  it('has nothing to add once the booking is cancelled or over', () => {
    for (const status of ['cancelled', 'completed', 'no-show'] as const) {
      expect(bookingCalendarEvent({ ...timed, status }, { origin }), status).toBeNull();
    }
  });
});

describe('the .ics file', () => {
  it('is one VEVENT with UTC times and CRLF line ends', () => {
    const text = calendarFileText(bookingCalendarEvent(timed, { origin, address: '1 Main St' })!, now);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Booklane//Booklane//EN',
      'CALSCALE:GREGORIAN',
      'BEGIN:VEVENT',
      `UID:booking-${timed._id}@booklane.example`,
      'DTSTAMP:20260301T120000Z',
      'DTSTART:20260304T150000Z',
      'DTEND:20260304T153000Z',
      "SUMMARY:Women's Haircut at Luxe Hair",
      // 75 octets, then the rest on a continuation line.
      "DESCRIPTION:Women's Haircut at Luxe Hair\\nWith Maya Lopez\\nhttps://booklane",
      ' .example/luxe-hair',
      'LOCATION:1 Main St',
      'URL:https://booklane.example/luxe-hair',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('writes whole days as dates', () => {
    const event = bookingCalendarEvent({ ...timed, startsAt: null, status: 'pending' }, { origin })!;
    const text = calendarFileText(event, now);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20260304\r\nDTEND;VALUE=DATE:20260305\r\n');
    expect(text).toContain('\r\nSTATUS:TENTATIVE\r\n');
  });

  it('escapes what people typed and folds long lines at 75 octets, never inside a character', () => {
    const event = bookingCalendarEvent(
      {
        ...timed,
        notes: 'Fringe; not too short, please\\thanks\r\nEND:VEVENT',
        business: { ...timed.business, name: 'Café Ünïcödé, Salon; Spa' },
      },
      { origin, address: 'Flat 2, 10 Rue de la Paix; Paris' },
    )!;
    const text = calendarFileText(event, now);
    // No line of the file is a line the person typed: the break is escaped.
    expect(text.split('\r\n')).not.toContain('END:VEVENT\\n');
    expect(text.split('\r\n').filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain("SUMMARY:Women's Haircut at Café Ünïcödé\\, Salon\\; Spa\r\n");
    expect(unfolded).toContain('Notes: Fringe\\; not too short\\, please\\\\thanks\\nEND:VEVENT');
    expect(unfolded).toContain('LOCATION:Flat 2\\, 10 Rue de la Paix\\; Paris\r\n');
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
  });

  it('downloads as a data address with a plain file name', () => {
    const event = bookingCalendarEvent(timed, { origin })!;
    const href = calendarFileHref(event, now);
    expect(href.startsWith('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0A')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(calendarFileText(event, now));
    expect(calendarFileName("Women's Haircut", '2026-03-04')).toBe('women-s-haircut-2026-03-04.ics');
    expect(calendarFileName('Массаж', '2026-03-04')).toBe('booking-2026-03-04.ics');
  });
});

describe('the Google Calendar link', () => {
  it('fills in the title, UTC dates, details and place', () => {
    const url = new URL(googleCalendarUrl(bookingCalendarEvent(timed, { origin, address: '1 Main St' })!));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe("Women's Haircut at Luxe Hair");
    expect(url.searchParams.get('dates')).toBe('20260304T150000Z/20260304T153000Z');
    expect(url.searchParams.get('details')).toContain('With Maya Lopez');
    expect(url.searchParams.get('location')).toBe('1 Main St');
    expect(googleCalendarUrl(bookingCalendarEvent(timed, { origin })!)).not.toContain('location=');
  });

  it('gives whole days as dates, the end exclusive, and keeps & and # inside their values', () => {
    const event = bookingCalendarEvent(
      { ...timed, startsAt: null, business: { ...timed.business, name: 'Nails & Co #1' } },
      { origin },
    )!;
    const url = new URL(googleCalendarUrl(event));
    expect(url.searchParams.get('dates')).toBe('20260304/20260305');
    expect(url.searchParams.get('text')).toBe("Women's Haircut at Nails & Co #1");
    expect(url.hash).toBe('');
  });
});

describe('the Outlook.com link', () => {
  it('fills in the subject, UTC start and end, body and place', () => {
    const href = outlookCalendarUrl(bookingCalendarEvent(timed, { origin, address: '1 Main St' })!);
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(url.searchParams.get('subject')).toBe("Women's Haircut at Luxe Hair");
    expect(url.searchParams.get('startdt')).toBe('2026-03-04T15:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-03-04T15:30:00Z');
    expect(url.searchParams.get('allday')).toBeNull();
    expect(url.searchParams.get('body')).toBe(
      "Women's Haircut at Luxe Hair\nWith Maya Lopez\nhttps://booklane.example/luxe-hair",
    );
    expect(url.searchParams.get('location')).toBe('1 Main St');
    // Spaces are %20, never +, which Outlook would show as a plus sign.
    expect(href).not.toContain('+');
    expect(outlookCalendarUrl(bookingCalendarEvent(timed, { origin })!)).not.toContain('location=');
  });

  it('gives a date-only booking as a whole day, the end exclusive', () => {
    const event = bookingCalendarEvent({ ...timed, startsAt: null, bookingDate: '2026-03-31' }, { origin })!;
    const url = new URL(outlookCalendarUrl(event));
    expect(url.searchParams.get('startdt')).toBe('2026-03-31');
    expect(url.searchParams.get('enddt')).toBe('2026-04-01');
    expect(url.searchParams.get('allday')).toBe('true');
  });

  it('says a request is one, and keeps & and # inside their values', () => {
    const event = bookingCalendarEvent(
      { ...timed, status: 'pending', business: { ...timed.business, name: 'Nails & Co #1' } },
      { origin },
    )!;
    const url = new URL(outlookCalendarUrl(event));
    expect(url.searchParams.get('subject')).toBe("Requested: Women's Haircut at Nails & Co #1");
    expect(url.searchParams.get('body')).toContain('Requested: Nails & Co #1 will confirm.');
    expect(url.hash).toBe('');
  });
});
