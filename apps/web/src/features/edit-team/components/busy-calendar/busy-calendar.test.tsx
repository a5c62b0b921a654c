// @vitest-environment happy-dom
// A member's other calendar in the Team tab (decisions.md 9.5): how its last read went on the
// member's line (when and how many busy times, or the error in words with when it was tried), and
// the dialog saving a pasted address (webcal:// read as https://), naming a saved one by its host
// only (the server never answers the secret address), replacing it, or removing it.
import { INTEGRATION_MESSAGES } from '@booklane/shared/domain';
import type { BusyCalendar, ManagedTeamMember } from '@booklane/shared/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBusiness, aManagedTeamMember, aService, BUSINESS_ID, MEMBER_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { TeamTab } from '../team-tab';

cleanUpAfterEach();

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const MANAGE = `GET /api/businesses/${BUSINESS_ID}/team-members/manage`;
const CALENDAR = `/api/team-members/${MEMBER_ID}/busy-calendar`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const NONE: BusyCalendar = {
  host: null,
  lastReadAt: null,
  lastAttemptAt: null,
  lastError: null,
  upcomingBusyTimes: 0,
};

function renderTab() {
  return renderWith(<TeamTab business={aBusiness()} services={[aService()]} />, { user: owner });
}

function withCalendar(busyCalendar: BusyCalendar): ManagedTeamMember {
  return aManagedTeamMember({ busyCalendar });
}

describe('busy times from another calendar', () => {
  it("says on the member's line when it was last read and how many busy times are ahead", async () => {
    const read: BusyCalendar = {
      host: 'calendar.example',
      lastReadAt: minutesAgo(5),
      lastAttemptAt: minutesAgo(5),
      lastError: null,
      upcomingBusyTimes: 12,
    };
    answerApi({ [MANAGE]: [withCalendar(read)] });
    renderTab();
    const status = await screen.findByTestId('busy-calendar-status');
    expect(status.textContent).toBe('Other calendar: Last read 5 minutes ago · 12 busy times ahead');
  });

  it('gives the last error in words and when it was tried', async () => {
    const failing: BusyCalendar = {
      host: 'calendar.example',
      lastReadAt: null,
      lastAttemptAt: minutesAgo(3),
      lastError: INTEGRATION_MESSAGES.busyCalendarErrors.status(404, 'Not Found'),
      upcomingBusyTimes: 0,
    };
    answerApi({ [MANAGE]: [withCalendar(failing)], [`GET ${CALENDAR}`]: failing });
    const { user } = renderTab();
    expect((await screen.findByTestId('busy-calendar-status')).textContent).toBe(
      'Other calendar: The calendar answered 404 Not Found. Tried 3 minutes ago.',
    );
    await user.click(screen.getByRole('button', { name: 'Other calendar of Maya Lopez' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Busy times from another calendar' }));
    expect(dialog.getByText(/The calendar answered 404 Not Found\. Tried 3 minutes ago\./)).toBeTruthy();
    // Connected, by host; the field is there to paste a new address, empty.
    expect(dialog.getByText('Connected to', { exact: false }).textContent).toBe(
      'Connected to calendar.example',
    );
    expect((dialog.getByLabelText('New secret calendar address (iCal)') as HTMLInputElement).value).toBe('');
  });

  it('saves a pasted address, webcal:// read as https://, and shows its first read', async () => {
    let calendar = NONE;
    const sent = answerApi({
      [MANAGE]: () => [withCalendar(calendar)],
      [`GET ${CALENDAR}`]: () => calendar,
      [`PUT ${CALENDAR}`]: ({ body }) => {
        const { url } = body as { url: string };
        calendar = {
          host: new URL(url).hostname,
          lastReadAt: minutesAgo(0),
          lastAttemptAt: minutesAgo(0),
          lastError: null,
          upcomingBusyTimes: 3,
        };
        return calendar;
      },
    });
    const { user } = renderTab();
    expect(await screen.findByRole('heading', { name: 'Maya Lopez' })).toBeTruthy();
    expect(screen.queryByTestId('busy-calendar-status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Other calendar of Maya Lopez' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Busy times from another calendar' }));
    expect(dialog.getByText('Where do I find this address?')).toBeTruthy();
    expect(dialog.getByText('Secret address in iCal format')).toBeTruthy();
    expect(dialog.getByText('ICS link')).toBeTruthy();

    const field = dialog.getByLabelText('Secret calendar address (iCal)');
    await fill(user, field, 'not a calendar');
    await user.click(dialog.getByRole('button', { name: 'Save calendar' }));
    expect(await dialog.findByText(INTEGRATION_MESSAGES.busyCalendarUrlInvalid)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    await fill(user, field, 'webcal://p01-caldav.icloud.example/published/2/abc');
    await user.click(dialog.getByRole('button', { name: 'Save calendar' }));
    await vi.waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
        url: 'https://p01-caldav.icloud.example/published/2/abc',
      }),
    );
    expect(await dialog.findByText(/Last read just now · 3 busy times ahead/)).toBeTruthy();
    expect(dialog.getByText('Connected to', { exact: false }).textContent).toBe(
      'Connected to p01-caldav.icloud.example',
    );
    expect(dialog.getByRole('button', { name: 'Remove calendar' })).toBeTruthy();
    // The address is not shown again: the field is empty, for a new one.
    expect((dialog.getByLabelText('New secret calendar address (iCal)') as HTMLInputElement).value).toBe('');
    expect(dialog.queryByText(/published\/2\/abc/)).toBeNull();
  });

  it('replaces a saved address with a new one', async () => {
    let calendar: BusyCalendar = {
      host: 'calendar.google.com',
      lastReadAt: minutesAgo(30),
      lastAttemptAt: minutesAgo(30),
      lastError: null,
      upcomingBusyTimes: 2,
    };
    const sent = answerApi({
      [MANAGE]: () => [withCalendar(calendar)],
      [`GET ${CALENDAR}`]: () => calendar,
      [`PUT ${CALENDAR}`]: () => {
        calendar = {
          ...calendar,
          host: 'outlook.office365.com',
          lastReadAt: minutesAgo(0),
          lastAttemptAt: minutesAgo(0),
        };
        return calendar;
      },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Other calendar of Maya Lopez' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Busy times from another calendar' }));
    expect(dialog.getByText('Connected to', { exact: false }).textContent).toBe(
      'Connected to calendar.google.com',
    );
    const save = dialog.getByRole('button', { name: 'Save new address' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await fill(
      user,
      dialog.getByLabelText('New secret calendar address (iCal)'),
      'https://outlook.office365.com/owa/calendar/abc/reachcalendar.ics',
    );
    await user.click(save);
    await vi.waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
        url: 'https://outlook.office365.com/owa/calendar/abc/reachcalendar.ics',
      }),
    );
    await vi.waitFor(() =>
      expect(dialog.getByText('Connected to', { exact: false }).textContent).toBe(
        'Connected to outlook.office365.com',
      ),
    );
  });

  it('removes the calendar', async () => {
    let calendar: BusyCalendar = {
      host: 'calendar.example',
      lastReadAt: minutesAgo(1),
      lastAttemptAt: minutesAgo(1),
      lastError: null,
      upcomingBusyTimes: 1,
    };
    const sent = answerApi({
      [MANAGE]: () => [withCalendar(calendar)],
      [`GET ${CALENDAR}`]: () => calendar,
      [`PUT ${CALENDAR}`]: () => {
        calendar = NONE;
        return calendar;
      },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Other calendar of Maya Lopez' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Busy times from another calendar' }));
    await user.click(dialog.getByRole('button', { name: 'Remove calendar' }));
    await vi.waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ url: null }),
    );
    // Not connected any more: the first-time field and button are back.
    await vi.waitFor(() => expect(dialog.queryByText('Connected to', { exact: false })).toBeNull());
    expect(dialog.getByLabelText('Secret calendar address (iCal)')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Save calendar' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(screen.queryByTestId('busy-calendar-status')).toBeNull());
  });
});
