// What the screens say about API tokens (decisions.md 9.5): what a scope allows, and when a token
// was last used.
import type { ApiTokenScope } from '@booklane/shared/domain';
import type { ApiToken } from '@booklane/shared/schemas';
import { timeAgo } from '@/lib/when';

export const SCOPE_WORDS: Record<ApiTokenScope, { label: string; description: string }> = {
  read: { label: 'Read only', description: 'Can read your data, cannot change anything.' },
  write: { label: 'Read and write', description: 'Can do everything your account can.' },
};

/** `Never used`, or `Last used 3 days ago`. */
export function lastUsedText(token: Pick<ApiToken, 'lastUsedAt'>, now: Date): string {
  return token.lastUsedAt ? `Last used ${timeAgo(token.lastUsedAt, now)}` : 'Never used';
}
