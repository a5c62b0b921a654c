// GET /businesses/{id}/team-members (public: the active members, in the owner's order) and
// GET /businesses/{id}/team-members/manage (the owner: every member, with hours, contact and
// upcoming bookings). The business page, the booking sheet and the service form read them; the
// Team tab changes them and calls refreshTeamMembers.
import type { ManagedTeamMember, TeamMember } from '@booklane/shared/schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { managedTeamMembersKey, teamMembersKey } from './keys';

export const teamMembersQuery = (businessId: string | undefined) =>
  queryOptions({
    queryKey: [...teamMembersKey(businessId), 'public'] as const,
    queryFn: ({ signal }): Promise<TeamMember[]> =>
      callApi('listTeamMembers', { params: { id: businessId ?? '' } }, { signal }),
    enabled: Boolean(businessId),
    staleTime: 30_000,
  });

/** The active members of a business, as visitors see them. */
export function useTeamMembers(businessId: string | undefined) {
  return useQuery(teamMembersQuery(businessId));
}

/** Every member of the signed-in owner's business. */
export function useManagedTeamMembers(businessId: string | undefined) {
  return useQuery({
    queryKey: managedTeamMembersKey(businessId),
    queryFn: ({ signal }): Promise<ManagedTeamMember[]> =>
      callApi('listManagedTeamMembers', { params: { id: businessId ?? '' } }, { signal }),
    enabled: Boolean(businessId),
  });
}

/** Puts the owner's list as the server answered it (a new order), then asks again for both lists. */
export function setManagedTeamMembers(
  queryClient: QueryClient,
  businessId: string,
  members: ManagedTeamMember[],
): void {
  queryClient.setQueryData(managedTeamMembersKey(businessId), members);
}

/** After a member changed (added, edited, reordered, removed, new photo): both lists again. */
export async function refreshTeamMembers(queryClient: QueryClient, businessId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: teamMembersKey(businessId) });
}
