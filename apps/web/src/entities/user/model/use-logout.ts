// Logout (spec section 4): token, user and the removed-bookings lists are cleared and the app
// goes to '/'. The account's cached answers are dropped by the session change itself
// (dropCacheOnAccountChange), and the realtime connections follow the token.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '@/config/paths';
import { session } from '@/lib/session';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  // Leave the page first: signing out on a protected page would let its guard redirect elsewhere
  // (the business dashboard sends signed-out visitors to /login) before '/' is reached; a guard
  // still on screen at the sign-out sends home too (RequireRole, session.isLoggingOut).
  return useCallback(
    () => session.logOut(async () => navigate(PATHS.explore, { replace: true, flushSync: true })),
    [navigate],
  );
}
