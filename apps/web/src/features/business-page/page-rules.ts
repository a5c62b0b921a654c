// Small rules of the business page (spec section 2).
import {
  effectiveSchedule,
  formatTime12h,
  openingMinutes,
  todayInZone,
  weekdayOfDate,
  type Business,
  type UserRole,
} from '@booklane/shared';
import { dashboardPathOf, PATHS } from '@/config/paths';

/** Back button: customer dashboard for a customer, business dashboard for a business, / otherwise. */
export function backTarget(role: UserRole | null | undefined): { to: string; label: string } {
  if (role) return { to: dashboardPathOf(role), label: 'Back to dashboard' };
  return { to: PATHS.explore, label: 'Back to Explore Businesses' };
}

/** "Open today · 9:00 AM - 5:00 PM" or "Closed today", in the business's zone. */
export function todayHours(
  business: Pick<Business, 'schedule' | 'timezone'>,
  now: Date,
): {
  open: boolean;
  text: string;
} {
  let today: string;
  try {
    today = todayInZone(now, business.timezone);
  } catch {
    today = todayInZone(now, 'UTC');
  }
  const day = effectiveSchedule({ hasCustomSchedule: false }, business)[weekdayOfDate(today)];
  if (!openingMinutes(day) || !day) return { open: false, text: 'Closed today' };
  return { open: true, text: `Open today · ${formatTime12h(day.start)} – ${formatTime12h(day.end)}` };
}
