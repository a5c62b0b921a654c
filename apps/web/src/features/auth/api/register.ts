// POST /auth/register {role, name, email, password, phone (customers)}; a business username is
// kept aside, not sent (spec section 7).
import type { RegisterRequest } from '@booklane/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function register(body: RegisterRequest) {
  return callApi('register', { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
