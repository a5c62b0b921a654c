// The navigation bar (spec section 2): signed out, a 'Login / Sign up' button; signed in, the
// role's links, the Messages badge (customers), and the avatar menu (signed-in-menu.tsx).
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PATHS } from '@/config/paths';
import { session, useSession } from '@/lib/session';

// The signed-in part loads for an account only: a visitor never downloads it, and a session
// present when the app starts has it load alongside the app (issue 37).
const loadSignedIn = () => import('./signed-in-menu');
if (session.get().token) loadSignedIn().catch(() => undefined);
const SignedIn = lazy(() => loadSignedIn().then((m) => ({ default: m.SignedIn })));

export function Navbar() {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <nav
        aria-label="Main"
        className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link
          to={PATHS.explore}
          className="flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold text-indigo-700"
        >
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          Booklane
        </Link>
        {user ? (
          <Suspense fallback={null}>
            <SignedIn user={user} />
          </Suspense>
        ) : (
          <Link to={PATHS.welcome} className={buttonClasses('primary', 'md')}>
            Login / Sign up
          </Link>
        )}
      </nav>
    </header>
  );
}
