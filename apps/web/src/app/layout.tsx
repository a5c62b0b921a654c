import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { Navbar } from '@/features/navigation/components/navbar';
import { session, useSession } from '@/lib/session';
import { useRouteFocus } from './use-route-focus';

// A signed-in customer hears of places held for them on every page (decisions.md 9.3); its code
// loads for customers only.
const WaitlistOfferBanner = lazy(() => import('@/features/waitlist-offer/components/offer-banner'));

// An account whose address is not confirmed sees a notice: its code loads for such an account only,
// with the app when the session starts so (issue 37: not in a visitor's first download).
const loadNotice = () => import('@/features/auth/components/email-verification-notice');
if (session.get().user?.emailVerified === false) loadNotice().catch(() => undefined);
const EmailVerificationNotice = lazy(() =>
  loadNotice().then((m) => ({ default: m.EmailVerificationNotice })),
);

export function Layout() {
  useRouteFocus();
  const { token, user } = useSession();
  const isCustomer = Boolean(token) && user?.role === 'customer';
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      {/* The notice and the page appear together: a notice whose code came after the page would
          push it down (a tap aimed at a tab lands beside it). Its code is fetched with the app's
          own, so the page waits for it a moment at most, and only for such an account. The same
          tree either way: the page is not remounted when the address gets confirmed. */}
      <Suspense fallback={null}>
        {user?.emailVerified === false ? <EmailVerificationNotice /> : null}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
        >
          <Outlet />
        </main>
      </Suspense>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6">
          <p>© Booklane. Book local appointments in minutes.</p>
          <p>Times are shown in each business's local time.</p>
        </div>
      </footer>
      {isCustomer ? (
        <Suspense fallback={null}>
          <WaitlistOfferBanner key={token} />
        </Suspense>
      ) : null}
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
