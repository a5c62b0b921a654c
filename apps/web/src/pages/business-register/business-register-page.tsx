import { Link } from 'react-router';
import { loginPathOf } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { BusinessRegisterForm } from '@/features/auth/components/business-register-form';
import { OnboardingProgress } from '@/features/onboarding/components/onboarding-progress';

export default function BusinessRegisterPage() {
  return (
    <AuthCard
      role="business"
      title="Business Registration"
      subtitle="Create your account and get your own booking page."
      footer={
        <p>
          Already registered?{' '}
          <Link
            to={loginPathOf('business')}
            className="font-semibold text-indigo-700 hover:text-indigo-800 hover:underline"
          >
            Log in
          </Link>
        </p>
      }
    >
      <div className="mb-6">
        <OnboardingProgress step="account" showSteps={false} />
      </div>
      <BusinessRegisterForm />
    </AuthCard>
  );
}
