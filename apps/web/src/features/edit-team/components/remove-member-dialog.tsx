// Asks before a team member is removed. The server refuses (409) while they have upcoming bookings
// (saying how many), while people wait in line for them, or when they are the last member: its
// message is shown here, and the owner may deactivate them instead.
import type { ManagedTeamMember } from '@booklane/shared/schemas';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { failureText } from '@/lib/api-client';
import { useTeamChange } from '../use-team-change';
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
  const remove = useTeamChange({
    businessId,
    run: () => removeTeamMember(member._id),
    done: () => `${member.name} removed from your team.`,
    onClose,
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
