// POST /auth/register {role, name, email, password, phone (customers)}; a business username is
// kept aside, not sent (spec section 7).
import type { AuthResponse, RegisterRequest } from '@booklane/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function register(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
