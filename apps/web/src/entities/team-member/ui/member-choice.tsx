// 'Team member' of the booking sheet and of the reschedule dialog (decisions.md 9.1): Anyone or one
// of the active members who perform the service, with their photo and title. Shown only when more
// than one member performs it; the times below are then the chosen one's.
import type { TeamMember } from '@booklane/shared/schemas';
import { useId, type ReactNode } from 'react';
import { UserIcon } from '@/components/ui/icons';
import { TeamMemberAvatar } from './team-member-avatar';

const OPTION =
  'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 transition-colors hover:border-indigo-300 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600';

function Option({
  name,
  checked,
  onPick,
  picture,
  label,
  detail,
}: {
  name: string;
  checked: boolean;
  onPick: () => void;
  picture: ReactNode;
  label: string;
  detail: string;
}) {
  return (
    <label className={OPTION}>
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onPick}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0"
      />
      {picture}
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-slate-900">{label}</span>
        {detail ? <span className="block truncate text-xs text-slate-600">{detail}</span> : null}
      </span>
    </label>
  );
}

export function MemberChoice({
  members,
  value,
  onChange,
}: {
  /** The active members who perform the service, in the owner's order. */
  members: readonly TeamMember[];
  /** The chosen member's id; null: anyone. */
  value: string | null;
  onChange: (member: string | null) => void;
}) {
  const name = useId();
  if (members.length < 2) return null;
  return (
    <fieldset data-testid="member-choice">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Team member</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <Option
          name={name}
          checked={value === null}
          onPick={() => onChange(null)}
          picture={
            <span
              aria-hidden="true"
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500"
            >
              <UserIcon className="h-5 w-5" />
            </span>
          }
          label="Anyone"
          detail="First free team member"
        />
        {members.map((member) => (
          <Option
            key={member._id}
            name={name}
            checked={value === member._id}
            onPick={() => onChange(member._id)}
            picture={<TeamMemberAvatar member={member} size="sm" />}
            label={member.name}
            detail={member.title}
          />
        ))}
      </div>
    </fieldset>
  );
}
