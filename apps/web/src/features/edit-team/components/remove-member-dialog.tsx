// Asks before a team member is removed. The server refuses (409) while they have upcoming bookings
// (saying how many) or when they are the last member: its message is shown here, and the owner
// may deactivate them instead.
import type { ManagedTeamMember } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { refreshTeamMembers } from '@/entities/team-member/api/get-team-members';
import { failureText } from '@/lib/api-client';
import { removeTeamMember } from '../api/remove-team-member';

export function RemoveMemberDialog({
  member,
  businessId,
  onClose,
}: {
  member: ManagedTeamMember;
  businessId: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeTeamMember(member._id),
    onSuccess: async () => {
      toast.success(`${member.name} removed from your team.`);
      onClose();
      await refreshTeamMembers(queryClient, businessId);
    },
  });
  return (
    <ConfirmDialog
      open
      title="Remove team member"
      message={`Remove ${member.name} from your team? Their past bookings keep their name.`}
      confirmLabel="Remove"
      busy={remove.isPending}
      confirmDisabled={remove.isError}
      onCancel={onClose}
      onConfirm={() => remove.mutate()}
    >
      {remove.isError ? (
        <Alert title="The team member was not removed">
          {failureText(remove.error, 'Failed to remove the team member.', { errorText: true })}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
