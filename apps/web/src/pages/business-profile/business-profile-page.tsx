// /business/profile (spec section 2): account info form, business info form, logo upload,
// password change, API tokens (decisions.md 9.5) and read-only account details; a staff account
// also connects its own other calendar (busy times, decisions.md 9.5) here.
import { ERROR_MESSAGES } from '@booklane/shared/domain';
import { type Business, type User } from '@booklane/shared/schemas';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ProfileCard } from '@/components/profile/profile-card';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingBlock } from '@/components/ui/spinner';
import { dashboardPathOf } from '@/config/paths';
import { useOwnBusiness } from '@/entities/business/api/get-my-business';
import { useProfile } from '@/entities/user/api/get-profile';
import { PasswordSection, ProfileInfoSection } from '@/features/profile/components/profile-sections';
import { ApiTokensCard } from '@/features/manage-api-tokens/components/api-tokens-card';
import { BusyCalendarCard } from '@/features/edit-team/components/busy-calendar/busy-calendar-card';
import { PrivacyCard } from '@/features/privacy/components/privacy-card';
import { BusinessInfoForm } from '@/features/edit-business/components/business-info-form';
import { LogoUpload } from '@/features/edit-business/components/logo-upload';

// The photos of the public page: their manager loads with the owner's card, not with the app.
const PhotoManager = lazy(() =>
  import('@/features/manage-photos/components/photo-manager').then((m) => ({ default: m.PhotoManager })),
);

function formatInstant(value: string | undefined): string {
  if (!value) return '–';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

const PROVIDERS: Record<string, string> = {
  local: 'Email and password',
  google: 'Google',
  facebook: 'Facebook',
};

function AccountDetails({ user, business }: { user: User; business: Business | null }) {
  const rows: Array<[string, string]> = [
    ['Account Type', 'Business'],
    ['Member Since', formatInstant(user.createdAt)],
    ['Business Created', business ? formatInstant(business.createdAt) : '–'],
    ['Sign-in method', PROVIDERS[user.provider] ?? user.provider],
  ];
  return (
    <ProfileCard title="Account Details">
      <dl className="space-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}

export default function BusinessProfile() {
  const profile = useProfile();
  const business = useOwnBusiness();
  const title = (
    <PageTitle subtitle="Your account, your business and how customers see it.">Business Profile</PageTitle>
  );
  if (profile.isLoading || business.isLoading) {
    return (
      <>
        {title}
        <LoadingBlock label="Loading profile..." />
      </>
    );
  }
  if (profile.error || business.error || !profile.data) {
    return (
      <>
        {title}
        <Alert
          title={ERROR_MESSAGES.loadProfile}
          action={
            <button
              type="button"
              onClick={() => {
                void profile.refetch();
                void business.refetch();
              }}
              className={buttonClasses('secondary', 'sm')}
            >
              Try again
            </button>
          }
        />
      </>
    );
  }
  const user = profile.data;
  // A staff account (decisions.md 9.2) edits its own details only; the business is its owner's.
  const owned = business.data?.membership === 'owner' ? business.data : null;
  const staffOf = business.data?.membership === 'staff' ? business.data : null;
  return (
    <>
      {title}
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <div className="space-y-6">
          {owned ? <LogoUpload business={owned} /> : null}
          {owned ? (
            <Suspense fallback={<LoadingBlock label="Loading photos..." />}>
              <PhotoManager business={owned} />
            </Suspense>
          ) : null}
          <AccountDetails user={user} business={owned} />
        </div>
        <div className="min-w-0 space-y-6">
          <ProfileInfoSection user={user} role="business" />
          {owned ? (
            <BusinessInfoForm key={owned._id} business={owned} />
          ) : staffOf ? (
            <Alert tone="info" title={`You are on the team of ${staffOf.name}.`}>
              Its owner edits the business&apos;s details, services and hours. You see its calendar and handle
              your own bookings on the dashboard.
            </Alert>
          ) : (
            <Alert
              tone="info"
              title="You have not created your business yet."
              action={
                <Link to={dashboardPathOf('business')} className={buttonClasses('primary', 'sm')}>
                  Create your business
                </Link>
              }
            />
          )}
          {staffOf?.teamMemberId ? <BusyCalendarCard memberId={staffOf.teamMemberId} /> : null}
          <PasswordSection user={user} role="business" />
          <ApiTokensCard />
          <PrivacyCard user={user} />
        </div>
      </div>
    </>
  );
}
