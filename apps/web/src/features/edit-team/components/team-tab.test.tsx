// @vitest-environment happy-dom
// The Team tab as the owner uses it: each member with their badges, Move up / Move down saving the
// new order, a removal the server refuses showing its message in the question, and a member's
// invitation to their own account (decisions.md 9.2).
import { memberHasBookingsMessage } from '@booklane/shared/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  aBusiness,
  aManagedTeamMember,
  aService,
  BUSINESS_ID,
  MEMBER_ID,
  SERVICE_ID,
} from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { TeamTab } from './team-tab';

cleanUpAfterEach();

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const SAM = 'c0a80101-0000-4000-8000-0000000000aa';
const maya = aManagedTeamMember({ upcomingBookings: 3 });
const sam = aManagedTeamMember({
  _id: SAM,
  name: 'Sam Rivera',
  title: '',
  serviceIds: [],
  isActive: false,
  position: 1,
});
const MANAGE = `GET /api/businesses/${BUSINESS_ID}/team-members/manage`;
const ORDER = `PUT /api/businesses/${BUSINESS_ID}/team-members/order`;

function renderTab() {
  return renderWith(<TeamTab business={aBusiness()} services={[aService()]} />, { user: owner });
}

describe('TeamTab', () => {
  it('lists the team in order with what each member does', async () => {
    answerApi({ [MANAGE]: [maya, sam] });
    renderTab();
    const items = await screen.findAllByTestId('team-member');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Maya Lopez',
      'Sam Rivera',
    ]);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Senior stylist')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('All services')).toBeTruthy();
    expect(first.getByText('3 upcoming bookings')).toBeTruthy();
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('Inactive')).toBeTruthy();
    expect(second.getByText('No services')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Activate Sam Rivera' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Drag to reorder Maya Lopez' })).toBeTruthy();
  });

  it('moves a member down with the keyboard-friendly buttons and saves the order', async () => {
    // The server keeps the order it was given, and answers it on the next read.
    let team = [maya, sam];
    const sent = answerApi({
      [MANAGE]: () => team,
      [ORDER]: ({ body }) => {
        const { ids } = body as { ids: string[] };
        team = ids.map((id) => (id === SAM ? sam : maya));
        return team;
      },
    });
    const { user } = renderTab();
    const up = await screen.findByRole('button', { name: 'Move Maya Lopez up' });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    await user.click(up);
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Move Maya Lopez down' }));
    await vi.waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ ids: [SAM, MEMBER_ID] }),
    );
    expect(await screen.findByText('Maya Lopez moved to position 2 of 2.')).toBeTruthy();
    await vi.waitFor(() =>
      expect(
        screen.getAllByTestId('team-member').map((item) => within(item).getByRole('heading').textContent),
      ).toEqual(['Sam Rivera', 'Maya Lopez']),
    );
  });

  it("asks before removing, and shows the server's refusal", async () => {
    const refusal = memberHasBookingsMessage(3);
    answerApi({
      [MANAGE]: [maya, sam],
      [`DELETE /api/team-members/${MEMBER_ID}`]: { status: 409, body: { message: refusal } },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Remove Maya Lopez' }));
    const question = within(screen.getByRole('dialog', { name: 'Remove team member' }));
    await user.click(question.getByRole('button', { name: 'Remove' }));
    expect(await question.findByText(refusal)).toBeTruthy();
    expect((question.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByTestId('team-member')).toHaveLength(2);
  });

  it('counts services against the business: a member of some of them', async () => {
    const other = aService({ _id: 'c0a80101-0000-4000-8000-0000000000bb', name: 'Beard' });
    answerApi({ [MANAGE]: [maya] });
    renderWith(<TeamTab business={aBusiness()} services={[aService(), other]} />, { user: owner });
    expect(await screen.findByText('1 service')).toBeTruthy();
    expect(maya.serviceIds).toEqual([SERVICE_ID]);
  });

  it('invites a member to their own account at their address, and says until when the link works', async () => {
    const withEmail = aManagedTeamMember({ email: 'maya@luxe.example' });
    const invited = {
      ...withEmail,
      invitePendingUntil: '2026-06-09T08:00:00.000Z',
      inviteEmail: 'maya@luxe.example',
    };
    let team = [withEmail];
    const sent = answerApi({
      [MANAGE]: () => team,
      [`POST /api/team-members/${MEMBER_ID}/invite`]: () => {
        team = [invited];
        return invited;
      },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Invite Maya Lopez' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Invite Maya Lopez' }));
    expect((dialog.getByLabelText('Email') as HTMLInputElement).value).toBe('maya@luxe.example');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ email: 'maya@luxe.example' }),
    );
    expect(await screen.findByText(/^Invited, link valid until/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend invite Maya Lopez' })).toBeTruthy();
  });

  it('shows who has an account, and removes its access when asked', async () => {
    let team = [aManagedTeamMember({ hasAccount: true })];
    const sent = answerApi({
      [MANAGE]: () => team,
      [`DELETE /api/team-members/${MEMBER_ID}/account`]: () => {
        team = [aManagedTeamMember()];
        return team[0];
      },
    });
    const { user } = renderTab();
    expect(await screen.findByText('Has an account')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove access of Maya Lopez' }));
    const question = within(screen.getByRole('dialog', { name: 'Remove access' }));
    await user.click(question.getByRole('button', { name: 'Remove access' }));
    await vi.waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Invite Maya Lopez' })).toBeTruthy();
  });
});
