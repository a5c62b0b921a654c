import { describe, expect, it } from 'vitest';
import {
  missingSetupSteps,
  nextOnboardingStep,
  ONBOARDING_PAGE_STEPS,
  ONBOARDING_STEPS,
  onboardingPageStepOf,
  onboardingStepLabel,
  previousOnboardingStep,
  resumeStep,
} from './onboarding';

describe('onboarding steps', () => {
  it('counts the registration screen as the first of five steps', () => {
    expect(ONBOARDING_STEPS).toHaveLength(5);
    expect(onboardingStepLabel('account')).toBe('Step 1 of 5');
    expect(onboardingStepLabel('hours')).toBe('Step 2 of 5');
    expect(onboardingStepLabel('link')).toBe('Step 5 of 5');
    expect(ONBOARDING_PAGE_STEPS).toEqual(ONBOARDING_STEPS.slice(1));
  });

  it('reads a step from the address, and nothing else', () => {
    expect(onboardingPageStepOf('service')).toBe('service');
    expect(onboardingPageStepOf('account')).toBeNull();
    expect(onboardingPageStepOf('')).toBeNull();
    expect(onboardingPageStepOf(null)).toBeNull();
    expect(onboardingPageStepOf('toString')).toBeNull();
  });

  it('goes forward and back within the page', () => {
    expect(nextOnboardingStep('hours')).toBe('service');
    expect(nextOnboardingStep('team')).toBe('link');
    expect(nextOnboardingStep('link')).toBeNull();
    expect(previousOnboardingStep('hours')).toBeNull();
    expect(previousOnboardingStep('service')).toBe('hours');
    expect(previousOnboardingStep('link')).toBe('team');
  });
});

describe('what a business still lacks', () => {
  it('asks for hours until saved and a live service until there is one; the team never', () => {
    expect(missingSetupSteps({ hoursSaved: false, activeServices: 0 })).toEqual(['hours', 'service']);
    expect(missingSetupSteps({ hoursSaved: true, activeServices: 0 })).toEqual(['service']);
    expect(missingSetupSteps({ hoursSaved: false, activeServices: 2 })).toEqual(['hours']);
    expect(missingSetupSteps({ hoursSaved: true, activeServices: 1 })).toEqual([]);
  });

  it('resumes at the first missing step, else at the link', () => {
    expect(resumeStep({ hoursSaved: false, activeServices: 1 })).toBe('hours');
    expect(resumeStep({ hoursSaved: true, activeServices: 0 })).toBe('service');
    expect(resumeStep({ hoursSaved: true, activeServices: 3 })).toBe('link');
  });
});
