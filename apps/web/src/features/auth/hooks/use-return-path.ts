// The page a sign-in is to lead back to (`?next=`, a page of this app only), read from the address
// of the login, registration or welcome page.
import { useSearchParams } from 'react-router';
import { RETURN_PARAM, safeReturnPath } from '@/config/paths';

export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PARAM));
}
