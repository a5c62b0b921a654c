// Waitlist rows to the contract's shapes (decisions.md 9.3).
import type { BusinessWaitlist, BusinessWaitlistEntry, MyWaitlistEntry } from '@booklane/shared/schemas';
import type { ListedEntry } from './waitlist.repository';

function entryFields(row: ListedEntry, positions: ReadonlyMap<string, number>) {
  const { entry } = row;
  return {
    _id: entry.id,
    service: { _id: entry.serviceId, name: row.serviceName },
    date: entry.entryDate,
    from: entry.windowFrom,
    to: entry.windowTo,
    teamMember:
      entry.teamMemberId && row.memberName ? { _id: entry.teamMemberId, name: row.memberName } : null,
    status: entry.status,
    position: positions.get(entry.id) ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The place an entry holds, while it is offered one. */
function heldPlace(row: ListedEntry) {
  const { offer } = row;
  if (!offer) return null;
  return {
    date: offer.offerDate,
    startTime: offer.startTime,
    teamMember:
      offer.teamMemberId && row.offerMemberName
        ? { _id: offer.teamMemberId, name: row.offerMemberName }
        : null,
    expiresAt: offer.expiresAt.toISOString(),
  };
}

/** The customer's entry, with its held place's link token (`tokenOf`: the offer's signed id). */
export function toMyWaitlistEntry(
  row: ListedEntry,
  positions: ReadonlyMap<string, number>,
  tokenOf: (offerId: string) => string,
): MyWaitlistEntry {
  const place = heldPlace(row);
  return {
    ...entryFields(row, positions),
    business: { _id: row.entry.businessId, name: row.businessName, timezone: row.timezone },
    offer: place && row.offer ? { ...place, token: tokenOf(row.offer.id) } : null,
  };
}

function toBusinessEntry(row: ListedEntry, positions: ReadonlyMap<string, number>): BusinessWaitlistEntry {
  const { entry } = row;
  const isGuest = entry.customerId === null;
  return {
    ...entryFields(row, positions),
    person: {
      name: (isGuest ? entry.guestName : row.customerName) ?? '',
      email: (isGuest ? entry.guestEmail : row.customerEmail) ?? '',
      phone: isGuest ? entry.guestPhone : row.customerPhone,
      isGuest,
    },
    offer: heldPlace(row),
  };
}

/** The business's entries (already in day, service and line order) grouped per day and service. */
export function toBusinessWaitlist(
  rows: readonly ListedEntry[],
  positions: ReadonlyMap<string, number>,
): BusinessWaitlist {
  const days: BusinessWaitlist['days'] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (!day || day.date !== row.entry.entryDate) {
      day = { date: row.entry.entryDate, services: [] };
      days.push(day);
    }
    let line = day.services.at(-1);
    if (!line || line.service._id !== row.entry.serviceId) {
      line = { service: { _id: row.entry.serviceId, name: row.serviceName }, entries: [] };
      day.services.push(line);
    }
    line.entries.push(toBusinessEntry(row, positions));
  }
  return { days };
}
