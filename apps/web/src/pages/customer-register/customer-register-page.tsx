import { Link } from 'react-router';
import { loginPathOf } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CustomerRegisterForm } from '@/features/auth/components/customer-register-form';

export default function CustomerRegisterPage() {
  return (
    <AuthCard
      role="customer"
      title="Create Customer Account"
      subtitle="Book appointments and keep track of them in one place."
      footer={
        <p>
          Already have an account?{' '}
          <Link
            to={loginPathOf('customer')}
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
