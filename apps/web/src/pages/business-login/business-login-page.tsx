import { Link } from 'react-router';
import { loginPathOf, registerPathOf } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

const link = 'font-semibold text-indigo-700 hover:text-indigo-800 hover:underline';

export default function BusinessLoginPage() {
  return (
    <AuthCard
      role="business"
      title="Business Login"
      subtitle="Manage your services, schedule and bookings."
      footer={
        <>
          <p>
            New to Booklane?{' '}
            <Link to={registerPathOf('business')} className={link}>
              Register your business
            </Link>
          </p>
          <p>
            Booking an appointment?{' '}
            <Link to={loginPathOf('customer')} className={link}>
              Customer login
            </Link>
          </p>
        </>
      }
    >
      <LoginForm role="business" />
    </AuthCard>
  );
}
