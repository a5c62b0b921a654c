// 'Our team' on the business page (decisions.md 9.1): the active members' photos, names and
// titles, in the owner's order; only when there is more than one (a business of one person shows
// no team). Nothing while loading or after a failure: the page is complete without it.
import { useId } from 'react';
import { useTeamMembers } from '../api/get-team-members';
import { TeamMemberAvatar } from './team-member-avatar';

export function TeamSection({ businessId }: { businessId: string }) {
  const headingId = useId();
  const team = useTeamMembers(businessId);
  const members = team.data ?? [];
  if (members.length < 2) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid="team-section">
      <h2 id={headingId} className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">
        Our team
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {members.map((member) => (
          <li
            key={member._id}
            className="flex min-w-0 flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm"
          >
            <TeamMemberAvatar member={member} size="lg" />
            <div className="min-w-0 max-w-full">
              <p className="break-words font-semibold text-slate-900">{member.name}</p>
              {member.title ? <p className="break-words text-sm text-slate-600">{member.title}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
