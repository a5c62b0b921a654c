// @vitest-environment happy-dom
// The onboarding page (issue 33): it resumes at the first missing step, each step is the
// dashboard's own editor, saving the hours goes on to the service with the focus on its heading,
// and a step may be skipped; a team member's account is sent to the dashboard.
import { ONBOARDING_TEXTS } from '@booklane/shared/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBusiness, aManagedTeamMember, aService, BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import BusinessOnboardingPage from './business-onboarding-page';

cleanUpAfterEach();

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const MINE = 'GET /api/businesses/my-businesses';
const SERVICES = `GET /api/services/business/${BUSINESS_ID}`;
const TEAM = `GET /api/businesses/${BUSINESS_ID}/team-members/manage`;
const HOURS = `PUT /api/businesses/${BUSINESS_ID}/update-schedule`;

/** A business as my-businesses answers it to its owner. */
const owned = (overrides: Parameters<typeof aBusiness>[0] = {}) => ({
  ...aBusiness(overrides),
  membership: 'owner' as const,
});

const progress = () => screen.getByRole('progressbar', { name: ONBOARDING_TEXTS.progressLabel });

describe('BusinessOnboardingPage', () => {
  it('starts at the hours when none are saved, then goes on to the service with the focus on it', async () => {
    const business = owned({ schedule: null });
    const sent = answerApi({
      [MINE]: [business],
      [SERVICES]: [],
      [TEAM]: [aManagedTeamMember()],
      [HOURS]: (request) => ({ ...business, ...(request.body as object) }),
    });
    const { user } = renderWith(<BusinessOnboardingPage />, { user: owner });

    expect(await screen.findByRole('heading', { level: 2, name: 'Opening hours' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('2');
    expect(progress().getAttribute('aria-valuemax')).toBe('5');
    expect(screen.getByRole('heading', { level: 1, name: ONBOARDING_TEXTS.pageTitle })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.hoursSave }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your first service' });
    expect(sent.some((r) => r.method === 'PUT' && r.path.endsWith('/update-schedule'))).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(progress().getAttribute('aria-valuenow')).toBe('3');
    // Without a live service the step says so, and may be skipped.
    expect(screen.getByText(ONBOARDING_TEXTS.serviceNeeded)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.skip }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your team' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.continue }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your booking page' })).toBeTruthy();
    expect(screen.getByText(ONBOARDING_TEXTS.linkNotReady)).toBeTruthy();
    expect(screen.getByRole('link', { name: ONBOARDING_TEXTS.finish }).getAttribute('href')).toBe(
      '/business/dashboard',
    );
    // Back goes to the step before.
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.back }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your team' })).toBeTruthy();
  });

  it('resumes at the service once the hours are saved, and at the link once a service is live', async () => {
    answerApi({ [MINE]: [owned()], [SERVICES]: [aService({ isActive: false })] });
    renderWith(<BusinessOnboardingPage />, { user: owner });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your first service' })).toBeTruthy();
    expect(screen.getByRole('button', { name: ONBOARDING_TEXTS.skip })).toBeTruthy();
  });

  it('shows the public link at once when nothing is missing', async () => {
    answerApi({ [MINE]: [owned()], [SERVICES]: [aService({ isActive: true })] });
    renderWith(<BusinessOnboardingPage />, { user: owner });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your booking page' })).toBeTruthy();
    expect(screen.getByText(ONBOARDING_TEXTS.linkReady)).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('5');
  });

  it("leaves a team member's account to the dashboard: the setup is the owner's", async () => {
    const sent = answerApi({ [MINE]: [{ ...aBusiness(), membership: 'staff', teamMemberId: 'm1' }] });
    const { container } = renderWith(<BusinessOnboardingPage />, { user: owner });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/businesses/my-businesses')).toBe(true));
    await waitFor(() => expect(screen.queryByText(/Loading/)).toBeNull());
    expect(container.textContent).toBe('');
    expect(sent.some((r) => r.path.startsWith('/api/services/'))).toBe(false);
  });
});
