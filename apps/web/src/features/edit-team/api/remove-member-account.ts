// DELETE /team-members/{id}/account (decisions.md 9.2): the member's account no longer sees the
// business, and invitation links that still wait stop working. Their bookings stay.
import { callApi } from '@/lib/api-client';

export function removeMemberAccount(memberId: string) {
  return callApi('removeTeamMemberAccount', { params: { id: memberId } });
}
