// The external sign-in providers the server is configured for (GET /auth/providers): the login
// and registration forms show a button for each of them only (issue 33). It does not change while
// the server runs, so it is read once per visit.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const signInProvidersKey = ['sign-in-providers'] as const;

export function useSignInProviders() {
  return useQuery({
    queryKey: signInProvidersKey,
    queryFn: ({ signal }) => callApi('listSignInProviders', {}, { signal }),
    select: (answer) => answer.providers,
    staleTime: Infinity,
  });
}
