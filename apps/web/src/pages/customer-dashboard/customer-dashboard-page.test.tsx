// @vitest-environment happy-dom
// The customer dashboard's business search is the server's (issue 32): typing a service's name
// ("haircut") finds the business that offers it, as the directory does, and the dashboard never
// downloads every business to filter them by name itself.
import { OPERATIONS } from '@booklane/shared/api/operations';
import type { DirectoryPage } from '@booklane/shared/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateShort } from '@/lib/format';
import { aBooking, aBusiness } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import CustomerDashboard from './customer-dashboard-page';

// The realtime client never loads here: the live bookings are the e2e suite's to check.
vi.mock('@/lib/realtime/socket-io', () => ({
  loadSocketIo: () => new Promise(() => undefined),
  loadedSocketIo: () => null,
}));

cleanUpAfterEach();

const customer = {
  id: 'c1',
  name: 'Alex Morgan',
  email: 'alex@example.com',
  role: 'customer' as const,
  phone: '+1 555 0101',
};
const rating = { average: null, count: 0 };
// Luxe Hair offers a "Women's Haircut"; nothing in its name says so.
const luxe = { ...aBusiness(), rating };
const garage = {
  ...aBusiness({ _id: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Auto Fix', username: 'auto-fix' }),
  rating,
};
const page = (businesses: DirectoryPage['businesses']): DirectoryPage => ({
  businesses,
  total: businesses.length,
  hasMore: false,
});
const route = (id: keyof typeof OPERATIONS) => `${OPERATIONS[id].method} ${OPERATIONS[id].path}`;

it('finds a business by one of its services through the server’s search ("haircut")', async () => {
  const sent = answerApi({
    // The server's matching (names, services, categories): what the directory answers.
    [route('listDirectoryPage')]: ({ query }) =>
      page(query.get('search') === 'haircut' ? [luxe] : query.get('search') ? [] : [garage, luxe]),
    // Every business, as the dashboard used to download it.
    [route('listBusinesses')]: [garage, luxe],
    [route('listMyBookings')]: [],
    [route('listMyBookingHistory')]: [],
    [route('markAllBookingsViewed')]: { message: 'ok' },
    [route('listMyWaitlist')]: [],
  });
  const { user } = renderWith(<CustomerDashboard />, { user: customer });

  const results = await screen.findByRole('list', { name: 'Businesses' });
  expect(within(results).getAllByRole('listitem')).toHaveLength(2);

  await fill(user, screen.getByLabelText(/Search businesses by name/), 'haircut');
  await vi.waitFor(() => {
    expect(within(screen.getByRole('list', { name: 'Businesses' })).getAllByRole('listitem')).toHaveLength(1);
  });
  const card = within(screen.getByRole('list', { name: 'Businesses' })).getByRole('listitem');
  expect(card.textContent).toContain('Luxe Hair');
  expect(within(card).getByRole('link', { name: 'View Services' }).getAttribute('href')).toBe(
    `/customer/business/${luxe._id}`,
  );
  // Asked of the server, never filtered from a downloaded list.
  const searches = sent.filter((r) => r.path === OPERATIONS.listDirectoryPage.path);
  expect(searches.at(-1)?.query.get('search')).toBe('haircut');
  expect(sent.some((r) => r.path === OPERATIONS.listBusinesses.path)).toBe(false);

  await fill(user, screen.getByLabelText(/Search businesses by name/), 'nothing like this');
  expect(await screen.findByRole('heading', { name: 'No businesses found.' })).toBeTruthy();
});

it('offers to add each upcoming booking to a calendar, not a cancelled one', async () => {
  // A month from now, at 15:00 UTC.
  const day = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10);
  const upcoming = aBooking({
    status: 'confirmed',
    startsAt: `${day}T15:00:00.000Z`,
    bookingDate: day,
  });
  const cancelled = aBooking({
    _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    status: 'cancelled',
    service: { ...upcoming.service!, name: 'Beard Trim' },
  });
  answerApi({
    [route('listDirectoryPage')]: page([]),
    [route('listMyBookings')]: [upcoming],
    [route('listMyBookingHistory')]: [cancelled],
    [route('markAllBookingsViewed')]: { message: 'ok' },
    [route('listMyWaitlist')]: [],
  });
  const { user } = renderWith(<CustomerDashboard />, { user: customer });

  const active = await screen.findByRole('list', { name: 'Active bookings' });
  await user.click(within(active).getByRole('button', { name: "Add to calendar: Women's Haircut" }));
  expect(within(active).getByRole('link', { name: 'Calendar file (.ics)' }).getAttribute('download')).toBe(
    `women-s-haircut-${day}.ics`,
  );
  expect(within(active).getByRole('link', { name: /Google Calendar/ })).toBeTruthy();
  const outlook = within(active).getByRole('link', { name: 'Outlook.com (opens in a new tab)' });
  expect(new URL(outlook.getAttribute('href')!).searchParams.get('startdt')).toBe(`${day}T15:00:00Z`);

  const gone = screen.getByRole('list', { name: 'Cancelled bookings' });
  expect(within(gone).getByText('Beard Trim')).toBeTruthy();
  expect(within(gone).queryByRole('button', { name: /Add to calendar/ })).toBeNull();
});

it('leads from the dashboard to the reviews a completed visit still waits for', async () => {
  const yesterday = new Date(Date.now() - 24 * 3_600_000).toISOString();
  const toReview = aBooking({
    _id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    status: 'completed',
    completedAt: yesterday,
    review: null,
  });
  const reviewed = aBooking({
    _id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
    status: 'completed',
    completedAt: yesterday,
    service: { ...toReview.service!, name: 'Beard Trim' },
    review: {
      _id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
      bookingId: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
      rating: 5,
      text: '',
      source: 'customer',
      createdAt: yesterday,
      updatedAt: yesterday,
      editableUntil: yesterday,
      heldUntil: null,
      answer: null,
    },
  });
  answerApi({
    [route('listDirectoryPage')]: page([]),
    [route('listMyBookings')]: [],
    [route('listMyBookingHistory')]: [toReview, reviewed],
    [route('markAllBookingsViewed')]: { message: 'ok' },
    [route('listMyWaitlist')]: [],
  });
  renderWith(<CustomerDashboard />, { user: customer });

  const panel = await screen.findByTestId('to-review');
  const links = within(panel).getAllByRole('link', { name: /Leave a review/ });
  expect(links).toHaveLength(1);
  expect(links[0]!.getAttribute('href')).toBe(`/customer/bookings/${toReview._id}/review`);
  expect(within(panel).getByRole('link', { name: 'Your booking history' }).getAttribute('href')).toBe(
    '/customer/history',
  );
});

describe('a new account made after a guest booking (issue 39)', () => {
  // A week from now, 14:00 in Berlin.
  const day = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString().slice(0, 10);
  const ivy = {
    id: 'c-ivy',
    name: 'Ivy Chen',
    email: 'ivy@example.com',
    role: 'customer' as const,
    phone: '+1 555 0177',
    emailVerified: false,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
  };
  const waiting = {
    _id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
    status: 'pending' as const,
    service: aBooking().service,
    business: { _id: luxe._id, name: 'Luxe Hair', timezone: 'Europe/Berlin' },
    bookingDate: day,
    startTime: '14:00',
    localStartTime: `${day}T14:00`,
    startsAt: null,
  };
  const dashboardApi = (awaiting: unknown[]) =>
    answerApi({
      [route('listDirectoryPage')]: page([]),
      [route('listMyBookings')]: [],
      [route('listMyBookingHistory')]: [],
      [route('listMyBookingsAwaitingVerification')]: awaiting,
      [route('markAllBookingsViewed')]: { message: 'ok' },
      [route('listMyWaitlist')]: [],
    });

  it('says "Welcome" and names the booking to confirm the address for, instead of "No upcoming bookings"', async () => {
    dashboardApi([waiting]);
    const first = renderWith(<CustomerDashboard />, { user: ivy });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ivy');
    const panel = (await screen.findByTestId('awaiting-verification')).textContent;
    expect(panel).toContain(
      `Confirm your email to see your booking at Luxe Hair on ${formatDateShort(day)} at 14:00`,
    );
    expect(panel).toContain('We sent the link to ivy@example.com.');
    expect(screen.queryByText(/No upcoming bookings/)).toBeNull();

    // The next visit of the dashboard welcomes her back.
    first.unmount();
    renderWith(<CustomerDashboard />, { user: ivy });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Ivy');
  });

  it('does not ask once the address is confirmed, and says there is nothing upcoming', async () => {
    const sent = dashboardApi([waiting]);
    renderWith(<CustomerDashboard />, { user: { ...ivy, id: 'c-ivy-2', emailVerified: true } });
    expect(await screen.findByText(/No upcoming bookings/)).toBeTruthy();
    expect(screen.queryByTestId('awaiting-verification')).toBeNull();
    expect(sent.some((r) => r.path === OPERATIONS.listMyBookingsAwaitingVerification.path)).toBe(false);
  });
});
