// After login or registration: the session is saved and the user goes to their dashboard, or back
// to the page that sent them to sign in (unless it is kept for the other role).
import type { AuthResponse } from '@booklane/shared/schemas';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { returnPathFor } from '@/config/return-path';
import { dashboardPathOf } from '@/config/paths';
import { session } from '@/lib/session';

export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (auth: AuthResponse, navigateToDashboard = true, returnTo: string | null = null) => {
      session.signIn(auth.token, auth.user);
      if (!navigateToDashboard) return;
      navigate(returnPathFor(auth.user.role, returnTo) ?? dashboardPathOf(auth.user.role), { replace: true });
    },
    [navigate],
  );
}
