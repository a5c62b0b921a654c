// /auth/callback: completes an external sign-in (spec section 2), only one this tab started (its
// `state` must be the nonce the tab kept, docs/decisions/0005). The token leaves the address bar
// and the history at once: every way on replaces this entry. Signed in, the user goes back to the
// page the login was opened for (kept at the start, features/auth/oauth.ts), else their dashboard.
import { SESSION_STORAGE_KEYS } from '@booklane/shared/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingBlock } from '@/components/ui/spinner';
import { PATHS, signInErrorPath } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { session } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { callbackOutcome, type CallbackOutcome } from '../callback';
import { RoleChoice } from './role-choice';

export function AuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Decided once: the remembered role and nonce are read before the effect below forgets them.
  const [outcome] = useState<CallbackOutcome>(() => {
    try {
      return callbackOutcome(params, {
        role: sessionStore.get(SESSION_STORAGE_KEYS.oauthRole),
        nonce: sessionStore.get(SESSION_STORAGE_KEYS.oauthNonce),
        returnTo: sessionStore.get(SESSION_STORAGE_KEYS.oauthReturnTo),
      });
    } catch {
      return { kind: 'redirect', to: signInErrorPath('callback_error') };
    }
  });

  useEffect(() => {
    try {
      // Single use: whatever this return was, the nonce of the start (and its way back) is spent.
      sessionStore.remove(SESSION_STORAGE_KEYS.oauthNonce);
      sessionStore.remove(SESSION_STORAGE_KEYS.oauthReturnTo);
      if (outcome.kind === 'redirect') {
        navigate(outcome.to, { replace: true });
        return;
      }
      session.signIn(outcome.token, outcome.user);
      sessionStore.remove(SESSION_STORAGE_KEYS.oauthRole);
      // The role choice stays on this page, without the token in its address.
      navigate('to' in outcome.next ? outcome.next.to : PATHS.authCallback, { replace: true });
    } catch {
      navigate(signInErrorPath('callback_error'), { replace: true });
    }
  }, [navigate, outcome]);

  const chooseRole = outcome.kind === 'signed-in' && 'chooseRole' in outcome.next;
  useDocumentTitle(chooseRole ? 'Complete Your Profile' : 'Signing in');

  if (outcome.kind === 'signed-in' && 'chooseRole' in outcome.next) {
    return <RoleChoice user={outcome.user} returnTo={outcome.next.returnTo} />;
  }
  return <LoadingBlock label="Completing authentication..." />;
}
