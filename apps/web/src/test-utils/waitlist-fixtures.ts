// Waitlist entities for component tests (decisions.md 9.3), valid by the shared schemas: a place
// held for a person in line, and a customer's entry. Times suit a clock pinned to Monday 2 March
// 2026, 8:00 in New York: the place is Tuesday at 3:00 PM, held until 8:15 AM.
import type { MyWaitlistEntry, WaitlistOffer } from '@booklane/shared/schemas';
import { BUSINESS_ID, MEMBER_ID, SERVICE_ID } from './fixtures';

export const OFFER_TOKEN = '11111111-1111-4111-8111-111111111111.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
export const ENTRY_ID = 'e0000000-0000-4000-8000-000000000001';

export function aWaitlistOffer(overrides: Partial<WaitlistOffer> = {}): WaitlistOffer {
  return {
    _id: '0f000000-0000-4000-8000-000000000001',
    token: OFFER_TOKEN,
    status: 'held',
    date: '2026-03-03',
    startTime: '15:00',
    teamMember: { _id: MEMBER_ID, name: 'Maya Lopez' },
    expiresAt: '2026-03-02T13:15:00.000Z',
    startsAt: '2026-03-03T20:00:00.000Z',
    service: { _id: SERVICE_ID, name: "Women's Haircut", duration: 30, price: 65, needsApproval: false },
    business: {
      _id: BUSINESS_ID,
      name: 'Luxe Hair',
      username: 'luxe-hair',
      timezone: 'America/New_York',
      currency: 'USD',
      customCurrency: null,
    },
    window: { from: '14:00', to: '16:00' },
    bookingId: null,
    ...overrides,
  };
}

export function aWaitlistEntry(overrides: Partial<MyWaitlistEntry> = {}): MyWaitlistEntry {
  return {
    _id: ENTRY_ID,
    service: { _id: SERVICE_ID, name: "Women's Haircut" },
    business: { _id: BUSINESS_ID, name: 'Luxe Hair', timezone: 'America/New_York' },
    date: '2026-03-03',
    from: '14:00',
    to: '16:00',
    teamMember: null,
    status: 'waiting',
    position: 2,
    createdAt: '2026-03-01T12:00:00.000Z',
    offer: null,
    ...overrides,
  };
}
