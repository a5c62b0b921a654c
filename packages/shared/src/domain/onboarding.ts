// Onboarding that ends with a bookable page (issue 33): the steps after the registration screen,
// where an owner who left resumes, and what a business without a live service says
// (decisions.md 9.2: it is not listed in the directory nor the sitemap until then).

/** The steps, the registration screen first; the web's progress indicator counts them. */
export const ONBOARDING_STEPS = ['account', 'hours', 'service', 'team', 'link'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The steps of the onboarding page (`?step=`): the account exists by then. */
export const ONBOARDING_PAGE_STEPS = ['hours', 'service', 'team', 'link'] as const;
export type OnboardingPageStep = (typeof ONBOARDING_PAGE_STEPS)[number];

export const ONBOARDING_STEP_TITLES: Readonly<Record<OnboardingStep, string>> = {
  account: 'Create your account',
  hours: 'Opening hours',
  service: 'Your first service',
  team: 'Your team',
  link: 'Your booking page',
};

/** The step's place: 'Step 2 of 5'. */
export function onboardingStepLabel(step: OnboardingStep): string {
  return `Step ${ONBOARDING_STEPS.indexOf(step) + 1} of ${ONBOARDING_STEPS.length}`;
}

/** A `?step=` value, or null when it names no step of the page. */
export function onboardingPageStepOf(value: string | null | undefined): OnboardingPageStep | null {
  return (ONBOARDING_PAGE_STEPS as readonly string[]).includes(value ?? '')
    ? (value as OnboardingPageStep)
    : null;
}

/** What the setup of a business has, as its owner's reads tell it. */
export type SetupFacts = {
  /** The owner saved opening hours (until then the defaults apply). */
  hoursSaved: boolean;
  /** Services that are live (isActive). */
  activeServices: number;
};

/**
 * The steps still to do, in order: hours until saved, a service until one is live (the business
 * is not listed nor bookable before). The team is optional and never missing.
 */
export function missingSetupSteps(facts: SetupFacts): Array<'hours' | 'service'> {
  const missing: Array<'hours' | 'service'> = [];
  if (!facts.hoursSaved) missing.push('hours');
  if (facts.activeServices === 0) missing.push('service');
  return missing;
}

/** Where an owner who opens the onboarding without a step resumes: the first missing step, else the link. */
export function resumeStep(facts: SetupFacts): OnboardingPageStep {
  return missingSetupSteps(facts)[0] ?? 'link';
}

/** The step after `step`, or null after the last. */
export function nextOnboardingStep(step: OnboardingPageStep): OnboardingPageStep | null {
  return ONBOARDING_PAGE_STEPS[ONBOARDING_PAGE_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or null before the first of the page. */
export function previousOnboardingStep(step: OnboardingPageStep): OnboardingPageStep | null {
  const index = ONBOARDING_PAGE_STEPS.indexOf(step);
  return index > 0 ? ONBOARDING_PAGE_STEPS[index - 1]! : null;
}

/** The texts of the onboarding, the dashboard's card and a business that is not listed yet. */
export const ONBOARDING_TEXTS = {
  pageTitle: 'Set up your business',
  progressLabel: 'Setup progress',
  continue: 'Continue',
  back: 'Back',
  skip: 'Skip for now',
  finish: 'Go to dashboard',
  hoursIntro: 'When can customers book you? You can change this any time in the Schedule tab.',
  hoursSave: 'Save and continue',
  serviceIntro:
    'Add at least one live service: your page takes bookings and is listed in the directory once it has one.',
  serviceNeeded: 'Add a live service to take bookings. You can also do it later from the dashboard.',
  teamIntro:
    'Does anyone else do the work? Add them so customers can choose who they book. You are the first member already.',
  linkIntro: 'Share this link with your customers: it is your own booking page.',
  linkReady: 'Your page is ready for bookings.',
  linkNotReady: 'Your page is not taking bookings yet: add a live service first.',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link: select it and copy it yourself.',
  openLink: 'Open your page',
  /** The dashboard's card while something is missing. */
  finishTitle: 'Finish setting up',
  finishAction: 'Continue setup',
  missingHours: 'Set your opening hours',
  missingService: 'Add a live service',
  /** The public page of a business without a live service (decisions.md 9.2). */
  notTakingBookings: 'Not taking bookings yet',
} as const;
