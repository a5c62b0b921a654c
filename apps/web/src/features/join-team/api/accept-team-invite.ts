// POST /team-invites/{token}/accept (decisions.md 9.2): the signed-in business account becomes the
// invited team member; answers the business with the membership. 409 with the reason when the link
// was used, expired or replaced, or the account is already in the team.
import { callApi } from '@/lib/api-client';

export function acceptTeamInvite(token: string) {
  return callApi('acceptTeamInvite', { params: { token } });
}
