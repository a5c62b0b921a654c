// The signed-in session (spec section 4): token and user kept in localStorage, observable by React.
import type { User } from '@booklane/shared/schemas';
import { useSyncExternalStore } from 'react';
import { onUnauthorized } from './api-client';
import { local, STORAGE_KEYS } from './storage';

/** The user as stored locally; older or partial records may miss optional fields. */
export type SessionUser = Pick<User, 'id' | 'name' | 'email' | 'role'> &
  Partial<Pick<User, 'phone' | 'avatar' | 'provider' | 'emailVerified' | 'createdAt'>>;

type Snapshot = { token: string | null; user: SessionUser | null };

const listeners = new Set<() => void>();
let snapshot: Snapshot = read();
/** A logout the visitor chose is under way (`session.logOut`): guards send them home, not to sign in. */
let loggingOut = false;

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    (user.role === 'business' || user.role === 'customer')
  );
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function read(): Snapshot {
  const token = local.get(STORAGE_KEYS.token);
  const parsed = parseJson(local.get(STORAGE_KEYS.user));
  return { token, user: isSessionUser(parsed) ? parsed : null };
}

function emit() {
  const next = read();
  // Keep the same object when nothing changed, so subscribers do not re-render for nothing.
  if (next.token === snapshot.token && JSON.stringify(next.user) === JSON.stringify(snapshot.user)) return;
  snapshot = next;
  for (const l of listeners) l();
}

export const session = {
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  signIn(token: string, user: SessionUser) {
    local.set(STORAGE_KEYS.token, token);
    local.set(STORAGE_KEYS.user, JSON.stringify(user));
    emit();
  },
  updateUser(user: SessionUser) {
    local.set(STORAGE_KEYS.user, JSON.stringify(user));
    emit();
  },
  /**
   * The visitor logs out: `leave` takes them off the page first, then the session ends. A page
   * still on screen when it ends (its navigation not yet drawn) sends them home, not to sign in
   * again (`isLoggingOut`): until the next task, when every page has seen it.
   */
  async logOut(leave: () => Promise<void>) {
    loggingOut = true;
    try {
      await leave();
      session.signOut();
    } finally {
      setTimeout(() => {
        loggingOut = false;
      }, 0);
    }
  },
  isLoggingOut: () => loggingOut,
  /** Logout (spec section 4): token, user and both removed-bookings lists go. */
  signOut() {
    local.remove(STORAGE_KEYS.token);
    local.remove(STORAGE_KEYS.user);
    local.remove(STORAGE_KEYS.customerRemovedBookings);
    local.remove(STORAGE_KEYS.businessRemovedBookings);
    emit();
  },
};

onUnauthorized(emit);
if (typeof window !== 'undefined') {
  // Another tab signed in or out.
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.token || e.key === STORAGE_KEYS.user || e.key === null) emit();
  });
}

export function useSession(): Snapshot {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
