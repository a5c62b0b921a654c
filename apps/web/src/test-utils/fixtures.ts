// Whole entities for component tests, valid by the shared schemas, with what a test changes.

export const BUSINESS_ID = '0b6f0c52-8f4e-4a57-9e39-2c1b1a4c1d00';
export const SERVICE_ID = '5e0c9d1a-3c41-4f6b-8d2e-7a1f0b9c2d11';
export const MEMBER_ID = '7a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c01';
import { defaultSchedule } from '@booklane/shared/domain';
import {
  type Booking,
  type Business,
  type ManagedTeamMember,
  type Service,
  type TeamMember,
} from '@booklane/shared/schemas';

export function aBusiness(overrides: Partial<Business> = {}): Business {
  return {
    _id: BUSINESS_ID,
    name: 'Luxe Hair',
    username: 'luxe-hair',
    description: 'Cuts and colour.',
    address: '1 Main St',
    phone: '+1 555 0100',
    email: 'hello@luxe.example',
    category: 'salon',
    currency: 'USD',
    customCurrency: null,
    locationLink: null,
    websiteLink: null,
    facebookLink: null,
    instagramLink: null,
    logo: null,
    schedule: defaultSchedule(),
    breakHours: [],
    timezone: 'America/New_York',
    cancellationNoticeHours: 24,
    waitlistHoldMinutes: 15,
    reminderLeadMinutes: [],
    dateOverrides: [],
    brandColor: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aService(overrides: Partial<Service> = {}): Service {
  return {
    _id: SERVICE_ID,
    name: "Women's Haircut",
    description: '',
    duration: 30,
    hasDuration: true,
    price: 65,
    hasPricing: true,
    hasCustomSchedule: false,
    customSchedule: null,
    breakHours: [],
    advanceBookingLimit: 30,
    bookingType: 'datetime',
    bookingInterval: 30,
    useCommonIntervals: true,
    allowCustomerComments: true,
    autoAcceptBookings: false,
    hasSlotLimit: true,
    maxSlotsPerTimeSlot: 1,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    isActive: true,
    teamMemberIds: [],
    business: BUSINESS_ID,
    ...overrides,
  };
}

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  const bookingDate = overrides.bookingDate === undefined ? '2026-03-04' : overrides.bookingDate;
  const startTime = overrides.startTime === undefined ? '10:00' : overrides.startTime;
  return {
    _id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
    status: 'confirmed',
    service: {
      _id: SERVICE_ID,
      name: "Women's Haircut",
      duration: 30,
      hasDuration: true,
      price: 65,
      hasPricing: true,
    },
    business: { _id: BUSINESS_ID, name: 'Luxe Hair', timezone: 'America/New_York' },
    customer: { name: 'Alex Morgan', email: 'alex@example.com', phone: null },
    teamMember: { _id: MEMBER_ID, name: 'Maya Lopez' },
    guestName: null,
    guestEmail: null,
    guestPhone: null,
    notes: '',
    bookingDate,
    startTime,
    localStartTime: bookingDate && startTime ? `${bookingDate}T${startTime}` : null,
    startsAt: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    cancelledBy: null,
    changeableUntil: null,
    ...overrides,
  };
}

export function aTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    _id: MEMBER_ID,
    name: 'Maya Lopez',
    title: 'Senior stylist',
    photoUrl: null,
    serviceIds: [SERVICE_ID],
    ...overrides,
  };
}

export function aManagedTeamMember(overrides: Partial<ManagedTeamMember> = {}): ManagedTeamMember {
  return {
    ...aTeamMember(),
    email: null,
    schedule: null,
    breakHours: [],
    isActive: true,
    position: 0,
    upcomingBookings: 0,
    hasAccount: false,
    invitePendingUntil: null,
    inviteEmail: null,
    busyCalendar: {
      host: null,
      lastReadAt: null,
      lastAttemptAt: null,
      lastError: null,
      upcomingBusyTimes: 0,
    },
    ...overrides,
  };
}
