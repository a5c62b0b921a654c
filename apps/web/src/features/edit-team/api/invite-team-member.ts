// POST /team-members/{id}/invite (decisions.md 9.2): emails the member a link to join the team with
// a business account; a new invitation makes the earlier links stop working. 409 once they have an
// account.
import { callApi } from '@/lib/api-client';

export function inviteTeamMember(memberId: string, email: string) {
  return callApi('inviteTeamMember', { params: { id: memberId }, body: { email } });
}
