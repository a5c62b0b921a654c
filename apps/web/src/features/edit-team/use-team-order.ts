// The owner's order of the team (PUT /businesses/{id}/team-members/order): shown at once, kept as
// the server answers it, put back when the server refuses.
import type { ManagedTeamMember } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { refreshTeamMembers, setManagedTeamMembers } from '@/entities/team-member/api/get-team-members';
import { managedTeamMembersKey } from '@/entities/team-member/api/keys';
import { errorReason } from '@/lib/api-client';
import { reorderTeamMembers } from './api/reorder-team-members';

export function useTeamOrder(businessId: string) {
  const queryClient = useQueryClient();
  const key = managedTeamMembersKey(businessId);
  return useMutation({
    mutationFn: (ids: string[]) => reorderTeamMembers(businessId, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ManagedTeamMember[]>(key);
      if (previous) {
        const byId = new Map(previous.map((member) => [member._id, member]));
        const next = ids.flatMap((id) => byId.get(id) ?? []);
        setManagedTeamMembers(queryClient, businessId, next);
      }
      return { previous };
    },
    onSuccess: (members) => setManagedTeamMembers(queryClient, businessId, members),
    onError: (err, _ids, context) => {
      if (context?.previous) setManagedTeamMembers(queryClient, businessId, context.previous);
      toast.error(`Failed to save the order: ${errorReason(err)}`);
    },
    // The public page and the booking sheet show the new order too.
    onSettled: () => refreshTeamMembers(queryClient, businessId),
  });
}
