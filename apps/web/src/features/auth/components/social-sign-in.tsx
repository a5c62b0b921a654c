import { SESSION_STORAGE_KEYS, type UserRole } from '@booklane/shared/domain';
import { type OAuthProvider } from '@booklane/shared/schemas';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { FacebookIcon, GoogleIcon } from '@/components/ui/icons';
import { sessionStore } from '@/lib/storage';
import { useSignInProviders } from '@/entities/user/api/get-sign-in-providers';
import { useReturnPath } from '../hooks/use-return-path';
import { newSignInNonce, oauthStartUrl } from '../oauth';

const PROVIDERS: ReadonlyArray<{ id: OAuthProvider; label: string; Icon: typeof GoogleIcon }> = [
  { id: 'google', label: 'Google', Icon: GoogleIcon },
  { id: 'facebook', label: 'Facebook', Icon: FacebookIcon },
];

/**
 * Google and Facebook sign-in, remembering which role the user started from and the random value
 * the return must carry back (the callback page signs in only a sign-in this tab started), and the
 * page of this app the login was opened for (`?next=`), where the return then leads. Only the
 * providers the server is configured for get a button (issue 33); none, and nothing shows.
 */
export function SocialSignIn({ role }: { role: UserRole }) {
  const configured = useSignInProviders();
  const [nonce] = useState(newSignInNonce);
  const returnTo = useReturnPath();
  const remember = () => {
    sessionStore.set(SESSION_STORAGE_KEYS.oauthRole, role);
    sessionStore.set(SESSION_STORAGE_KEYS.oauthNonce, nonce);
    // A start without a page to go back to must not inherit an earlier start's.
    if (returnTo) sessionStore.set(SESSION_STORAGE_KEYS.oauthReturnTo, returnTo);
    else sessionStore.remove(SESSION_STORAGE_KEYS.oauthReturnTo);
  };
  const providers = PROVIDERS.filter(({ id }) => configured.data?.includes(id));
  if (providers.length === 0) return null;
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-sm text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        or continue with
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className={`grid gap-3 ${providers.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {providers.map(({ id, label, Icon }) => (
          <a
            key={id}
            href={oauthStartUrl(id, role, nonce)}
            onClick={remember}
            className={buttonClasses('secondary', 'md')}
          >
            <Icon />
            {label}
          </a>
        ))}
      </div>
    </div>
  );
}
