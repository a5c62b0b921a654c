// GET /team-invites/{token} (decisions.md 9.2): what a team invitation's link offers (the business,
// the team member, until when) and whether it still works. 404 for a link the server did not make.
import type { TeamInvite } from '@booklane/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { teamInviteKey } from './keys';

export function useTeamInvite(token: string) {
  return useQuery({
    queryKey: teamInviteKey(token),
    queryFn: ({ signal }): Promise<TeamInvite> => callApi('getTeamInvite', { params: { token } }, { signal }),
    enabled: token !== '',
  });
}
