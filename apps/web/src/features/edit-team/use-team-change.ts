// A change to one team member from a dialog (remove, remove access, invite): on success it says
// what happened, closes the dialog and refreshes every list of the team; a failure stays in the
// dialog, which shows it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { refreshTeamMembers } from '@/entities/team-member/api/get-team-members';

export function useTeamChange<T>({
  businessId,
  run,
  done,
  onClose,
}: {
  businessId: string;
  run: () => Promise<T>;
  /** The success toast, from the server's answer. */
  done: (result: T) => string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      toast.success(done(result));
      onClose();
      await refreshTeamMembers(queryClient, businessId);
    },
  });
}
