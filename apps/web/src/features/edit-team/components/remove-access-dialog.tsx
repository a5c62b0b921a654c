// Asks before a team member's own account loses its access (decisions.md 9.2): it no longer sees
// the business's calendar nor handles bookings; the member and their bookings stay.
import type { ManagedTeamMember } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { refreshTeamMembers } from '@/entities/team-member/api/get-team-members';
import { failureText } from '@/lib/api-client';
import { removeMemberAccount } from '../api/remove-member-account';

export function RemoveAccessDialog({
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
    mutationFn: () => removeMemberAccount(member._id),
    onSuccess: async () => {
      toast.success(`${member.name} no longer has access.`);
      onClose();
      await refreshTeamMembers(queryClient, businessId);
    },
  });
  const pendingOnly = !member.hasAccount;
  return (
    <ConfirmDialog
      open
      title={pendingOnly ? 'Withdraw invitation' : 'Remove access'}
      message={
        pendingOnly
          ? `Withdraw the invitation of ${member.name}? The link in the email stops working.`
          : `Remove the access of ${member.name}? Their account will no longer see your calendar or handle bookings. They stay on your team, with their bookings.`
      }
      confirmLabel={pendingOnly ? 'Withdraw' : 'Remove access'}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => remove.mutate()}
    >
      {remove.isError ? (
        <Alert title="Nothing changed">
          {failureText(remove.error, 'Failed to remove the access.', { errorText: true })}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
