// @vitest-environment happy-dom
// The reschedule dialog's team member choice (decisions.md 9.1): the booking's own member by
// default, another one or Anyone when more than one performs the service, the times of the one
// chosen, and the member the request names only when it is not the booking's own.
import type { Booking, ServiceAvailability } from '@booklane/shared/schemas';
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
import { answerApi, cleanUpAfterEach, renderWith, type SentRequest } from '@/test-utils/render';
import { RescheduleDialog } from './reschedule-dialog';

// The realtime client never loads here: the dialog's live refresh is the e2e suite's to check.
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

const MAYA = MEMBER_ID;
const SAM = 'c0a80101-0000-4000-8000-0000000000aa';
const KIM = 'c0a80101-0000-4000-8000-0000000000bb';
const AVAILABILITY = `GET /api/services/${SERVICE_ID}/availability`;
const TEAM = `GET /api/businesses/${BUSINESS_ID}/team-members`;
const team = [
  aTeamMember(),
  aTeamMember({ _id: SAM, name: 'Sam Rivera', title: 'Barber' }),
  aTeamMember({ _id: KIM, name: 'Kim Lee', title: 'Colourist', serviceIds: [] }),
];

type Slot = ServiceAvailability['days'][number]['slots'][number];
const slot = (startTime: string, teamMemberIds: string[]): Slot => ({
  startTime,
  remaining: 1,
  teamMemberIds,
});

// The booking is Maya's, Wednesday 4 March at 10:00. Maya is free at 11:00; Sam at 10:00 and
// 13:00; anyone at 11:00 (Maya or Sam) and 12:00 (Sam only).
const slotsFor: Record<string, Slot[]> = {
  [MAYA]: [slot('10:00', [MAYA]), slot('11:00', [MAYA])],
  [SAM]: [slot('10:00', [SAM]), slot('13:00', [SAM])],
  anyone: [slot('10:00', [MAYA, SAM]), slot('11:00', [MAYA, SAM]), slot('12:00', [SAM])],
};
const availability = ({ query }: SentRequest): ServiceAvailability => ({
  timezone: 'America/New_York',
  bookingType: 'datetime',
  days: [
    { date: '2026-03-03', open: false, slots: [] },
    { date: '2026-03-04', open: true, slots: slotsFor[query.get('teamMember') ?? 'anyone'] ?? [] },
  ],
});

function renderDialog(members = team) {
  const sent = answerApi({
    [`GET /api/businesses/detail/${BUSINESS_ID}`]: aBusiness(),
    [`GET /api/services/business/${BUSINESS_ID}`]: [aService()],
    [TEAM]: members,
    [AVAILABILITY]: availability,
  });
  const booking = aBooking();
  const reschedule = vi.fn(
    async (body: object): Promise<Booking> => ({ ...booking, ...body, status: 'pending' }) as Booking,
  );
  const onRescheduled = vi.fn();
  const view = renderWith(
    <RescheduleDialog
      booking={booking}
      onClose={() => undefined}
      reschedule={reschedule}
      onRescheduled={onRescheduled}
    />,
  );
  return { ...view, sent, reschedule, onRescheduled };
}

const memberGroup = async () => within(await screen.findByRole('group', { name: 'Team member' }));
const teamMembersAsked = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === AVAILABILITY.slice(4)).map((r) => r.query.get('teamMember'));

async function rescheduleAt(
  view: ReturnType<typeof renderDialog>,
  time: string | RegExp,
): Promise<Record<string, unknown> | undefined> {
  await view.user.click(await screen.findByRole('radio', { name: time }));
  await view.user.click(screen.getByRole('button', { name: 'Reschedule' }));
  await vi.waitFor(() => expect(view.onRescheduled).toHaveBeenCalled());
  return view.reschedule.mock.calls[0]?.[0] as Record<string, unknown> | undefined;
}

describe('RescheduleDialog team member choice', () => {
  it("starts on the booking's own member and their times, and names nobody when it stays theirs", async () => {
    const view = renderDialog();
    const group = await memberGroup();
    expect(group.getAllByRole('radio')).toHaveLength(3);
    expect(
      (group.getByRole('radio', { name: 'Maya Lopez Senior stylist' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((group.getByRole('radio', { name: /Anyone/ }) as HTMLInputElement).checked).toBe(false);
    expect(group.getByRole('radio', { name: 'Sam Rivera Barber' })).toBeTruthy();
    expect(group.queryByRole('radio', { name: /Kim Lee/ })).toBeNull();
    expect(await screen.findByRole('radio', { name: /10:00 AM\s*Current/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '1:00 PM' })).toBeNull();
    expect(teamMembersAsked(view.sent)).toContain(MAYA);
    expect(
      view.sent.find((request) => request.path === AVAILABILITY.slice(4))?.query.get('excludeBooking'),
    ).toBe(aBooking()._id);

    expect(await rescheduleAt(view, '11:00 AM')).toEqual({ bookingDate: '2026-03-04', startTime: '11:00' });
  });

  it("shows another member's times and moves the booking to them, at the same time too", async () => {
    const view = renderDialog();
    await screen.findByRole('radio', { name: '11:00 AM' });
    await view.user.click((await memberGroup()).getByRole('radio', { name: /Sam Rivera/ }));
    expect(await screen.findByRole('radio', { name: '1:00 PM' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '11:00 AM' })).toBeNull();
    expect(teamMembersAsked(view.sent)).toContain(SAM);

    // The same time with someone else is a change: no "current time" refusal.
    expect(await rescheduleAt(view, /10:00 AM/)).toEqual({
      bookingDate: '2026-03-04',
      startTime: '10:00',
      teamMember: SAM,
    });
  });

  it('with Anyone, keeps its own member when they are free at that time', async () => {
    const view = renderDialog();
    await view.user.click((await memberGroup()).getByRole('radio', { name: /Anyone/ }));
    expect(await screen.findByRole('radio', { name: '12:00 PM' })).toBeTruthy();
    expect(teamMembersAsked(view.sent)).toContain(null);

    expect(await rescheduleAt(view, '11:00 AM')).toEqual({ bookingDate: '2026-03-04', startTime: '11:00' });
  });

  it('with Anyone, names the first member free at that time when its own is not', async () => {
    const view = renderDialog();
    await view.user.click((await memberGroup()).getByRole('radio', { name: /Anyone/ }));
    expect(await rescheduleAt(view, '12:00 PM')).toEqual({
      bookingDate: '2026-03-04',
      startTime: '12:00',
      teamMember: SAM,
    });
  });

  it('starts on Anyone when its own member no longer performs the service', async () => {
    const view = renderDialog([
      aTeamMember({ serviceIds: [] }),
      aTeamMember({ _id: SAM, name: 'Sam Rivera', title: 'Barber' }),
      aTeamMember({ _id: KIM, name: 'Kim Lee', title: 'Colourist' }),
    ]);
    const group = await memberGroup();
    expect((group.getByRole('radio', { name: /Anyone/ }) as HTMLInputElement).checked).toBe(true);
    expect(group.queryByRole('radio', { name: /Maya Lopez/ })).toBeNull();
    expect(await screen.findByRole('radio', { name: '12:00 PM' })).toBeTruthy();
    expect(teamMembersAsked(view.sent)).toContain(null);
  });

  it('asks nobody to choose when one member performs the service, and offers their times', async () => {
    const view = renderDialog([team[0] as (typeof team)[number], team[2] as (typeof team)[number]]);
    expect(await screen.findByRole('radio', { name: '11:00 AM' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Team member' })).toBeNull();
    expect(teamMembersAsked(view.sent).every((member) => member === MAYA)).toBe(true);
  });
});
