// Browser storage (spec section 3). The keys are the shared package's, so every screen and the
// server-side tests agree on them.
import { LOCAL_STORAGE_KEYS } from '@booklane/shared/domain';

export const STORAGE_KEYS = LOCAL_STORAGE_KEYS;

type StorageName = 'localStorage' | 'sessionStorage';

// Storage that never throws (private mode, disabled storage, node tests without a DOM).
function safeStorage(name: StorageName) {
  const store = (): Storage | undefined => (globalThis as Partial<Record<StorageName, Storage>>)[name];
  return {
    get(key: string): string | null {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        store()?.setItem(key, value);
      } catch {
        // Storage full or disabled: the value simply is not remembered.
      }
    },
    remove(key: string): void {
      try {
        store()?.removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

/** localStorage: token, user, removed-bookings lists. */
export const local = safeStorage('localStorage');
/** sessionStorage: oauthRole, pendingBusinessUsername. */
export const sessionStore = safeStorage('sessionStorage');
