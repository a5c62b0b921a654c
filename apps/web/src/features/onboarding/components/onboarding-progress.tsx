// Where the owner is in the setup (issue 33): 'Step 2 of 5' with a progress bar that assistive
// technology reads as such, and the list of steps with the current one marked.
import {
  ONBOARDING_STEP_TITLES,
  ONBOARDING_STEPS,
  ONBOARDING_TEXTS,
  onboardingStepLabel,
  type OnboardingStep,
} from '@booklane/shared/domain';
import { CheckIcon } from '@/components/ui/action-icons';

export function OnboardingProgress({
  step,
  showSteps = true,
}: {
  step: OnboardingStep;
  /** The names of every step (wide screens); a narrow frame shows the bar alone. */
  showSteps?: boolean;
}) {
  const index = ONBOARDING_STEPS.indexOf(step);
  const total = ONBOARDING_STEPS.length;
  const label = onboardingStepLabel(step);
  return (
    <div className="space-y-2" data-testid="onboarding-progress">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-indigo-700">{label}</span>
        <span className="text-slate-600">{ONBOARDING_STEP_TITLES[step]}</span>
      </p>
      <div
        role="progressbar"
        aria-label={ONBOARDING_TEXTS.progressLabel}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={`${label}: ${ONBOARDING_STEP_TITLES[step]}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${((index + 1) / total) * 100}%` }}
        />
      </div>
      {showSteps ? (
        <ol className="hidden gap-2 text-xs text-slate-600 sm:flex" aria-label="Setup steps">
          {ONBOARDING_STEPS.map((each, i) => (
            <li
              key={each}
              aria-current={each === step ? 'step' : undefined}
              className={`flex flex-1 items-center gap-1 ${each === step ? 'font-semibold text-slate-900' : ''}`}
            >
              {i < index ? <CheckIcon className="h-3.5 w-3.5 text-emerald-700" /> : null}
              <span>
                {i < index ? <span className="sr-only">Done: </span> : null}
                {ONBOARDING_STEP_TITLES[each]}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
