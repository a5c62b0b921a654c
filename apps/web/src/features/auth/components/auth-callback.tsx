// /auth/callback: completes an external sign-in (spec section 2).
import { SESSION_STORAGE_KEYS } from '@booklane/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingBlock } from '@/components/ui/spinner';
import { signInErrorPath } from '@/config/paths';
import { session } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { callbackOutcome, type CallbackOutcome } from '../callback';
import { RoleChoice } from './role-choice';

export function AuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Decided once: the remembered role is read before the effect below forgets it.
  const [outcome] = useState<CallbackOutcome>(() => {
    try {
      return callbackOutcome(params, sessionStore.get(SESSION_STORAGE_KEYS.oauthRole));
    } catch {
      return { kind: 'redirect', to: signInErrorPath('callback_error') };
    }
  });

  useEffect(() => {
    try {
      if (outcome.kind === 'redirect') {
        navigate(outcome.to, { replace: true });
        return;
      }
      session.signIn(outcome.token, outcome.user);
      sessionStore.remove(SESSION_STORAGE_KEYS.oauthRole);
      if ('to' in outcome.next) navigate(outcome.next.to, { replace: true });
    } catch {
      navigate(signInErrorPath('callback_error'), { replace: true });
    }
  }, [navigate, outcome]);

  if (outcome.kind === 'signed-in' && 'chooseRole' in outcome.next) return <RoleChoice user={outcome.user} />;
  return <LoadingBlock label="Completing authentication..." />;
}
