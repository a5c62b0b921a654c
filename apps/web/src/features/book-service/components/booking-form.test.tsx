// @vitest-environment happy-dom
// The booking form as a visitor uses it: the server's times (full ones cannot be picked), the
// summary of the choice, a guest's details, and what is sent and shown when the server answers.
import type { ServiceAvailability } from '@booklane/shared/schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, aService, aTeamMember, BUSINESS_ID, MEMBER_ID, SERVICE_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { BookingForm } from './booking-form';

// The realtime client never loads here: the form's live refresh is the e2e suite's to check.
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

function renderForm(user: typeof customer | null = null) {
  const onBooked = vi.fn();
  const view = renderWith(<BookingForm service={aService()} business={aBusiness()} onBooked={onBooked} />, {
    user,
  });
  return { ...view, onBooked };
}

const booked = (body: object) => ({ _id: 'k1', status: 'pending', ...body });

describe('BookingForm', () => {
  it('opens on the first open day: its free times can be picked, a full one cannot', async () => {
    answerApi({ [AVAILABILITY]: availability });
    const { user } = renderForm();
    const free = await screen.findByRole('radio', { name: '3:00 PM' });
    expect((free as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('radio', { name: /3:30 PM\s*Full/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Mon\s*2/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Tue, Mar 3 · $65.00')).toBeTruthy();

    await user.click(free);
    expect(screen.getByText('Tue, Mar 3 · 3:00 PM · $65.00')).toBeTruthy();
    expect(screen.getByText('1 place left.')).toBeTruthy();
  });

  it("asks a guest for their details in the spec's words, then books with them", async () => {
    const sent = answerApi({
      [AVAILABILITY]: availability,
      'POST /api/bookings/guest': ({ body }) => booked(body as object),
    });
    const { user, onBooked } = renderForm();
    await user.click(await screen.findByRole('radio', { name: '3:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findAllByText('Please enter your name and email to proceed.')).toHaveLength(2);
    expect(screen.getByText('Please enter your phone number to proceed.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await fill(user, screen.getByLabelText(/^Name/), 'Sam Guest');
    await fill(user, screen.getByLabelText(/^Email/), 'sam@example.com');
    await fill(user, screen.getByLabelText(/^Phone/), '+1 555 0199');
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      service: SERVICE_ID,
      business: BUSINESS_ID,
      bookingDate: '2026-03-03',
      startTime: '15:00',
      guestName: 'Sam Guest',
      guestEmail: 'sam@example.com',
      guestPhone: '+1 555 0199',
    });
    expect(onBooked.mock.calls[0]?.[0]).toMatchObject({
      asCustomer: false,
      guest: { name: 'Sam Guest', email: 'sam@example.com', phone: '+1 555 0199' },
    });
  });

  it("shows the server's refusal, asks for the times again, then books as a customer", async () => {
    let refusals = 1;
    const sent = answerApi({
      [AVAILABILITY]: availability,
      'POST /api/bookings': ({ body }: { body: unknown }) =>
        refusals-- > 0
          ? {
              status: 409,
              body: { message: 'This time slot is currently full. Please select another time.' },
            }
          : booked(body as object),
    });
    const { user, onBooked } = renderForm(customer);
    await user.click(await screen.findByRole('radio', { name: '3:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(
      await screen.findByText('This time slot is currently full. Please select another time.'),
    ).toBeTruthy();
    expect(onBooked).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(sent.filter((request) => request.path === AVAILABILITY.slice(4)).length).toBeGreaterThan(1),
    );

    // A signed-in customer's booking carries no contact fields (the account has them).
    expect(screen.queryByRole('group', { name: 'Your details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(sent.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      service: SERVICE_ID,
      business: BUSINESS_ID,
      notes: '',
      bookingDate: '2026-03-03',
      startTime: '15:00',
      teamMember: null,
    });
  });
});

describe('BookingForm words', () => {
  it('requests a booking the business confirms, naming until when the chosen time can be cancelled', async () => {
    answerApi({ [AVAILABILITY]: availability });
    const { user } = renderForm();
    const line = await screen.findByTestId('cancellation-line');
    expect(line.textContent).toBe('Free cancellation until 24 hours before');
    await user.click(await screen.findByRole('radio', { name: '3:00 PM' }));
    // Tuesday 3:00 PM less the business's 24 hours: Monday (today) 3:00 PM, New York time.
    expect(line.textContent).toBe('Free cancellation until 3:00 PM today');
    expect(screen.getByRole('button', { name: 'Request booking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Booking' })).toBeNull();
  });

  it('warns that a time inside the cancellation window cannot be cancelled by the customer', async () => {
    const soon: ServiceAvailability = {
      ...availability,
      days: [
        { date: '2026-03-02', open: true, slots: [{ startTime: '08:55', remaining: 1, teamMemberIds: [] }] },
      ],
    };
    answerApi({ [AVAILABILITY]: soon });
    const { user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: '8:55 AM' }));
    expect(screen.getByTestId('cancellation-line').textContent).toBe(
      "This time is inside the business's 24-hour cancellation window: you will not be able to cancel it yourself",
    );
  });

  it("keeps the spec's Confirm Booking for an auto-accepted service, and a 24-hour business's clock", async () => {
    answerApi({ [AVAILABILITY]: { ...availability, timezone: 'Europe/London' } });
    renderWith(
      <BookingForm
        service={aService({ autoAcceptBookings: true })}
        business={aBusiness({ timezone: 'Europe/London', currency: 'GBP', cancellationNoticeHours: 2 })}
        onBooked={vi.fn()}
      />,
    );
    expect(await screen.findByRole('radio', { name: '15:00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeTruthy();
  });

  it('never names a time for a flexible service', async () => {
    answerApi({
      [AVAILABILITY]: { timezone: 'America/New_York', bookingType: 'flexible', days: [], remaining: null },
    });
    renderWith(
      <BookingForm
        service={aService({ bookingType: 'flexible' })}
        business={aBusiness()}
        onBooked={vi.fn()}
      />,
    );
    expect((await screen.findByTestId('cancellation-line')).textContent).toBe(
      'Free cancellation at any time',
    );
  });
});

describe('BookingForm team member choice', () => {
  const SAM = 'c0a80101-0000-4000-8000-0000000000aa';
  const TEAM = `GET /api/businesses/${BUSINESS_ID}/team-members`;
  const team = [
    aTeamMember(),
    aTeamMember({ _id: SAM, name: 'Sam Rivera', title: 'Barber' }),
    aTeamMember({ _id: 'c0a80101-0000-4000-8000-0000000000bb', name: 'Kim Lee', serviceIds: [] }),
  ];
  // Sam is free at 4:00 PM; anyone (Maya) at 3:00 PM.
  const answerFor = ({ query }: { query: URLSearchParams }): ServiceAvailability => ({
    ...availability,
    days: [
      availability.days[0] as ServiceAvailability['days'][number],
      {
        date: '2026-03-03',
        open: true,
        slots:
          query.get('teamMember') === SAM
            ? [{ startTime: '16:00', remaining: 1, teamMemberIds: [SAM] }]
            : [{ startTime: '15:00', remaining: 1, teamMemberIds: [MEMBER_ID] }],
      },
    ],
  });

  it('offers Anyone and each member who performs the service, and books the one chosen', async () => {
    const sent = answerApi({
      [TEAM]: team,
      [AVAILABILITY]: answerFor,
      'POST /api/bookings': ({ body }) =>
        booked({ ...(body as object), teamMember: { _id: SAM, name: 'Sam Rivera' } }),
    });
    const { user, onBooked } = renderForm(customer);
    const group = within(await screen.findByRole('group', { name: 'Team member' }));
    expect(group.getAllByRole('radio')).toHaveLength(3);
    expect(group.getByRole('radio', { name: 'Maya Lopez Senior stylist' })).toBeTruthy();
    expect(group.getByRole('radio', { name: 'Sam Rivera Barber' })).toBeTruthy();
    expect(group.queryByRole('radio', { name: /Kim Lee/ })).toBeNull();
    expect((group.getByRole('radio', { name: /Anyone/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(await screen.findByRole('radio', { name: '3:00 PM' }));

    await user.click(group.getByRole('radio', { name: /Sam Rivera/ }));
    expect(await screen.findByRole('radio', { name: '4:00 PM' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '3:00 PM' })).toBeNull();
    expect(sent.some((request) => request.query.get('teamMember') === SAM)).toBe(true);
    expect(screen.getByTestId('booking-summary').textContent).toContain('with Sam Rivera');

    await user.click(screen.getByRole('radio', { name: '4:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      startTime: '16:00',
      teamMember: SAM,
    });
  });

  it('asks nobody to choose when one member performs the service', async () => {
    answerApi({ [TEAM]: [team[0], team[2]], [AVAILABILITY]: answerFor });
    renderForm();
    expect(await screen.findByRole('radio', { name: '3:00 PM' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Team member' })).toBeNull();
  });
});
