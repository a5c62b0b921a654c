// The navigation bar's part for a signed-in account (spec section 2): the role's links, the
// Messages badge (customers) and the avatar menu; below md, a collapsible menu. Apart from
// navbar.tsx so that a visitor's first download does not carry it (issue 37).
import { unreadBadgeText } from '@booklane/shared/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon, CloseIcon, LogOutIcon, MenuIcon, SettingsIcon } from '@/components/ui/icons';
import { profilePathOf } from '@/config/paths';
import { logoSources } from '@/lib/logo-url';
import { useOwnBusiness } from '@/entities/business/api/get-my-business';
import { type SessionUser } from '@/lib/session';
import { useUnreadTotal } from '@/entities/chat/api/get-unread-total';
import { useLogout } from '@/entities/user/model/use-logout';
import { navItemsFor, type NavItem } from '../nav-items';
import { AccountSummary } from './account-summary';

function UnreadBadge({ count }: { count: number | undefined }) {
  const text = unreadBadgeText(count ?? 0);
  if (!text) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold leading-5 text-white">
      {text}
      <span className="sr-only"> unread</span>
    </span>
  );
}

function NavItemLink({ item, unread, mobile }: { item: NavItem; unread?: number; mobile?: boolean }) {
  return (
    <NavLink
      to={item.to}
      className={({ isActive }) =>
        `${mobile ? 'flex w-full px-3 py-3 text-base' : 'inline-flex px-3 py-2 text-sm'} items-center rounded-lg font-medium transition-colors ${
          isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
        }`
      }
    >
      {item.label}
      {item.label === 'Messages' ? <UnreadBadge count={unread} /> : null}
    </NavLink>
  );
}

function avatarSources(user: SessionUser, logo: string | null | undefined): string[] {
  const sources = user.role === 'business' ? logoSources(logo) : [];
  if (user.avatar) sources.push(user.avatar);
  return sources;
}

export function SignedIn({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const { data: business } = useOwnBusiness();
  const { data: unread } = useUnreadTotal();
  const items = navItemsFor(user.role);
  const avatarName = (user.role === 'business' && business?.name) || user.name;
  const sources = avatarSources(user, business?.logo);
  const [mobileOpen, setMobileOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A navigation closes the mobile menu.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <>
      <div className="hidden items-center gap-1 md:flex">
        {items.map((item) => (
          <NavItemLink key={item.to} item={item} unread={unread} />
        ))}
        <div className="ml-3 border-l border-slate-200 pl-3">
          <DropdownMenu
            buttonLabel={`Account menu for ${user.name}`}
            buttonClassName="flex items-center gap-1.5 rounded-full p-0.5 pr-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            buttonContent={
              <>
                <Avatar sources={sources} name={avatarName} size="sm" />
                <ChevronDownIcon className="h-4 w-4" />
              </>
            }
            header={<AccountSummary user={user} businessName={business?.name} />}
            items={[
              {
                kind: 'link',
                label: 'Profile Settings',
                to: profilePathOf(user.role),
                icon: <SettingsIcon className="h-4 w-4" />,
              },
              {
                kind: 'action',
                label: 'Log out',
                onSelect: logout,
                tone: 'danger',
                icon: <LogOutIcon className="h-4 w-4" />,
              },
            ]}
          />
        </div>
      </div>

      {/* On phones the avatar is part of the menu button: one target of 44 px, the account's
          face and the menu, since the menu holds the account's summary and its actions. */}
      <div className="flex items-center md:hidden">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={panelId}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((open) => !open)}
          className="flex h-11 min-w-11 items-center gap-2 rounded-lg pl-1 pr-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Avatar sources={sources} name={avatarName} size="sm" />
          <span className="relative">
            {mobileOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
            {!mobileOpen && unreadBadgeText(unread ?? 0) ? (
              <span className="absolute -right-0.5 -top-0.5 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white" />
            ) : null}
          </span>
        </button>
      </div>

      {mobileOpen ? (
        <div
          id={panelId}
          className="absolute inset-x-0 top-16 z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 shadow-lg md:hidden"
        >
          <div className="flex items-center gap-3 border-b border-slate-100 py-4">
            <Avatar sources={sources} name={avatarName} size="md" />
            <AccountSummary user={user} businessName={business?.name} />
          </div>
          <div className="flex flex-col gap-1 py-3">
            {items.map((item) => (
              <NavItemLink key={item.to} item={item} unread={unread} mobile />
            ))}
          </div>
          <div className="flex flex-col gap-1 border-t border-slate-100 pt-3">
            <Link
              to={profilePathOf(user.role)}
              className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100"
            >
              <SettingsIcon className="h-5 w-5" />
              Profile Settings
            </Link>
            <button
              type="button"
              onClick={logout}
              className="flex items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium text-red-700 hover:bg-red-50"
            >
              <LogOutIcon className="h-5 w-5" />
              Log out
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
