import { Link } from 'react-router';
import { loginPathOf, registerPathOf } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

const link = 'font-semibold text-indigo-700 hover:text-indigo-800 hover:underline';

export default function CustomerLoginPage() {
  return (
    <AuthCard
      role="customer"
      title="Customer Login"
      subtitle="See your bookings and chat with businesses."
      footer={
        <>
          <p>
            No account yet?{' '}
            <Link to={registerPathOf('customer')} className={link}>
              Create one
            </Link>
          </p>
          <p>
            Own a business?{' '}
            <Link to={loginPathOf('business')} className={link}>
              Business login
            </Link>
          </p>
        </>
      }
    >
      <LoginForm role="customer" />
    </AuthCard>
  );
}
