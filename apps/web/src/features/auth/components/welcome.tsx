// The welcome page at /login (decisions.md section 7): the Business Owner and Customer cards of
// spec section 2 "Landing page", and an understandable message after a failed external sign-in.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { CheckCircleIcon, StoreIcon, UserIcon } from '@/components/ui/icons';
import {
  keepingReturn,
  loginPathOf,
  registerPathOf,
  SIGN_IN_ERROR_PARAM,
  SIGN_IN_REASON_PARAM,
} from '@/config/paths';
import { useReturnPath } from '../hooks/use-return-path';
import { oauthErrorText } from '../oauth';

type RoleCard = {
  role: 'business' | 'customer';
  title: string;
  blurb: string;
  points: string[];
  audience: string;
};

const CARDS: RoleCard[] = [
  {
    role: 'business',
    title: 'Business Owner',
    blurb: 'Publish your services and let customers book you online.',
    audience: 'as a business owner',
    points: [
      'Manage appointments and services',
      'Track customer interactions',
      'View booking history and analytics',
      'Communicate with customers',
    ],
  },
  {
    role: 'customer',
    title: 'Customer',
    blurb: 'Find great local businesses and book in a few taps.',
    audience: 'as a customer',
    points: [
      'Browse local businesses',
      'Book appointments instantly',
      'Manage your booking history',
      'Chat with business owners',
    ],
  },
];

export function Welcome() {
  const [params] = useSearchParams();
  const error = oauthErrorText(params.get(SIGN_IN_ERROR_PARAM), params.get(SIGN_IN_REASON_PARAM));
  // After a failed external sign-in that was to lead back to a page: trying again still does.
  const returnTo = useReturnPath();
  useEffect(() => {
    document.title = 'Welcome · Booklane';
  }, []);
  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-8 text-center sm:mb-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Welcome to Booklane</h1>
        <p className="mt-2 text-lg text-slate-600">Choose how you would like to continue.</p>
      </div>
      {error ? (
        <Alert title="Sign-in did not complete" className="mb-6">
          {error}
        </Alert>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        {CARDS.map((card) => {
          const Icon = card.role === 'business' ? StoreIcon : UserIcon;
          return (
            <section
              key={card.role}
              aria-labelledby={`${card.role}-card-title`}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <div className="flex items-center gap-3">
                <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
                  <Icon className="h-6 w-6" />
                </div>
                <h2 id={`${card.role}-card-title`} className="text-xl font-semibold text-slate-900">
                  {card.title}
                </h2>
              </div>
              <p className="mt-3 text-slate-600">{card.blurb}</p>
              <ul className="mt-5 space-y-3">
                {card.points.map((point) => (
                  <li key={point} className="flex items-start gap-3 text-slate-700">
                    <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                    {point}
                  </li>
                ))}
              </ul>
              <div className="mt-auto grid grid-cols-2 gap-3 pt-8">
                <Link
                  to={keepingReturn(loginPathOf(card.role), returnTo)}
                  aria-label={`Login ${card.audience}`}
                  className={buttonClasses('secondary', 'lg')}
                >
                  Login
                </Link>
                <Link
                  to={keepingReturn(registerPathOf(card.role), returnTo)}
                  aria-label={`Register ${card.audience}`}
                  className={buttonClasses('primary', 'lg')}
                >
                  Register
                </Link>
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
