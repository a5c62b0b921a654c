// DELETE /team-members/{id}: 409 while they have upcoming bookings (the message says how many) or
// when they are the last member.
import { callApi } from '@/lib/api-client';

export function removeTeamMember(memberId: string) {
  return callApi('deleteTeamMember', { params: { id: memberId } });
}
