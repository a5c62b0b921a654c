// "API tokens" of both profile pages (decisions.md 9.5): the account's tokens (name, access, the
// start of the token, created, last used), Create token (shown once) and Revoke (asked first), and
// how to use one: the Authorization header and the API's documentation at /api/docs.
import type { ApiToken } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PlusIcon, TrashIcon } from '@/components/ui/action-icons';
import { ProfileCard } from '@/components/profile/profile-card';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { refreshApiTokens, useApiTokens, useApiTokensKey } from '@/entities/api-token/api/get-api-tokens';
import { lastUsedText, SCOPE_WORDS } from '@/entities/api-token/model/api-token-words';
import { errorReason, failureText } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { dayOf } from '@/lib/when';
import { revokeApiToken } from '../api/revoke-api-token';
import { CreateTokenDialog } from './create-token-dialog';

/** Where the server serves its API's documentation (Swagger UI). */
const API_DOCS_URL = '/api/docs';

function TokenRow({ token, now, onRevoke }: { token: ApiToken; now: Date; onRevoke: () => void }) {
  return (
    <li
      className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
      data-testid="api-token"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="break-words font-medium text-slate-900">{token.name}</h3>
          <Badge tone={token.scope === 'write' ? 'amber' : 'slate'}>{SCOPE_WORDS[token.scope].label}</Badge>
        </div>
        <p className="mt-0.5 text-sm text-slate-600">
          <span className="font-mono">{token.hint}…</span> · Created {dayOf(token.createdAt)} ·{' '}
          {lastUsedText(token, now)}
        </p>
      </div>
      <button
        type="button"
        onClick={onRevoke}
        className={buttonClasses(
          'ghost',
          'sm',
          'self-start text-red-700 hover:bg-red-50 hover:text-red-800 sm:self-auto',
        )}
      >
        <TrashIcon className="h-4 w-4" />
        Revoke<span className="sr-only"> {token.name}</span>
      </button>
    </li>
  );
}

export function ApiTokensCard() {
  const tokens = useApiTokens();
  const key = useApiTokensKey();
  const queryClient = useQueryClient();
  const now = useNow();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useMutation({
    mutationFn: (token: ApiToken) => revokeApiToken(token._id),
    onSuccess: async (_answer, token) => {
      setRevoking(null);
      toast.success(`${token.name} revoked. It no longer works.`);
      await refreshApiTokens(queryClient, key);
    },
  });
  const list = tokens.data ?? [];
  return (
    <ProfileCard
      title="API tokens"
      description="Let your own scripts and other apps use Booklane as you."
      action={
        <button type="button" onClick={() => setCreating(true)} className={buttonClasses('secondary', 'sm')}>
          <PlusIcon className="h-4 w-4" />
          Create token
        </button>
      }
    >
      <div className="space-y-4">
        {tokens.isPending ? (
          <LoadingBlock label="Loading API tokens..." />
        ) : tokens.isError ? (
          <Alert
            title={`Could not load your API tokens: ${errorReason(tokens.error)}`}
            onRetry={() => void tokens.refetch()}
          />
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">No API tokens yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="API tokens">
            {list.map((token) => (
              <TokenRow
                key={token._id}
                token={token}
                now={now}
                onRevoke={() => {
                  revoke.reset();
                  setRevoking(token);
                }}
              />
            ))}
          </ul>
        )}
        <div className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
          <p>
            Send a token in the Authorization header of each request:{' '}
            <code className="break-all rounded bg-white px-1 font-mono text-xs ring-1 ring-slate-200">
              Authorization: Bearer &lt;token&gt;
            </code>
            . A read-only token cannot change anything.
          </p>
          <a
            href={API_DOCS_URL}
            target="_blank"
            rel="noreferrer"
            className="mt-1 inline-flex min-h-11 items-center gap-1 font-medium text-indigo-700 hover:underline sm:min-h-0"
          >
            API documentation
            <ExternalLinkIcon className="h-4 w-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
      {creating ? <CreateTokenDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `Revoke ${revoking.name}?` : 'Revoke token?'}
        message="Scripts and apps using this token stop working at once. This cannot be undone."
        confirmLabel="Revoke token"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      >
        {revoke.isError ? (
          <Alert>{failureText(revoke.error, 'Could not revoke the token.', { errorText: true })}</Alert>
        ) : null}
      </ConfirmDialog>
    </ProfileCard>
  );
}
