// Invite a team member to their own account (decisions.md 9.2): the address to send the link to,
// filled in with the member's (or the one invited last); a link that still waits is said, sending
// again replaces it, and it can be withdrawn. The server's refusal (an address missing or wrong, an account already
// there) shows in the dialog.
import { TEAM_INVITE_LIFETIME_DAYS } from '@booklane/shared/domain';
import type { ManagedTeamMember } from '@booklane/shared/schemas';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { MailIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { staffAccessText } from '@/entities/team-member/model/team-member';
import { failureText } from '@/lib/api-client';
import { useTeamChange } from '../use-team-change';
import { inviteTeamMember } from '../api/invite-team-member';

export function InviteMemberDialog({
  member,
  businessId,
  onClose,
  onWithdraw,
}: {
  member: ManagedTeamMember;
  businessId: string;
  onClose: () => void;
  /** Withdraw the invitation that waits (asked in its own dialog). */
  onWithdraw: () => void;
}) {
  const [email, setEmail] = useState(member.inviteEmail ?? member.email ?? '');
  const invite = useTeamChange({
    businessId,
    run: () => inviteTeamMember(member._id, email.trim()),
    done: (saved) => `Invitation sent to ${saved.inviteEmail ?? email.trim()}.`,
    onClose,
  });
  const pending = staffAccessText(member);
  const formId = `invite-${member._id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Invite ${member.name}`}
      description={`They get an email with a link to join your team with a business account: they will see your calendar and handle their own bookings. The link works for ${TEAM_INVITE_LIFETIME_DAYS} days, once.`}
      footer={
        <>
          {member.invitePendingUntil ? (
            <button
              type="button"
              onClick={onWithdraw}
              className={buttonClasses(
                'ghost',
                'md',
                'text-red-700 hover:bg-red-50 hover:text-red-800 sm:mr-auto',
              )}
            >
              Withdraw invitation
            </button>
          ) : null}
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            disabled={invite.isPending || email.trim() === ''}
            className={buttonClasses('primary')}
          >
            {invite.isPending ? <Spinner /> : <MailIcon className="h-4 w-4" />}
            {member.invitePendingUntil ? 'Send again' : 'Send invitation'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        {pending ? (
          <Alert tone="info" title={pending}>
            Sending again replaces the earlier link.
          </Alert>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          data-autofocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invite.isError ? failureText(invite.error, 'Failed to send the invitation.') : undefined}
        />
      </form>
    </Dialog>
  );
}
