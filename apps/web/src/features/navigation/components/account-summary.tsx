import { Badge } from '@/components/ui/badge';
import type { SessionUser } from '@/lib/session';
import { roleLabel } from '../nav-items';

/** Who is signed in: business name with the owner's name (business) or the user name, email, role. */
export function AccountSummary({ user, businessName }: { user: SessionUser; businessName?: string | null }) {
  return (
    <div className="min-w-0">
      {user.role === 'business' && businessName ? (
        <>
          <p className="truncate font-semibold text-slate-900">{businessName}</p>
          <p className="truncate text-sm text-slate-700">{user.name}</p>
        </>
      ) : (
        <p className="truncate font-semibold text-slate-900">{user.name}</p>
      )}
      <p className="truncate text-sm text-slate-600">{user.email}</p>
      <div className="mt-2">
        <Badge tone={user.role === 'business' ? 'indigo' : 'emerald'}>{roleLabel(user.role)}</Badge>
      </div>
    </div>
  );
}
