// One step of the onboarding (issue 33): its heading (focused when the step changes, so keyboard
// and screen-reader users start at the new step), a line of what it is for, its content, and the
// way on: Back, and Continue or Skip.
import { ONBOARDING_STEP_TITLES, ONBOARDING_TEXTS, type OnboardingPageStep } from '@booklane/shared/domain';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';

export function OnboardingStep({
  step,
  intro,
  children,
  onBack,
  onNext,
  nextLabel = ONBOARDING_TEXTS.continue,
  nextVariant = 'primary',
  finish,
}: {
  step: OnboardingPageStep;
  intro: ReactNode;
  children: ReactNode;
  /** Null on the first step of the page. */
  onBack: (() => void) | null;
  /** Null when the step's own form goes on (or on the last step). */
  onNext: (() => void) | null;
  nextLabel?: string;
  nextVariant?: 'primary' | 'secondary';
  /** The last step's way out (a link), in the place of the next button. */
  finish?: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<OnboardingPageStep | null>(null);
  useEffect(() => {
    // The first step shown keeps the page's own focus (its h1 after the route change).
    if (shown.current !== null && shown.current !== step) heading.current?.focus();
    shown.current = step;
  }, [step]);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid={`onboarding-step-${step}`}
    >
      <div>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {ONBOARDING_STEP_TITLES[step]}
        </h2>
        <p className="mt-1 text-slate-600">{intro}</p>
      </div>
      {children}
      {onBack || onNext || finish ? (
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
          {onBack ? (
            <button type="button" onClick={onBack} className={buttonClasses('ghost', 'md')}>
              <ChevronLeftIcon className="h-4 w-4" />
              {ONBOARDING_TEXTS.back}
            </button>
          ) : (
            <span />
          )}
          {onNext ? (
            <button type="button" onClick={onNext} className={buttonClasses(nextVariant, 'md')}>
              {nextLabel}
              <ChevronRightIcon className="h-4 w-4" />
            </button>
          ) : (
            finish
          )}
        </div>
      ) : null}
    </section>
  );
}
