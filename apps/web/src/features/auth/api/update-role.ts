// PUT /auth/update-role {role}: the updated user is stored and the session updated (spec section 7).
import type { UpdateRoleRequest, User } from '@booklane/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

type UpdateRoleAnswer = User | { user: User; token?: string };

export async function updateRole(body: UpdateRoleRequest): Promise<{ user: User; token?: string }> {
  const answer = await apiRequest<UpdateRoleAnswer>('/auth/update-role', { method: 'PUT', body });
  return 'user' in answer ? answer : { user: answer };
}

export function useUpdateRole() {
  return useMutation({ mutationFn: updateRole });
}
