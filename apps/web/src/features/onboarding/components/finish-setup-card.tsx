// 'Finish setting up' (issue 33): an owner who left the onboarding sees on the dashboard what
// the business still lacks to take bookings (its hours, a live service) and goes back to that
// step. Nothing shows once nothing is missing, or while the services are unknown.
import { missingSetupSteps, ONBOARDING_TEXTS } from '@booklane/shared/domain';
import type { Business, Service } from '@booklane/shared/schemas';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { InfoIcon } from '@/components/ui/icons';
import { onboardingPath } from '@/config/paths';

const MISSING_TEXT = {
  hours: ONBOARDING_TEXTS.missingHours,
  service: ONBOARDING_TEXTS.missingService,
} as const;

export function FinishSetupCard({
  business,
  services,
}: {
  business: Business;
  /** The business's services (every one, live or not); undefined while loading. */
  services: Service[] | undefined;
}) {
  if (!services) return null;
  const missing = missingSetupSteps({
    hoursSaved: business.schedule !== null,
    activeServices: services.filter((service) => service.isActive).length,
  });
  const first = missing[0];
  if (!first) return null;
  return (
    <section
      aria-labelledby="finish-setup-heading"
      className="flex flex-col gap-4 rounded-2xl border border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="finish-setup-card"
    >
      <div className="flex gap-3">
        <InfoIcon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-700" />
        <div>
          <h2 id="finish-setup-heading" className="font-semibold text-slate-900">
            {ONBOARDING_TEXTS.finishTitle}
          </h2>
          <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
            {missing.map((step) => (
              <li key={step}>{MISSING_TEXT[step]}</li>
            ))}
          </ul>
        </div>
      </div>
      <Link to={onboardingPath(first)} className={buttonClasses('primary', 'md', 'shrink-0')}>
        {ONBOARDING_TEXTS.finishAction}
      </Link>
    </section>
  );
}
