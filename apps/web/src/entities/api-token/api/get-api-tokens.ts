// GET /users/api-tokens (decisions.md 9.5): the signed-in account's API tokens, with when each was
// last used; never the tokens themselves. Both profile pages list them.
import type { ApiToken } from '@booklane/shared/schemas';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { apiTokensKey } from './keys';

/** The signed-in account's key: what its token changes put in and reload. */
export function useApiTokensKey() {
  const { user } = useSession();
  return apiTokensKey(user?.id ?? null);
}

export function useApiTokens() {
  const key = useApiTokensKey();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }): Promise<ApiToken[]> => callApi('listApiTokens', {}, { signal }),
    enabled: key[1] !== null,
  });
}

/** After a token was created or revoked: the account's list again. */
export async function refreshApiTokens(
  queryClient: QueryClient,
  key: ReturnType<typeof apiTokensKey>,
): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: key });
}
