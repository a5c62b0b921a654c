// Team tab (decisions.md 9.1): every team member in the owner's order (drag or Move up / Move
// down), with photo, title, Active or Inactive, services and upcoming bookings; Add team member,
// Edit (the team member dialog), Activate / Deactivate and Remove (asked first; the server's
// refusal is shown in the question). Staff accounts (9.2): Invite (or Resend invite, Withdraw) and
// Remove access. Other calendar (9.5): busy times read from the member's own calendar.
import type { Business, ManagedTeamMember, Service } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PlusIcon, UsersIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { refreshTeamMembers, useManagedTeamMembers } from '@/entities/team-member/api/get-team-members';
import { errorReason } from '@/lib/api-client';
import { setTeamMemberActive } from '../api/save-team-member';
import { BusyCalendarDialog } from './busy-calendar/busy-calendar-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { RemoveAccessDialog } from './remove-access-dialog';
import { RemoveMemberDialog } from './remove-member-dialog';
import { TeamList } from './team-list';
import { TeamMemberDialog } from './team-member-dialog';

function useToggleActive(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: ManagedTeamMember) => setTeamMemberActive(member._id, !member.isActive),
    onSuccess: async (saved) => {
      toast.success(saved.isActive ? `${saved.name} can be booked again.` : `${saved.name} is inactive.`);
      await refreshTeamMembers(queryClient, businessId);
    },
    onError: (err) => toast.error(`Failed to update the team member: ${errorReason(err)}`),
  });
}

export function TeamTab({ business, services }: { business: Business; services: Service[] | undefined }) {
  const team = useManagedTeamMembers(business._id);
  const [editing, setEditing] = useState<ManagedTeamMember | 'new' | null>(null);
  const [removing, setRemoving] = useState<ManagedTeamMember | null>(null);
  const [inviting, setInviting] = useState<ManagedTeamMember | null>(null);
  const [removingAccess, setRemovingAccess] = useState<ManagedTeamMember | null>(null);
  const [calendarOf, setCalendarOf] = useState<ManagedTeamMember | null>(null);
  const toggle = useToggleActive(business._id);
  const serviceList = services ?? [];
  const members = team.data ?? [];
  const addButton = (
    <button type="button" onClick={() => setEditing('new')} className={buttonClasses('primary')}>
      <PlusIcon className="h-4 w-4" />
      Add team member
    </button>
  );
  return (
    <div className="max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Team</h2>
          <p className="text-sm text-slate-600">
            Who does the work. Customers can choose among active members; drag or move them to set the order.
          </p>
        </div>
        {addButton}
      </div>
      {team.isLoading ? (
        <LoadingBlock label="Loading your team..." />
      ) : team.error && !team.data ? (
        <Alert
          title={`Failed to load your team: ${errorReason(team.error)}`}
          onRetry={() => void team.refetch()}
        />
      ) : members.length === 0 ? (
        <EmptyState icon={<UsersIcon />} title="No team members yet" action={addButton}>
          Add the people customers can book.
        </EmptyState>
      ) : (
        <TeamList
          businessId={business._id}
          members={members}
          allServiceIds={serviceList.map((service) => service._id)}
          toggling={toggle.isPending ? (toggle.variables?._id ?? null) : null}
          actionsFor={(member) => ({
            onEdit: () => setEditing(member),
            onBusyCalendar: () => setCalendarOf(member),
            onToggleActive: () => toggle.mutate(member),
            onRemove: () => setRemoving(member),
            onInvite: () => setInviting(member),
            onRemoveAccess: () => setRemovingAccess(member),
          })}
        />
      )}
      {editing ? (
        <TeamMemberDialog
          business={business}
          services={serviceList}
          member={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <RemoveMemberDialog member={removing} businessId={business._id} onClose={() => setRemoving(null)} />
      ) : null}
      {inviting ? (
        <InviteMemberDialog
          member={inviting}
          businessId={business._id}
          onClose={() => setInviting(null)}
          onWithdraw={() => {
            setInviting(null);
            setRemovingAccess(inviting);
          }}
        />
      ) : null}
      {calendarOf ? (
        <BusyCalendarDialog
          member={calendarOf}
          businessId={business._id}
          onClose={() => setCalendarOf(null)}
        />
      ) : null}
      {removingAccess ? (
        <RemoveAccessDialog
          member={removingAccess}
          businessId={business._id}
          onClose={() => setRemovingAccess(null)}
        />
      ) : null}
    </div>
  );
}
