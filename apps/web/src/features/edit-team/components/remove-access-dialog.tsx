// Asks before a team member's own account loses its access (decisions.md 9.2): it no longer sees
// the business's calendar nor handles bookings; the member and their bookings stay.
import type { ManagedTeamMember } from '@booklane/shared/schemas';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { failureText } from '@/lib/api-client';
import { useTeamChange } from '../use-team-change';
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
  const remove = useTeamChange({
    businessId,
    run: () => removeMemberAccount(member._id),
    done: () => `${member.name} no longer has access.`,
    onClose,
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
