// 'Team members' of the service form (decisions.md 9.1), when the business has more than one: who
// performs it. None ticked: every active team member, new ones too.
import type { Business } from '@booklane/shared/schemas';
import { FormSection } from '@/components/ui/form-section';
import { useManagedTeamMembers } from '@/entities/team-member/api/get-team-members';
import { TeamMemberAvatar } from '@/entities/team-member/ui/team-member-avatar';
import type { ServiceFormApi } from './use-service-form';

const CHECK_ROW =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-indigo-300 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600';

export function TeamFields({ form, business }: { form: ServiceFormApi; business: Business }) {
  const team = useManagedTeamMembers(business._id);
  const members = team.data ?? [];
  if (members.length < 2) return null;
  const error = form.formState.errors.teamMemberIds?.message;
  return (
    <FormSection
      title="Team members"
      description="Who performs this service. None ticked: every active team member."
    >
      <fieldset>
        <legend className="sr-only">Team members who perform this service</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {members.map((member) => (
            <label key={member._id} className={CHECK_ROW}>
              <input
                type="checkbox"
                value={member._id}
                className="h-5 w-5 shrink-0 rounded border-slate-300 text-indigo-600"
                {...form.register('teamMemberIds')}
              />
              <TeamMemberAvatar member={member} size="sm" />
              <span className="min-w-0 break-words">
                {member.name}
                {member.isActive ? null : <span className="text-slate-500"> (inactive)</span>}
              </span>
            </label>
          ))}
        </div>
        {error ? (
          <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </FormSection>
  );
}
