// PUT /businesses/{id}/team-members/order {ids}: every member's id in the new order; answers the
// owner's list in that order.
import type { ManagedTeamMember } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function reorderTeamMembers(businessId: string, ids: string[]): Promise<ManagedTeamMember[]> {
  return callApi('reorderTeamMembers', { params: { id: businessId }, body: { ids } });
}
