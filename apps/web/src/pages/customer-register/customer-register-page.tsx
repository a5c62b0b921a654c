import { Link } from 'react-router';
import { keepingReturn, loginPathOf } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CustomerRegisterForm } from '@/features/auth/components/customer-register-form';
import { useReturnPath } from '@/features/auth/hooks/use-return-path';

export default function CustomerRegisterPage() {
  // Sent to sign in by a page (`?next=`): logging in instead still leads back there.
  const returnTo = useReturnPath();
  return (
    <AuthCard
      role="customer"
      title="Create Customer Account"
      subtitle="Book appointments and keep track of them in one place."
      footer={
        <p>
          Already have an account?{' '}
          <Link
            to={keepingReturn(loginPathOf('customer'), returnTo)}
            className="font-semibold text-indigo-700 hover:text-indigo-800 hover:underline"
          >
            Log in
          </Link>
        </p>
      }
    >
      <CustomerRegisterForm />
    </AuthCard>
  );
}
