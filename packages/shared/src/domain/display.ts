// Small display rules both sides need (spec sections 2 and 9).

import { AVATAR_INITIALS_MAX, UNREAD_BADGE_CAP } from './constants';

/**
 * Avatar initials: the first letter of the first words, upper-cased, at most 2
 * ('Jane Doe' -> 'JD', 'Mary Jane Watson' -> 'MJ', 'cher' -> 'C'); '' for an empty name.
 */
export function initials(name: string | null | undefined, max: number = AVATAR_INITIALS_MAX): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, max)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** Text of an unread badge: null when there is nothing unread (no badge), '99+' above 99. */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

/** Fallback names the spec shows when the related record is gone (spec section 2). */
export const FALLBACK_NAMES = {
  service: 'Unknown Service',
  business: 'Unknown Business',
  chatParty: 'Unknown',
  noDescription: 'No description provided',
  noMessages: 'No messages yet',
} as const;
