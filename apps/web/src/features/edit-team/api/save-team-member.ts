// POST /businesses/{id}/team-members (new) and PUT /team-members/{id} (edit): the team form's
// request (decisions.md 9.1).
import type { CreateTeamMemberRequest, ManagedTeamMember } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function saveTeamMember(
  businessId: string,
  memberId: string | null,
  body: CreateTeamMemberRequest,
): Promise<ManagedTeamMember> {
  return memberId
    ? callApi('updateTeamMember', { params: { id: memberId }, body })
    : callApi('createTeamMember', { params: { id: businessId }, body });
}

/** PUT /team-members/{id} {isActive}: Activate / Deactivate. */
export function setTeamMemberActive(memberId: string, isActive: boolean): Promise<ManagedTeamMember> {
  return callApi('updateTeamMember', { params: { id: memberId }, body: { isActive } });
}
