// The onboarding after business registration (issue 33): opening hours, a first service, the
// team, then the public link: 'Step 2 of 5' to 'Step 5 of 5' (the registration screen is the
// first). Each step is the dashboard's own editor (features edit-schedule, edit-services,
// edit-team), composed here; the step is in the address (`?step=`), so Back and reload work, and
// an owner who left resumes at the first missing step (the dashboard's 'Finish setting up' card
// leads back).
import {
  FAILURE_MESSAGES,
  nextOnboardingStep,
  ONBOARDING_TEXTS,
  onboardingPageStepOf,
  previousOnboardingStep,
  resumeStep,
  type OnboardingPageStep,
} from '@booklane/shared/domain';
import type { Business } from '@booklane/shared/schemas';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingBlock } from '@/components/ui/spinner';
import { dashboardPathOf, ONBOARDING_STEP_PARAM } from '@/config/paths';
import { errorReason } from '@/lib/api-client';
import { useOwnBusiness } from '@/entities/business/api/get-my-business';
import { useServices } from '@/entities/service/api/get-services';
import { WeeklyHoursForm } from '@/features/edit-schedule/components/schedule-tab';
import { ServicesTab } from '@/features/edit-services/components/services-tab';
import { TeamTab } from '@/features/edit-team/components/team-tab';
import { OnboardingProgress } from '@/features/onboarding/components/onboarding-progress';
import { OnboardingStep } from '@/features/onboarding/components/onboarding-step';
import { PublicLinkPanel } from '@/features/onboarding/components/public-link-panel';

export default function BusinessOnboardingPage() {
  const business = useOwnBusiness();
  if (business.isLoading) return <LoadingBlock label="Loading your business..." />;
  if (business.error && business.data === undefined) {
    return (
      <Alert
        title={FAILURE_MESSAGES.loadBusinessData(errorReason(business.error))}
        onRetry={() => void business.refetch()}
      />
    );
  }
  const own = business.data;
  // No business of its own (it is created on the dashboard), or a team member's account: the
  // setup is the owner's.
  if (!own || own.membership !== 'owner') {
    return <Navigate to={dashboardPathOf('business')} replace />;
  }
  return <Onboarding business={own} />;
}

function Onboarding({ business }: { business: Business }) {
  const services = useServices(business._id);
  const [params, setParams] = useSearchParams();
  const liveServices = services.data?.filter((service) => service.isActive).length ?? 0;
  const requested = onboardingPageStepOf(params.get(ONBOARDING_STEP_PARAM));
  const step =
    requested ??
    (services.data
      ? resumeStep({ hoursSaved: business.schedule !== null, activeServices: liveServices })
      : null);
  // Each step is an entry of the history: the browser's Back goes to the step before.
  const go = (next: OnboardingPageStep | null) => {
    if (next) setParams({ [ONBOARDING_STEP_PARAM]: next });
  };
  const back = (current: OnboardingPageStep) => {
    const previous = previousOnboardingStep(current);
    return previous ? () => go(previous) : null;
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageTitle subtitle={business.name}>{ONBOARDING_TEXTS.pageTitle}</PageTitle>
      {step === null ? (
        <LoadingBlock label="Loading your setup..." />
      ) : (
        <>
          <OnboardingProgress step={step} />
          {step === 'hours' ? (
            <OnboardingStep
              step="hours"
              intro={ONBOARDING_TEXTS.hoursIntro}
              onBack={null}
              onNext={() => go(nextOnboardingStep('hours'))}
              nextLabel={ONBOARDING_TEXTS.skip}
              nextVariant="secondary"
            >
              <WeeklyHoursForm
                business={business}
                submitLabel={ONBOARDING_TEXTS.hoursSave}
                onSaved={() => go(nextOnboardingStep('hours'))}
              />
            </OnboardingStep>
          ) : step === 'service' ? (
            <OnboardingStep
              step="service"
              intro={ONBOARDING_TEXTS.serviceIntro}
              onBack={back('service')}
              onNext={() => go(nextOnboardingStep('service'))}
              nextLabel={liveServices > 0 ? ONBOARDING_TEXTS.continue : ONBOARDING_TEXTS.skip}
              nextVariant={liveServices > 0 ? 'primary' : 'secondary'}
            >
              <ServicesTab
                business={business}
                services={services.data}
                isLoading={services.isLoading}
                error={services.error}
              />
              {services.data && liveServices === 0 ? (
                <Alert tone="info">{ONBOARDING_TEXTS.serviceNeeded}</Alert>
              ) : null}
            </OnboardingStep>
          ) : step === 'team' ? (
            <OnboardingStep
              step="team"
              intro={ONBOARDING_TEXTS.teamIntro}
              onBack={back('team')}
              onNext={() => go(nextOnboardingStep('team'))}
            >
              <TeamTab business={business} services={services.data} />
            </OnboardingStep>
          ) : (
            <OnboardingStep
              step="link"
              intro={ONBOARDING_TEXTS.linkIntro}
              onBack={back('link')}
              onNext={null}
              finish={
                <Link to={dashboardPathOf('business')} className={buttonClasses('primary', 'md')}>
                  {ONBOARDING_TEXTS.finish}
                </Link>
              }
            >
              <PublicLinkPanel username={business.username} bookable={liveServices > 0} />
            </OnboardingStep>
          )}
        </>
      )}
    </div>
  );
}
