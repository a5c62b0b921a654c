// 'Send the link again': a new verification email for the signed-in account, then what happened.
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { failureText } from '@/lib/api-client';
import { useRefreshSessionUser } from '@/entities/user/api/get-profile';
import { useResendVerification } from '../api/resend-verification';

export function ResendVerificationButton({ compact = false }: { compact?: boolean }) {
  const resend = useResendVerification();
  const refreshUser = useRefreshSessionUser();
  return (
    <div aria-live="polite" className={compact ? 'text-sm' : 'space-y-2 text-sm'}>
      {resend.isSuccess ? (
        <p className="font-medium">{resend.data.message}</p>
      ) : (
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() =>
            // Confirmed meanwhile (another tab, a phone): the session learns it, the notice goes.
            resend.mutate(undefined, { onError: () => void refreshUser() })
          }
          className={buttonClasses(
            compact ? 'secondary' : 'primary',
            compact ? 'sm' : 'lg',
            compact ? 'shrink-0' : 'w-full',
          )}
        >
          {resend.isPending ? <Spinner /> : null}
          {resend.isPending ? 'Sending...' : 'Send the link again'}
        </button>
      )}
      {resend.isError ? (
        <p className="mt-1 text-red-700">
          {failureText(resend.error, 'Could not send the link. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}
