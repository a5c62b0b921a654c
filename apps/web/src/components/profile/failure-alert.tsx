// The error box of a profile form's failed save, in one of the two shapes the profile pages use.
import { Alert } from '@/components/ui/alert';
import { ApiError, failureText } from '@/lib/api-client';

/**
 * 'titled': the fallback as the title, the server's message (if any) below it.
 * 'inline': the server's message alone, or the fallback when the server sent none.
 */
export type FailureAlertVariant = 'titled' | 'inline';

export function FailureAlert({
  error,
  fallback,
  variant,
}: {
  error: unknown;
  fallback: string;
  variant: FailureAlertVariant;
}) {
  if (variant === 'inline') return <Alert>{failureText(error, fallback)}</Alert>;
  return <Alert title={fallback}>{error instanceof ApiError ? error.body?.message : null}</Alert>;
}
