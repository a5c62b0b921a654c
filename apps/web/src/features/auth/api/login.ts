// POST /auth/login {email, password, role}: token and user are stored (spec section 7).
import type { LoginRequest } from '@booklane/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

function login(body: LoginRequest) {
  return callApi('login', { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
