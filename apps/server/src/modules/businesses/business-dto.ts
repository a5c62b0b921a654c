import { todayInZone } from '@booklane/shared/domain';
import type { Business } from '@booklane/shared/schemas';
import type { BusinessRow } from './businesses.repository';

/**
 * The business as answered at `now`: its date overrides from today on (business local), never
 * those of days already over, which a job drops from the row too (past-date-overrides.ts).
 */
export function toBusinessDto(row: BusinessRow, now: Date): Business {
  const today = todayInZone(now, row.timezone);
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    description: row.description,
    address: row.address,
    phone: row.phone,
    email: row.email,
    category: row.category,
    currency: row.currency,
    customCurrency: row.customCurrency,
    locationLink: row.locationLink,
    websiteLink: row.websiteLink,
    facebookLink: row.facebookLink,
    instagramLink: row.instagramLink,
    logo: row.logo,
    schedule: row.schedule ?? null,
    breakHours: row.breakHours,
    timezone: row.timezone,
    cancellationNoticeHours: row.cancellationNoticeHours,
    waitlistHoldMinutes: row.waitlistHoldMinutes,
    reminderLeadMinutes: row.reminderLeadMinutes,
    dateOverrides: row.dateOverrides.filter((override) => override.date >= today),
    brandColor: row.brandColor,
    createdAt: row.createdAt.toISOString(),
  };
}
