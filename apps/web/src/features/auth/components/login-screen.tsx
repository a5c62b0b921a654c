// The login screen of a role (spec section 2): its title and subtitle, the login form, and the
// two links under it (the role's registration, the other role's login), which keep `?next=`.
import type { UserRole } from '@booklane/shared/domain';
import { Link } from 'react-router';
import { keepingReturn, loginPathOf, registerPathOf } from '@/config/paths';
import { useReturnPath } from '../hooks/use-return-path';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

const link = 'font-semibold text-indigo-700 hover:text-indigo-800 hover:underline';

const SCREENS = {
  business: {
    title: 'Business Login',
    subtitle: 'Manage your services, schedule and bookings.',
    links: [
      { text: 'New to Booklane?', to: registerPathOf('business'), label: 'Register your business' },
      { text: 'Booking an appointment?', to: loginPathOf('customer'), label: 'Customer login' },
    ],
  },
  customer: {
    title: 'Customer Login',
    subtitle: 'See your bookings and chat with businesses.',
    links: [
      { text: 'No account yet?', to: registerPathOf('customer'), label: 'Create one' },
      { text: 'Own a business?', to: loginPathOf('business'), label: 'Business login' },
    ],
  },
} as const;

export function LoginScreen({ role }: { role: UserRole }) {
  const screen = SCREENS[role];
  // Creating an account instead still leads back to the page the login was for.
  const returnTo = useReturnPath();
  return (
    <AuthCard
      role={role}
      title={screen.title}
      subtitle={screen.subtitle}
      footer={screen.links.map(({ text, to, label }) => (
        <p key={label}>
          {text}{' '}
          <Link to={keepingReturn(to, returnTo)} className={link}>
            {label}
          </Link>
        </p>
      ))}
    >
      <LoginForm role={role} />
    </AuthCard>
  );
}
