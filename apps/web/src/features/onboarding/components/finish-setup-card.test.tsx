// @vitest-environment happy-dom
// 'Finish setting up' on the dashboard: what the business still lacks, and the way back to it.
import { ONBOARDING_TEXTS } from '@booklane/shared/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBusiness, aService } from '@/test-utils/fixtures';
import { cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { FinishSetupCard } from './finish-setup-card';

cleanUpAfterEach();

describe('FinishSetupCard', () => {
  it('lists what is missing and leads to the first missing step', () => {
    renderWith(<FinishSetupCard business={aBusiness({ schedule: null })} services={[]} />);
    expect(screen.getByRole('heading', { name: ONBOARDING_TEXTS.finishTitle })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      ONBOARDING_TEXTS.missingHours,
      ONBOARDING_TEXTS.missingService,
    ]);
    expect(screen.getByRole('link', { name: ONBOARDING_TEXTS.finishAction }).getAttribute('href')).toBe(
      '/business/onboarding?step=hours',
    );
  });

  it('asks for a live service when the only one is offline', () => {
    renderWith(<FinishSetupCard business={aBusiness()} services={[aService({ isActive: false })]} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      ONBOARDING_TEXTS.missingService,
    ]);
    expect(screen.getByRole('link', { name: ONBOARDING_TEXTS.finishAction }).getAttribute('href')).toBe(
      '/business/onboarding?step=service',
    );
  });

  it('shows nothing once hours and a live service are there, or while the services load', () => {
    const { container, rerender } = renderWith(
      <FinishSetupCard business={aBusiness()} services={[aService({ isActive: true })]} />,
    );
    expect(container.textContent).toBe('');
    rerender(<FinishSetupCard business={aBusiness({ schedule: null })} services={undefined} />);
    expect(container.textContent).toBe('');
  });
});
