// @vitest-environment happy-dom
// The new booking dialog (walk-ins and phone calls): it starts at the clicked time and member,
// asks for a name before anything is sent, sends a walk-in without email as a name alone, and
// names a customer account found by search by its id; the server's refusal shows in the dialog.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aBooking,
  aBusiness,
  aService,
  aTeamMember,
  BUSINESS_ID,
  MEMBER_ID,
  SERVICE_ID,
} from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { NewBookingDialog } from './new-booking-dialog';

cleanUpAfterEach();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const CUSTOMER_ID = 'c3333333-3333-4333-8333-333333333333';
const sam = {
  key: `user:${CUSTOMER_ID}`,
  name: 'Sam Regular',
  email: 'sam@example.com',
  phone: '+1 555 0101',
  userId: CUSTOMER_ID,
  visits: 3,
  noShows: 0,
  cancellations: 0,
  spent: 195,
  lastVisit: '2026-02-01',
  nextVisit: null,
};

function renderDialog(
  answer: object = { status: 201, body: aBooking({ guestName: 'Walk-in Wendy', customer: null }) },
) {
  const sent = answerApi({
    [`POST /api/businesses/${BUSINESS_ID}/bookings`]: answer,
    [`GET /api/businesses/${BUSINESS_ID}/customers`]: { customers: [sam], nextCursor: null },
  });
  const onClose = vi.fn();
  const view = renderWith(
    <NewBookingDialog
      business={aBusiness()}
      services={[
        aService(),
        aService({ _id: '6e0c9d1a-3c41-4f6b-8d2e-7a1f0b9c2d12', name: 'Colour', isActive: false }),
      ]}
      members={[aTeamMember()]}
      onlyMember={null}
      prefill={{ date: '2026-03-04', time: '14:30', memberId: MEMBER_ID }}
      onClose={onClose}
    />,
    { user: owner },
  );
  return { sent, onClose, ...view };
}

const posted = (sent: ReturnType<typeof answerApi>) => sent.filter((r) => r.method === 'POST');

describe('NewBookingDialog', () => {
  it('starts at the clicked time and member, with the active services only', () => {
    renderDialog();
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-03-04');
    expect((screen.getByLabelText('Time') as HTMLInputElement).value).toBe('14:30');
    expect((screen.getByLabelText('Team member') as HTMLSelectElement).value).toBe(MEMBER_ID);
    const services = within(screen.getByLabelText('Service')).getAllByRole('option');
    expect(services.map((o) => o.textContent)).toEqual(["Women's Haircut"]);
  });

  it('asks for a name before sending, then sends a walk-in without email as a name alone', async () => {
    const { sent, user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(posted(sent)).toHaveLength(0);

    await fill(user, screen.getByLabelText('Name'), 'Walk-in Wendy');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(sent)[0]?.body).toEqual({
      service: SERVICE_ID,
      teamMember: MEMBER_ID,
      bookingDate: '2026-03-04',
      startTime: '14:30',
      customer: { name: 'Walk-in Wendy', email: null, phone: null },
      notes: '',
    });
  });

  it('refuses a malformed email before sending', async () => {
    const { sent, user } = renderDialog();
    await fill(user, screen.getByLabelText('Name'), 'Walk-in Wendy');
    await fill(user, screen.getByLabelText(/Email/), 'wendy@');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(posted(sent)).toHaveLength(0);
  });

  it('finds a customer as you type and books their account', async () => {
    const { sent, user } = renderDialog();
    const search = screen.getByRole('combobox', { name: 'Find a customer' });
    await user.type(search, 'sam');
    const option = await screen.findByRole('option', { name: /Sam Regular/ });
    expect(sent.find((r) => r.path.endsWith('/customers'))?.query.get('search')).toBe('sam');
    await user.keyboard('{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen-customer').textContent).toContain('Sam Regular');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    await vi.waitFor(() => expect(posted(sent)).toHaveLength(1));
    expect((posted(sent)[0]?.body as { customer: unknown }).customer).toEqual({ userId: CUSTOMER_ID });
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user } = renderDialog({ status: 409, body: { message: 'Maya Lopez is busy at that time.' } });
    await fill(user, screen.getByLabelText('Name'), 'Walk-in Wendy');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Maya Lopez is busy at that time.');
  });
});
