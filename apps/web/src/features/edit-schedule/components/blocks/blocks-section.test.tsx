// @vitest-environment happy-dom
// Time off as the owner sees and adds it: the next 60 days' blocks with whose they are and when in
// the business's time, and a new block sent as instants with the business's offset, followed by
// the bookings it lies over.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking, aBusiness, aManagedTeamMember, BUSINESS_ID, MEMBER_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { BlocksSection } from './blocks-section';

cleanUpAfterEach();

// Monday 2 March 2026, 10:00 in New York.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const BLOCKS = `/api/businesses/${BUSINESS_ID}/blocks`;
const holiday = {
  _id: 'b0000000-0000-4000-8000-000000000001',
  teamMember: MEMBER_ID,
  startsAt: '2026-03-09T04:00:00Z',
  endsAt: '2026-03-11T04:00:00Z',
  note: 'Holiday',
};

function renderSection() {
  return renderWith(<BlocksSection business={aBusiness()} today="2026-03-02" />, { user: owner });
}

describe('BlocksSection', () => {
  it("lists the next 60 days' blocks in the business's time", async () => {
    const sent = answerApi({
      [`GET ${BLOCKS}`]: [holiday, { ...holiday, _id: 'b2', teamMember: null, note: '' }],
      [`GET /api/businesses/${BUSINESS_ID}/team-members/manage`]: [aManagedTeamMember()],
    });
    renderSection();
    const list = within(await screen.findByTestId('blocks'));
    expect(await list.findByText('Maya Lopez')).toBeTruthy();
    expect(list.getByText('Whole business')).toBeTruthy();
    expect(list.getAllByText('Mon, Mar 9 – Tue, Mar 10 (all day)')).toHaveLength(2);
    expect(list.getByText('Holiday')).toBeTruthy();
    const asked = sent.find((request) => request.path === BLOCKS);
    expect([asked?.query.get('from'), asked?.query.get('to')]).toEqual(['2026-03-02', '2026-04-30']);
  });

  it('adds a timed block for one member and names the bookings in it', async () => {
    const sent = answerApi({
      [`GET ${BLOCKS}`]: [],
      [`GET /api/businesses/${BUSINESS_ID}/team-members/manage`]: [aManagedTeamMember()],
      [`POST ${BLOCKS}`]: ({ body }) => ({
        status: 201,
        body: {
          block: { ...holiday, ...(body as object) },
          affectedBookings: [aBooking({ bookingDate: '2026-03-02', startTime: '15:00' })],
        },
      }),
    });
    const { user } = renderSection();
    expect(await screen.findByText('No time off in the next 60 days.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add block' }));
    await user.selectOptions(await dialog.findByLabelText('Who'), 'Maya Lopez');
    await user.click(dialog.getByRole('switch', { name: 'All day' }));
    await fill(user, dialog.getByLabelText(/^Start time/), '14:00');
    await fill(user, dialog.getByLabelText(/^End time/), '13:00');
    await user.click(dialog.getByRole('button', { name: 'Add block' }));
    expect(await dialog.findByText('The end must be after the start')).toBeTruthy();

    await fill(user, dialog.getByLabelText(/^End time/), '16:30');
    await fill(user, dialog.getByLabelText(/^Note/), 'Dentist');
    await user.click(dialog.getByRole('button', { name: 'Add block' }));
    expect(await screen.findByText('These bookings fall in the block:')).toBeTruthy();
    expect(screen.getByTestId('affected-bookings').textContent).toBe(
      "Mon, Mar 2 at 3:00 PM: Women's Haircut for Alex Morgan with Maya Lopez",
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      teamMember: MEMBER_ID,
      startsAt: '2026-03-02T14:00:00-05:00',
      endsAt: '2026-03-02T16:30:00-05:00',
      note: 'Dentist',
    });
  });
});
