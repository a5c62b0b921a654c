// One team member in the Team tab: drag handle, photo, name, title, whether they can be booked,
// how many services and upcoming bookings they have, whether they have their own account or a
// waiting invitation, how their other calendar's last read went, and what the owner can do (edit,
// connect their other calendar, invite or remove their access, move up or down for keyboard users,
// activate or deactivate, remove).
import type { ManagedTeamMember } from '@booklane/shared/schemas';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  GripIcon,
  PencilIcon,
  PowerIcon,
  TrashIcon,
} from '@/components/ui/action-icons';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { CalendarIcon, MailIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { MoveButton } from './move-button';
import {
  servicesCountText,
  staffAccessText,
  upcomingBookingsText,
} from '@/entities/team-member/model/team-member';
import { BusyCalendarStatus } from '@/entities/team-member/ui/busy-calendar-status';
import { TeamMemberAvatar } from '@/entities/team-member/ui/team-member-avatar';

export type TeamMemberActions = {
  onEdit: () => void;
  /** Connect, change or remove the member's other calendar (busy times). */
  onBusyCalendar: () => void;
  /** Send (or send again) the invitation to join with an account. */
  onInvite: () => void;
  /** Remove the member's account, or withdraw a waiting invitation. */
  onRemoveAccess: () => void;
  onMove: (by: -1 | 1) => void;
  onToggleActive: () => void;
  onRemove: () => void;
};

export function TeamMemberItem({
  member,
  index,
  count,
  allServiceIds,
  toggling,
  actions,
}: {
  member: ManagedTeamMember;
  index: number;
  count: number;
  allServiceIds: readonly string[];
  toggling: boolean;
  actions: TeamMemberActions;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: member._id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const first = index === 0;
  const last = index === count - 1;
  const access = staffAccessText(member);
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="team-member"
      className={`flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:p-4 ${
        isDragging ? 'relative z-10 shadow-lg ring-2 ring-indigo-300' : ''
      }`}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3 sm:min-w-80">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder ${member.name}`}
          className={buttonClasses(
            'ghost',
            'sm',
            'cursor-grab touch-none px-1 text-slate-400 active:cursor-grabbing',
          )}
        >
          <GripIcon className="h-5 w-5" />
        </button>
        <TeamMemberAvatar member={member} />
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-slate-900">{member.name}</h3>
          {member.title ? <p className="break-words text-sm text-slate-600">{member.title}</p> : null}
          <ul className="mt-1 flex flex-wrap gap-1.5 text-xs">
            <li>
              {member.isActive ? <Badge tone="emerald">Active</Badge> : <Badge tone="slate">Inactive</Badge>}
            </li>
            <li>
              <Badge>{servicesCountText(member.serviceIds, allServiceIds)}</Badge>
            </li>
            <li>
              <Badge tone={member.upcomingBookings > 0 ? 'indigo' : 'slate'}>
                {upcomingBookingsText(member.upcomingBookings)}
              </Badge>
            </li>
            {access ? (
              <li>
                <Badge tone={member.hasAccount ? 'emerald' : 'amber'}>{access}</Badge>
              </li>
            ) : null}
          </ul>
          {member.busyCalendar.host !== null ? (
            <BusyCalendarStatus calendar={member.busyCalendar} className="mt-1.5" />
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5 sm:justify-end">
        <button type="button" onClick={actions.onEdit} className={buttonClasses('secondary', 'sm')}>
          <PencilIcon className="h-4 w-4" />
          Edit<span className="sr-only"> {member.name}</span>
        </button>
        <button type="button" onClick={actions.onBusyCalendar} className={buttonClasses('secondary', 'sm')}>
          <CalendarIcon className="h-4 w-4" />
          Other calendar<span className="sr-only"> of {member.name}</span>
        </button>
        {member.hasAccount ? (
          <button type="button" onClick={actions.onRemoveAccess} className={buttonClasses('ghost', 'sm')}>
            Remove access<span className="sr-only"> of {member.name}</span>
          </button>
        ) : (
          <button type="button" onClick={actions.onInvite} className={buttonClasses('secondary', 'sm')}>
            <MailIcon className="h-4 w-4" />
            {member.invitePendingUntil ? 'Resend invite' : 'Invite'}
            <span className="sr-only"> {member.name}</span>
          </button>
        )}
        <MoveButton label={`Move ${member.name} up`} disabled={first} onClick={() => actions.onMove(-1)}>
          <ArrowUpIcon className="h-4 w-4" />
        </MoveButton>
        <MoveButton label={`Move ${member.name} down`} disabled={last} onClick={() => actions.onMove(1)}>
          <ArrowDownIcon className="h-4 w-4" />
        </MoveButton>
        <button
          type="button"
          onClick={actions.onToggleActive}
          disabled={toggling}
          className={buttonClasses('ghost', 'sm')}
        >
          {toggling ? <Spinner /> : <PowerIcon className="h-4 w-4" />}
          {member.isActive ? 'Deactivate' : 'Activate'}
          <span className="sr-only"> {member.name}</span>
        </button>
        <button
          type="button"
          onClick={actions.onRemove}
          className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
        >
          <TrashIcon className="h-4 w-4" />
          Remove<span className="sr-only"> {member.name}</span>
        </button>
      </div>
    </li>
  );
}
