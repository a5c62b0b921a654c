// /customer/profile (spec section 2 "Customer profile"): 'Loading profile...', then Personal
// Information, Security, API tokens (decisions.md 9.5) and Account Details.
import { ERROR_MESSAGES } from '@booklane/shared/domain';
import { ProfileCard } from '@/components/profile/profile-card';
import { Alert } from '@/components/ui/alert';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingBlock } from '@/components/ui/spinner';
import { useProfile } from '@/entities/user/api/get-profile';
import { PasswordSection, ProfileInfoSection } from '@/features/profile/components/profile-sections';
import { ApiTokensCard } from '@/features/manage-api-tokens/components/api-tokens-card';
import { PrivacyCard } from '@/features/privacy/components/privacy-card';

function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
}

export default function CustomerProfile() {
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle subtitle="Manage your personal details and password.">Customer Profile</PageTitle>
      {profile.isPending ? (
        <LoadingBlock label="Loading profile..." />
      ) : profile.isError ? (
        <Alert title={ERROR_MESSAGES.loadProfile} onRetry={() => void profile.refetch()} />
      ) : (
        <div className="space-y-6">
          <ProfileInfoSection user={profile.data} role="customer" />
          <PasswordSection user={profile.data} role="customer" />
          <ApiTokensCard />
          <ProfileCard title="Account Details">
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-600">Account Type</dt>
                <dd className="mt-0.5 font-medium text-slate-900">Customer</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Member Since</dt>
                <dd className="mt-0.5 font-medium text-slate-900">{memberSince(profile.data.createdAt)}</dd>
              </div>
            </dl>
          </ProfileCard>
          <PrivacyCard user={profile.data} />
        </div>
      )}
    </div>
  );
}
