// PUT /auth/update-role {role}: answers a fresh token and the updated user, which the caller
// stores (spec section 7).
import type { UpdateRoleRequest } from '@booklane/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

function updateRole(body: UpdateRoleRequest) {
  return callApi('updateRole', { body });
}

export function useUpdateRole() {
  return useMutation({ mutationFn: updateRole });
}
