// Create an API token (decisions.md 9.5): its name and what it may do (Read only, or Read and
// write), checked with the shared schema; the server's refusal (too many tokens) in its words.
// The new token is shown once, in place of the form, with Copy.
import { API_TOKEN_SCOPES } from '@booklane/shared/domain';
import {
  createApiTokenRequestSchema,
  type CreateApiTokenRequest,
  type CreatedApiToken,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { SecretOnce } from '@/components/ui/secret-once';
import { Spinner } from '@/components/ui/spinner';
import { refreshApiTokens, useApiTokensKey } from '@/entities/api-token/api/get-api-tokens';
import { SCOPE_WORDS } from '@/entities/api-token/model/api-token-words';
import { failureText } from '@/lib/api-client';
import { createApiToken } from '../api/create-api-token';

const RADIO_ROW =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 has-[:checked]:border-indigo-300 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600';

export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const key = useApiTokensKey();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateApiTokenRequest, unknown, CreateApiTokenRequest>({
    resolver: zodResolver(createApiTokenRequestSchema),
    defaultValues: { name: '', scope: 'read' },
  });
  const create = useMutation({
    mutationFn: createApiToken,
    onSuccess: async (token) => {
      setCreated(token);
      await refreshApiTokens(queryClient, key);
    },
  });
  const formId = 'create-api-token';

  if (created) {
    return (
      <Dialog
        open
        onClose={onClose}
        title="API token created"
        description={`${created.name} · ${SCOPE_WORDS[created.scope].label}`}
        footer={
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Done
          </button>
        }
      >
        <SecretOnce
          label="Your API token"
          value={created.token}
          notice="Copy the token now: it will not be shown again. Keep it secret, like a password."
          testId="api-token-value"
        />
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Create API token"
      description="A token lets a script or another app use Booklane as you."
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            disabled={create.isPending}
            className={buttonClasses('primary')}
          >
            {create.isPending ? <Spinner /> : null}
            Create token
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={handleSubmit((body) => create.mutate(body))}
        className="space-y-5"
        aria-busy={create.isPending}
      >
        {create.isError ? (
          <Alert title="Could not create the token">
            {failureText(create.error, 'Please try again.', { errorText: true })}
          </Alert>
        ) : null}
        <TextField
          label="Name"
          autoComplete="off"
          placeholder="Accounting export"
          hint="What it is for, so you can tell your tokens apart."
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <fieldset className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Access</legend>
          {API_TOKEN_SCOPES.map((scope) => (
            <label key={scope} className={RADIO_ROW}>
              <input
                type="radio"
                value={scope}
                className="mt-0.5 h-5 w-5 shrink-0 border-slate-300 text-indigo-600"
                {...register('scope')}
              />
              <span>
                <span className="block font-medium">{SCOPE_WORDS[scope].label}</span>
                <span className="block text-slate-600">{SCOPE_WORDS[scope].description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
