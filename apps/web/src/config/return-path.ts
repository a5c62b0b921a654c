// Where a sign-in leads back to (`?next=`): kept apart from the guards, which every page's first
// load carries, since only the sign-in screens ask it.
import type { UserRole } from '@booklane/shared/domain';
import { matchPath } from 'react-router';
import { GUARDS } from '@/config/guards';
import { PATHS } from '@/config/paths';

/**
 * The page a user of `role` goes back to after signing in (`path`: `?next=`, with its query): any
 * page of the app but one kept for the other role (a business account, chosen at the role step,
 * would be turned away from a customer's chat), then null and the caller's default (the dashboard).
 */
export function returnPathFor(role: UserRole, path: string | null): string | null {
  if (!path) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  const keptFor = (Object.keys(GUARDS) as Array<keyof typeof GUARDS>).find((page) =>
    matchPath(PATHS[page], pathname),
  );
  return keptFor && GUARDS[keptFor].role !== role ? null : path;
}
