// @vitest-environment happy-dom
// Joining the waitlist from the booking sheet (decisions.md 9.3): a full time offers it, the form
// opens prefilled with that day and time, checks what it can, sends the request and shows the
// server's refusal or the place in line; only customers and guests are offered it.
import type { ServiceAvailability } from '@booklane/shared/schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, aService, aTeamMember, BUSINESS_ID, SERVICE_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { BookingForm } from '../booking-form';

vi.mock('@/lib/realtime/socket-io', () => ({
  loadSocketIo: () => new Promise(() => undefined),
  loadedSocketIo: () => null,
}));

cleanUpAfterEach();

// Monday 2 March 2026, 8:00 in New York (the business's zone and the test's).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T13:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const AVAILABILITY = `GET /api/services/${SERVICE_ID}/availability`;
const JOIN = `POST /api/services/${SERVICE_ID}/waitlist`;
const TEAM = `GET /api/businesses/${BUSINESS_ID}/team-members`;
const SAM = 'c0a80101-0000-4000-8000-0000000000aa';

const availability: ServiceAvailability = {
  timezone: 'America/New_York',
  bookingType: 'datetime',
  days: [
    { date: '2026-03-02', open: false, note: 'Closed for training', slots: [] },
    {
      date: '2026-03-03',
      open: true,
      slots: [
        { startTime: '15:00', remaining: 1, teamMemberIds: [] },
        { startTime: '15:30', remaining: 0, teamMemberIds: [] },
      ],
    },
  ],
};

const customer = {
  id: 'c1',
  name: 'Alex Morgan',
  email: 'alex@example.com',
  role: 'customer' as const,
  phone: '+1 555 0101',
};

const joined = { _id: 'e0000000-0000-4000-8000-000000000001', status: 'waiting', position: 2 };

describe('Join the waitlist', () => {
  it("checks a guest's details and range, shows the server's refusal, then the place in line", async () => {
    const answers = [
      { status: 409, body: { message: 'You are already on the waitlist for this day.' } },
      { status: 201, body: joined },
    ];
    const sent = answerApi({ [AVAILABILITY]: availability, [JOIN]: () => answers.shift() });
    const { user } = renderWith(
      <BookingForm service={aService()} business={aBusiness()} onBooked={vi.fn()} />,
    );

    const join = await screen.findByRole('button', { name: 'Join the waitlist' });
    expect(screen.getByTestId('waitlist-prompt').textContent).toContain('Is the time you want full?');
    await user.click(join);

    // The form takes the sheet's place, prefilled with the full time and an hour after it.
    const heading = screen.getByRole('heading', { name: 'Join the waitlist' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('button', { name: 'Request booking' })).toBeNull();
    const form = within(screen.getByRole('form', { name: 'Join the waitlist' }));
    expect((form.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-03-03');
    expect((form.getByLabelText(/^From/) as HTMLInputElement).value).toBe('15:30');
    expect((form.getByLabelText(/^To/) as HTMLInputElement).value).toBe('16:00');

    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();

    await fill(user, form.getByLabelText(/^Name/), 'Sam Guest');
    await fill(user, form.getByLabelText(/^Email/), 'sam@example.com');
    await fill(user, form.getByLabelText(/^Phone/), '+1 555 0199');
    await fill(user, form.getByLabelText(/^To/), '15:00');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('The end of the time range must be after its start.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await fill(user, form.getByLabelText(/^To/), '17:00');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are already on the waitlist for this day.')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      date: '2026-03-03',
      from: '15:30',
      to: '17:00',
      teamMember: null,
      guestName: 'Sam Guest',
      guestEmail: 'sam@example.com',
      guestPhone: '+1 555 0199',
    });

    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(
      await screen.findByText("You're number 2 in line. We'll email you when a place frees up."),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();

    // Back to the sheet, as it was, the focus on the button that left it.
    await user.click(screen.getByRole('button', { name: 'Back to booking' }));
    expect(screen.getByRole('button', { name: 'Request booking' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Join the waitlist' })),
    );
  });

  it('lets a customer choose a team member or anyone, and points to the dashboard', async () => {
    const team = [aTeamMember(), aTeamMember({ _id: SAM, name: 'Sam Rivera', title: 'Barber' })];
    const full: ServiceAvailability = {
      ...availability,
      days: [
        {
          date: '2026-03-03',
          open: true,
          slots: [
            { startTime: '15:00', remaining: 0, teamMemberIds: [] },
            { startTime: '15:30', remaining: 0, teamMemberIds: [] },
          ],
        },
      ],
    };
    const sent = answerApi({ [AVAILABILITY]: full, [TEAM]: team, [JOIN]: { status: 201, body: joined } });
    const { user } = renderWith(
      <BookingForm service={aService()} business={aBusiness()} onBooked={vi.fn()} />,
      { user: customer },
    );
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));

    // The whole day: its first time to the end of its last.
    const form = within(screen.getByRole('form', { name: 'Join the waitlist' }));
    expect((form.getByLabelText(/^From/) as HTMLInputElement).value).toBe('15:00');
    expect((form.getByLabelText(/^To/) as HTMLInputElement).value).toBe('16:00');
    expect(form.queryByLabelText(/^Email/)).toBeNull();
    const member = form.getByLabelText('Team member') as HTMLSelectElement;
    expect([...member.options].map((option) => option.text)).toEqual(['Anyone', 'Maya Lopez', 'Sam Rivera']);
    await user.selectOptions(member, SAM);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(
      await screen.findByText(
        "You're number 2 in line. We'll email you when a place frees up. You can see it in your dashboard.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/customer/dashboard',
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      date: '2026-03-03',
      from: '15:00',
      to: '16:00',
      teamMember: SAM,
    });
  });

  it("waits for a whole full day of a date-only service: the day's hours, no times to choose", async () => {
    const dateOnly: ServiceAvailability = {
      timezone: 'America/New_York',
      bookingType: 'date-only',
      days: [
        { date: '2026-03-02', open: true, slots: [{ startTime: null, remaining: 3, teamMemberIds: [] }] },
        { date: '2026-03-03', open: true, slots: [{ startTime: null, remaining: 0, teamMemberIds: [] }] },
      ],
    };
    const sent = answerApi({ [AVAILABILITY]: dateOnly, [JOIN]: { status: 201, body: joined } });
    const { user } = renderWith(
      <BookingForm
        service={aService({ bookingType: 'date-only' })}
        business={aBusiness()}
        onBooked={vi.fn()}
      />,
      { user: customer },
    );
    expect((await screen.findByTestId('waitlist-prompt')).textContent).toContain(
      'Tue, Mar 3 is fully booked.',
    );
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const form = within(screen.getByRole('form', { name: 'Join the waitlist' }));
    expect(form.queryByLabelText(/^From/)).toBeNull();
    await user.click(form.getByRole('button', { name: 'Join the waitlist' }));
    await vi.waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        date: '2026-03-03',
        from: '09:00',
        to: '17:00',
        teamMember: null,
      }),
    );
  });

  it('is not offered to a business account, nor for a flexible service', async () => {
    answerApi({ [AVAILABILITY]: availability });
    const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
    const view = renderWith(<BookingForm service={aService()} business={aBusiness()} onBooked={vi.fn()} />, {
      user: owner,
    });
    expect(await screen.findByRole('radio', { name: '3:00 PM' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
    view.unmount();

    answerApi({
      [AVAILABILITY]: { timezone: 'America/New_York', bookingType: 'flexible', days: [], remaining: 0 },
    });
    renderWith(
      <BookingForm
        service={aService({ bookingType: 'flexible' })}
        business={aBusiness()}
        onBooked={vi.fn()}
      />,
    );
    expect(await screen.findByTestId('cancellation-line')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  });
});
