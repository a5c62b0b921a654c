// @vitest-environment happy-dom
// The sheet after a guest's booking: a request says it is one, the time is on the business's clock,
// and Add to calendar offers the .ics file, Google Calendar and Outlook.com (nothing for a flexible
// booking).
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/test-utils/fixtures';
import { cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { GuestSuccessDialog, type GuestBookingSummary } from './guest-success-dialog';

cleanUpAfterEach();

// Wednesday 4 March 2026, 10:00 in New York.
const booking = aBooking({
  status: 'pending',
  startsAt: '2026-03-04T15:00:00.000Z',
  business: {
    _id: aBooking().business._id,
    name: 'Luxe Hair',
    username: 'luxe-hair',
    timezone: 'America/New_York',
    currency: 'USD',
  },
});

function summary(overrides: Partial<GuestBookingSummary> = {}): GuestBookingSummary {
  return {
    booking,
    businessName: 'Luxe Hair',
    serviceName: "Women's Haircut",
    timezone: 'America/New_York',
    address: '1 Main St',
    guest: null,
    ...overrides,
  };
}

function sheet(value: GuestBookingSummary) {
  renderWith(<GuestSuccessDialog summary={value} onClose={vi.fn()} />);
  return within(screen.getByRole('dialog'));
}

describe('GuestSuccessDialog', () => {
  it('calls a request a request, and offers to add it to a calendar', () => {
    const dialog = sheet(summary());
    expect(screen.getByRole('dialog', { name: 'Requested: the business will confirm' })).toBeTruthy();
    expect(dialog.getByText('10:00 AM')).toBeTruthy();
    const calendar = within(dialog.getByRole('region', { name: 'Add to calendar' }));
    expect(calendar.getByText('It goes in as tentative until the business confirms.')).toBeTruthy();

    const file = calendar.getByRole('link', { name: 'Calendar file (.ics)' });
    expect(file.getAttribute('download')).toBe('women-s-haircut-2026-03-04.ics');
    const ics = decodeURIComponent(file.getAttribute('href')!.split(',').slice(1).join(','));
    expect(ics).toContain('\r\nDTSTART:20260304T150000Z\r\nDTEND:20260304T153000Z\r\n');
    expect(ics).toContain("\r\nSUMMARY:Requested: Women's Haircut at Luxe Hair\r\n");
    expect(ics).toContain('\r\nLOCATION:1 Main St\r\n');

    const google = calendar.getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
    expect(google.getAttribute('target')).toBe('_blank');
    const url = new URL(google.getAttribute('href')!);
    expect(url.host).toBe('calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20260304T150000Z/20260304T153000Z');

    const outlook = calendar.getByRole('link', { name: 'Outlook.com (opens in a new tab)' });
    expect(outlook.getAttribute('target')).toBe('_blank');
    const compose = new URL(outlook.getAttribute('href')!);
    expect(compose.host).toBe('outlook.live.com');
    expect(compose.searchParams.get('startdt')).toBe('2026-03-04T15:00:00Z');
  });

  it("keeps the spec's words for a confirmed booking, with the time on a 24-hour business's clock", () => {
    const london = {
      ...booking,
      status: 'confirmed' as const,
      startsAt: '2026-03-04T10:00:00.000Z',
      business: { ...booking.business, timezone: 'Europe/London', currency: 'GBP' },
    };
    const dialog = sheet(summary({ booking: london, timezone: 'Europe/London' }));
    expect(screen.getByRole('dialog', { name: 'Booking confirmed' })).toBeTruthy();
    expect(dialog.getByText(/^10:00( \(|$)/)).toBeTruthy();
    expect(dialog.queryByText(/tentative/)).toBeNull();
  });

  it('has nothing to add for a flexible booking', () => {
    const flexible = { ...booking, bookingDate: null, startTime: null, localStartTime: null, startsAt: null };
    const dialog = sheet(summary({ booking: flexible }));
    expect(dialog.queryByRole('region', { name: 'Add to calendar' })).toBeNull();
  });
});

describe('GuestSuccessDialog: where the emails went', () => {
  it('names the address the confirmation was emailed to', () => {
    const dialog = sheet(summary({ booking: { ...booking, guestEmail: 'ivy@example.com' } }));
    expect(dialog.getByText(/^We emailed/).textContent).toBe(
      'We emailed ivy@example.com with the details and a link to change or cancel the booking.',
    );
  });

  it('says nothing of an email when the booking names no address', () => {
    const dialog = sheet(summary());
    expect(dialog.queryByText(/We emailed/)).toBeNull();
  });
});
