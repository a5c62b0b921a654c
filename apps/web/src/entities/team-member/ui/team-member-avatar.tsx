// A team member's picture: their photo, else their initials (decisions.md 9.1). Decorative by
// default: the name is written next to it.
import type { TeamMember } from '@booklane/shared/schemas';
import { Avatar } from '@/components/ui/avatar';
import { logoSources } from '@/lib/logo-url';

export function TeamMemberAvatar({
  member,
  size = 'md',
  preview,
  alt,
}: {
  member: Pick<TeamMember, 'name' | 'photoUrl'>;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A chosen file's preview URL, shown instead of the stored photo. */
  preview?: string | null;
  alt?: string;
}) {
  const sources = preview ? [preview] : logoSources(member.photoUrl);
  return <Avatar sources={sources} name={member.name || '?'} size={size} maxInitials={2} alt={alt} />;
}
