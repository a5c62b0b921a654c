// @vitest-environment happy-dom
// The page of a team invitation's link (decisions.md 9.2): what it offers, the ways to join
// (log in and come back, create an account on the spot, or one button when signed in), and the
// links that no longer work.
import { STAFF_MESSAGES } from '@booklane/shared/domain';
import type { TeamInvite } from '@booklane/shared/schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBusiness, BUSINESS_ID, MEMBER_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { JoinTeam } from './join-team';

cleanUpAfterEach();

const TOKEN = '11111111-1111-4111-8111-111111111111.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const READ = `GET /api/team-invites/${TOKEN}`;
const ACCEPT = `POST /api/team-invites/${TOKEN}/accept`;
const invite: TeamInvite = {
  businessId: BUSINESS_ID,
  businessName: 'Luxe Hair',
  memberName: 'Maya Lopez',
  email: 'maya@luxe.example',
  expiresAt: '2026-06-09T08:00:00.000Z',
  state: 'valid',
};
const joined = { ...aBusiness(), membership: 'staff', teamMemberId: MEMBER_ID };
const staffUser = { id: 'u2', name: 'Maya Lopez', email: 'maya@luxe.example', role: 'business' as const };

describe('JoinTeam', () => {
  it('signed out: offers to log in and come back, or creates the account and joins', async () => {
    const sent = answerApi({
      [READ]: invite,
      'POST /api/auth/register': {
        status: 201,
        body: {
          token: 'new-token',
          user: { ...staffUser, emailVerified: false, createdAt: '2026-06-01T08:00:00.000Z' },
        },
      },
      [ACCEPT]: joined,
      'GET /api/businesses/my-businesses': [joined],
    });
    const { user } = renderWith(<JoinTeam token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Luxe Hair as Maya Lopez' }),
    ).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Log in as a business' });
    expect(login.getAttribute('href')).toBe(`/business/login?next=${encodeURIComponent(`/join/${TOKEN}`)}`);

    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('maya@luxe.example');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await fill(user, screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    await vi.waitFor(() => expect(sent.some((request) => request.path === ACCEPT.slice(5))).toBe(true));
    expect(sent.find((request) => request.path === '/api/auth/register')?.body).toEqual({
      role: 'business',
      name: 'Maya Lopez',
      email: 'maya@luxe.example',
      password: 'secret123',
      acceptTerms: true,
    });
  });

  it('signed in as a business: one button joins', async () => {
    const sent = answerApi({ [READ]: invite, [ACCEPT]: joined, 'GET /api/businesses/my-businesses': [] });
    const { user } = renderWith(<JoinTeam token={TOKEN} />, { user: staffUser });
    await user.click(await screen.findByRole('button', { name: 'Join the team' }));
    await vi.waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
  });

  it('shows the server’s refusal when joining fails', async () => {
    answerApi({
      [READ]: invite,
      [ACCEPT]: { status: 409, body: { message: STAFF_MESSAGES.alreadyMember } },
      'GET /api/businesses/my-businesses': [],
    });
    const { user } = renderWith(<JoinTeam token={TOKEN} />, { user: staffUser });
    await user.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText(STAFF_MESSAGES.alreadyMember)).toBeTruthy();
  });

  it('says why a link no longer works, and when it names no invitation', async () => {
    answerApi({ [READ]: { ...invite, state: 'replaced' } });
    renderWith(<JoinTeam token={TOKEN} />);
    expect(await screen.findByText(STAFF_MESSAGES.inviteReplaced)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account and join' })).toBeNull();
  });

  it('answers a link that names nothing', async () => {
    answerApi({});
    renderWith(<JoinTeam token="nonsense" />);
    expect(await screen.findByText(STAFF_MESSAGES.inviteInvalid)).toBeTruthy();
  });

  it('asks a customer account to log out first', async () => {
    answerApi({ [READ]: invite });
    renderWith(<JoinTeam token={TOKEN} />, { user: { ...staffUser, role: 'customer' } });
    expect(await screen.findByText('This invitation is for a business account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
