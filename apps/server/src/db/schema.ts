// The one database schema (drizzle). Migrations in ../../drizzle are generated from it with
// `npm run db:generate -w @booklane/server` and checked in; they run at start-up on both drivers.
import {
  ADVANCE_BOOKING_LIMIT_MAX,
  ADVANCE_BOOKING_LIMIT_MIN,
  AUTH_PROVIDERS,
  BOOKING_ACTOR_ROLES,
  BOOKING_EVENT_ACTIONS,
  BOOKING_INTERVAL_MAX,
  BOOKING_INTERVAL_MIN,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  BUFFER_MINUTES_MAX,
  BUFFER_MINUTES_MIN,
  CANCELLATION_NOTICE_HOURS_DEFAULT,
  CANCELLATION_NOTICE_HOURS_MAX,
  CANCELLATION_NOTICE_HOURS_MIN,
  CANCELLED_BY,
  CATEGORIES,
  CURRENCIES,
  MESSAGE_MAX_LENGTH,
  MINIMUM_NOTICE_MINUTES_MAX,
  MINIMUM_NOTICE_MINUTES_MIN,
  REVIEW_ANSWER_MAX_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_SOURCES,
  REVIEW_TEXT_MAX_LENGTH,
  ACCOUNT_TOKEN_PURPOSES,
  API_TOKEN_SCOPES,
  BLOCK_SOURCES,
  WEBHOOK_DELIVERY_STATUSES,
  REMINDER_LEAD_MINUTES_DEFAULT,
  REMINDER_LEADS_MAX,
  SERVICE_DURATION_MAX_MINUTES,
  SERVICE_DURATION_MIN_MINUTES,
  SERVICE_PRICE_MIN,
  SLOTS_PER_TIME_SLOT_MAX,
  SLOTS_PER_TIME_SLOT_MIN,
  TIME_PATTERN,
  USER_ROLES,
  WAITLIST_ENTRY_STATUSES,
  WAITLIST_HOLD_MINUTES_DEFAULT,
  WAITLIST_HOLD_MINUTES_MAX,
  WAITLIST_HOLD_MINUTES_MIN,
  WAITLIST_OFFER_STATUSES,
} from '@booklane/shared/domain';
import {
  MESSAGE_TYPES,
  EMAIL_KINDS,
  NOTIFICATION_STATUSES,
  SENDER_TYPES,
  USERNAME_PATTERN,
  type BreakHour,
  type DateOverride,
  type Schedule,
} from '@booklane/shared/schemas';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { NotificationPayload } from './notification-payload';

/** Weekly hours and breaks are stored as JSON in the shapes the shared schemas check before writing. */
export type StoredSchedule = Schedule;
export type StoredBreak = BreakHour;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// Enum-like text columns are typed with the shared lists (`text(name, { enum })`): TypeScript only,
// the columns stay `text`; their check constraints below hold the same lists in the database.
// Check constraints built from the shared rules (one rule, one place). The SQL they produce is
// the checked-in migration's; `npm run db:generate` writes a new migration if a rule changes.
const oneOf = (column: SQLWrapper, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
const between = (value: SQLWrapper, min: number, max: number): SQL =>
  sql`${value} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
const matches = (column: SQLWrapper, pattern: RegExp): SQL => sql`${column} ~ '${sql.raw(pattern.source)}'`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role', { enum: USER_ROLES }).notNull(),
    avatar: text('avatar'),
    provider: text('provider', { enum: AUTH_PROVIDERS }).notNull().default('local'),
    passwordHash: text('password_hash'),
    /** Bumped on password change: tokens carry it, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** External accounts may choose their role once (PUT /auth/update-role). */
    roleChosenAt: timestamp('role_chosen_at', { withTimezone: true }),
    /** When the owner showed they read the account's email; cleared when the email changes. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The calendar feed URL's version: rotating bumps it, so older feed URLs stop working. */
    calendarFeedVersion: integer('calendar_feed_version').notNull().default(0),
    /** An owner's weekly summary email of their businesses (decisions.md 9.4); opted out in the profile. */
    weeklySummaryEmails: boolean('weekly_summary_emails').notNull().default(true),
    /**
     * When the account deleted itself (decisions.md 9.6, docs/decisions/0042): the row stays as a
     * tombstone without the person's details (its past bookings and chats point at it), under an
     * address of its own so that the old one may register again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check('users_provider_check', oneOf(t.provider, AUTH_PROVIDERS)),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    username: text('username').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    category: text('category', { enum: CATEGORIES }).notNull().default('other'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    customCurrency: text('custom_currency'),
    locationLink: text('location_link'),
    websiteLink: text('website_link'),
    facebookLink: text('facebook_link'),
    instagramLink: text('instagram_link'),
    logo: text('logo'),
    timezone: text('timezone').notNull(),
    /** Customers may cancel or reschedule until this many hours before the start (decisions.md 8.3). */
    cancellationNoticeHours: integer('cancellation_notice_hours')
      .notNull()
      .default(CANCELLATION_NOTICE_HOURS_DEFAULT),
    /** Minutes a place freed for the waitlist is held for the first in line (decisions.md 9.3). */
    waitlistHoldMinutes: integer('waitlist_hold_minutes').notNull().default(WAITLIST_HOLD_MINUTES_DEFAULT),
    /** The Monday (business local) of the last week whose summary was queued: once per week. */
    weeklySummarySentFor: date('weekly_summary_sent_for', { mode: 'string' }),
    /** The embedded booking's colour (`#rrggbb`), null for Booklane's own (decisions.md 9.5). */
    brandColor: text('brand_color'),
    /**
     * When its owner deleted their account (docs/decisions/0042): the business is gone from the
     * directory and its page, its services are offline, and its bookings stay for their customers.
     */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    /** Reminder lead times in minutes, applied to bookings confirmed from now on. */
    reminderLeadMinutes: jsonb('reminder_lead_minutes')
      .$type<number[]>()
      .notNull()
      .default([...REMINDER_LEAD_MINUTES_DEFAULT]),
    schedule: jsonb('schedule').$type<StoredSchedule>(),
    /** Breaks of everyone who works the business's hours (decisions.md 9.1, migration 0011). */
    breakHours: jsonb('break_hours').$type<StoredBreak[]>().notNull().default([]),
    /** Closed days and one-off hours (decisions.md 8.4), date-sorted. */
    dateOverrides: jsonb('date_overrides').$type<DateOverride[]>().notNull().default([]),
    /**
     * What the directory search reads: the name, category, address, description and the active
     * services' names and descriptions, lowercased and without accents. Kept by database triggers
     * (migration 0007) on every change of the business or its services.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Whether the directory and the search list it: it has an active service (decisions.md 9.2).
     * Kept with `searchText` by the same trigger (migration 0028), so that a search does not probe
     * the services of every business it matches.
     */
    listed: boolean('listed').notNull().default(false),
    /** The name as the search compares it (lowercased, no accents), to rank names that hold the search first. */
    nameFolded: text('name_folded').generatedAlwaysAs(sql`booklane_fold(name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('businesses_username_unique').on(t.username),
    index('businesses_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // One business per business account (decisions.md section 3).
    uniqueIndex('businesses_owner_unique').on(t.ownerId),
    check('businesses_username_format', matches(t.username, USERNAME_PATTERN)),
    check('businesses_category_check', oneOf(t.category, CATEGORIES)),
    check('businesses_currency_check', oneOf(t.currency, CURRENCIES)),
    check(
      'businesses_cancellation_notice_check',
      between(t.cancellationNoticeHours, CANCELLATION_NOTICE_HOURS_MIN, CANCELLATION_NOTICE_HOURS_MAX),
    ),
    check(
      'businesses_waitlist_hold_check',
      between(t.waitlistHoldMinutes, WAITLIST_HOLD_MINUTES_MIN, WAITLIST_HOLD_MINUTES_MAX),
    ),
    check(
      'businesses_reminder_leads_check',
      sql`jsonb_typeof(${t.reminderLeadMinutes}) = 'array' and jsonb_array_length(${t.reminderLeadMinutes}) <= ${sql.raw(String(REMINDER_LEADS_MAX))}`,
    ),
  ],
);

/** The people of a business (decisions.md 9.1): whose time a timed booking holds. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    email: text('email'),
    photoUrl: text('photo_url'),
    /** Their weekly hours; null: the business's. */
    schedule: jsonb('schedule').$type<StoredSchedule>(),
    breakHours: jsonb('break_hours').$type<StoredBreak[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    /** The owner's order (0 first). */
    position: integer('position').notNull().default(0),
    /**
     * The staff account that is this member (decisions.md 9.2), once they accepted an invite;
     * null for the owner's own member and for members without an account.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Busy times from the member's other calendar (decisions.md 9.5): its secret iCalendar
     * address, the validators of its last answer (conditional requests), the last good read, the
     * last attempt and its failure in words. `busy_calendar_next_read_at` is the durable job's
     * schedule (null without an address); `busy_calendar_locked_until` a process's lease on it.
     */
    busyCalendarUrl: text('busy_calendar_url'),
    busyCalendarEtag: text('busy_calendar_etag'),
    busyCalendarLastModified: text('busy_calendar_last_modified'),
    busyCalendarReadAt: timestamp('busy_calendar_read_at', { withTimezone: true }),
    /** The last read that parsed the file (not a 304): a day later, the next read is in full. */
    busyCalendarParsedAt: timestamp('busy_calendar_parsed_at', { withTimezone: true }),
    busyCalendarAttemptAt: timestamp('busy_calendar_attempt_at', { withTimezone: true }),
    busyCalendarError: text('busy_calendar_error'),
    busyCalendarNextReadAt: timestamp('busy_calendar_next_read_at', { withTimezone: true }),
    busyCalendarLockedUntil: timestamp('busy_calendar_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('team_members_business_idx').on(t.businessId, t.position),
    index('team_members_busy_calendar_due_idx')
      .on(t.busyCalendarNextReadAt)
      .where(sql`${t.busyCalendarUrl} is not null`),
    // One account is at most one member of a business.
    uniqueIndex('team_members_business_user_unique')
      .on(t.businessId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('team_members_user_idx').on(t.userId),
  ],
);

/** One stored width of a business photo (the same picture as AVIF and WebP, under /uploads/photos/). */
export type StoredPhotoFile = { width: number; avif: string; webp: string };

/**
 * The business page's photos (issue 39 item 2, docs/decisions/0046): at most BUSINESS_PHOTOS_MAX
 * per business, in the owner's order; each stored resized in several widths (`files`, narrowest
 * first), `width`/`height` those of the widest.
 */
export const businessPhotos = pgTable(
  'business_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The owner's order (0 first). */
    position: integer('position').notNull().default(0),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    files: jsonb('files').$type<StoredPhotoFile[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('business_photos_business_idx').on(t.businessId, t.position)],
);

/**
 * Invitations for a team member to join with a staff account (decisions.md 9.2): the link is
 * `PUBLIC_URL/join/{signed id}`; single use (`used_at`), valid until `expires_at`.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    teamMemberId: uuid('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who accepted it. */
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('team_invites_member_idx').on(t.teamMemberId)],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    duration: integer('duration'),
    hasDuration: boolean('has_duration').notNull().default(true),
    price: numeric('price', { precision: 12, scale: 2 }),
    hasPricing: boolean('has_pricing').notNull().default(true),
    hasCustomSchedule: boolean('has_custom_schedule').notNull().default(false),
    customSchedule: jsonb('custom_schedule').$type<StoredSchedule>(),
    breakHours: jsonb('break_hours').$type<StoredBreak[]>().notNull().default([]),
    advanceBookingLimit: integer('advance_booking_limit').notNull().default(30),
    bookingType: text('booking_type', { enum: BOOKING_TYPES }).notNull().default('datetime'),
    bookingInterval: integer('booking_interval').notNull().default(30),
    useCommonIntervals: boolean('use_common_intervals').notNull().default(true),
    allowCustomerComments: boolean('allow_customer_comments').notNull().default(true),
    autoAcceptBookings: boolean('auto_accept_bookings').notNull().default(false),
    hasSlotLimit: boolean('has_slot_limit').notNull().default(true),
    maxSlotsPerTimeSlot: integer('max_slots_per_time_slot').notNull().default(1),
    /** Minutes kept free before and after each booking; notice before a time can be booked. */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Who performs it; empty: every active team member (decisions.md 9.1). */
    teamMemberIds: uuid('team_member_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_business_idx').on(t.businessId),
    check('services_booking_type_check', oneOf(t.bookingType, BOOKING_TYPES)),
    check('services_interval_check', between(t.bookingInterval, BOOKING_INTERVAL_MIN, BOOKING_INTERVAL_MAX)),
    check(
      'services_advance_check',
      between(t.advanceBookingLimit, ADVANCE_BOOKING_LIMIT_MIN, ADVANCE_BOOKING_LIMIT_MAX),
    ),
    check(
      'services_slots_check',
      between(t.maxSlotsPerTimeSlot, SLOTS_PER_TIME_SLOT_MIN, SLOTS_PER_TIME_SLOT_MAX),
    ),
    check(
      'services_buffer_before_check',
      between(t.bufferBeforeMinutes, BUFFER_MINUTES_MIN, BUFFER_MINUTES_MAX),
    ),
    check(
      'services_buffer_after_check',
      between(t.bufferAfterMinutes, BUFFER_MINUTES_MIN, BUFFER_MINUTES_MAX),
    ),
    check(
      'services_notice_check',
      between(t.minimumNoticeMinutes, MINIMUM_NOTICE_MINUTES_MIN, MINIMUM_NOTICE_MINUTES_MAX),
    ),
    // The upper bound is a rule of the data (migration 0032): availability and the booking function
    // read a member's held times from the longest a booking can hold before its start.
    check(
      'services_duration_check',
      sql`${t.duration} is null or ${between(t.duration, SERVICE_DURATION_MIN_MINUTES, SERVICE_DURATION_MAX_MINUTES)}`,
    ),
    check(
      'services_price_check',
      sql`${t.price} is null or ${t.price} >= ${sql.raw(String(SERVICE_PRICE_MIN))}`,
    ),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A deleted service leaves its bookings (history shows 'Unknown Service').
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who does it (decisions.md 9.1), and their name then (kept if they leave). */
    teamMemberId: uuid('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    teamMemberName: text('team_member_name'),
    /**
     * Whether it holds its member's time (`occupied_from`..`occupied_until`): every timed booking
     * with a member. The exclusion constraint of migration 0010 keeps a member's held times apart.
     */
    holdsMember: boolean('holds_member').notNull().default(false),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    guestPhone: text('guest_phone'),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** Business-local date and time (`YYYY-MM-DD`, `HH:mm`); either may be null by booking type. */
    bookingDate: date('booking_date', { mode: 'string' }),
    startTime: text('start_time'),
    /** The UTC instant of the start, when the booking has a date and a time. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Capacity bucket (date+time, date, or the whole service by booking type). */
    slotKey: text('slot_key').notNull(),
    /**
     * The time a timed booking keeps from others: its slot widened by the service's buffers as
     * they were when it was booked (decisions.md 8.4); null without a time.
     */
    occupiedFrom: timestamp('occupied_from', { withTimezone: true }),
    occupiedUntil: timestamp('occupied_until', { withTimezone: true }),
    // Snapshot of the service as booked: history keeps what the customer agreed to.
    serviceName: text('service_name').notNull(),
    serviceDuration: integer('service_duration'),
    serviceHasDuration: boolean('service_has_duration').notNull().default(false),
    servicePrice: numeric('service_price', { precision: 12, scale: 2 }),
    serviceHasPricing: boolean('service_has_pricing').notNull().default(false),
    customerViewedAt: timestamp('customer_viewed_at', { withTimezone: true }),
    hiddenForCustomer: boolean('hidden_for_customer').notNull().default(false),
    hiddenForBusiness: boolean('hidden_for_business').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The calendar invite's SEQUENCE: grows with every change an invite tells of. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the business marked that the customer did not come (decisions.md 9.2). */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who cancelled it: the business or the customer (decisions.md 8.3). */
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    /**
     * Made by the business's own people (docs/decisions/0031): the request came signed in as the
     * business's owner, or from a browser its owner signed in on. Such a booking is never
     * reviewed. False for bookings made before migration 0014 (not known then).
     */
    madeByBusiness: boolean('made_by_business').notNull().default(false),
    /**
     * The person it belongs to, as the business's customers are told apart (decisions.md 9.4):
     * `user:{id}`, else `email:{guest email, lower-cased}`, else `phone:{digits}`, else
     * `name:{folded name}`. Set by a database trigger on every write of the booking (migration
     * 0019, `booklane_customer_key`): whatever a writer gives is replaced.
     */
    customerKey: text('customer_key').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_business_date_idx').on(t.businessId, t.bookingDate),
    // A person's bookings with a business, by day (their page, their next visit, their figures).
    index('bookings_business_customer_idx').on(t.businessId, t.customerKey, t.bookingDate),
    index('bookings_customer_idx').on(t.customerId),
    index('bookings_guest_email_idx').on(t.guestEmail),
    index('bookings_capacity_idx').on(t.serviceId, t.slotKey, t.status),
    index('bookings_occupied_idx').on(t.serviceId, t.occupiedFrom),
    index('bookings_member_time_idx').on(t.teamMemberId, t.occupiedFrom),
    check('bookings_status_check', oneOf(t.status, BOOKING_STATUSES)),
    check(
      'bookings_cancelled_by_check',
      sql`${t.cancelledBy} is null or ${oneOf(t.cancelledBy, CANCELLED_BY)}`,
    ),
    // A customer's account, a guest's address, or (a walk-in or phone booking the business made,
    // decisions.md 9.2) at least a name.
    check(
      'bookings_party_check',
      sql`${t.customerId} is not null or ${t.guestEmail} is not null or (${t.madeByBusiness} and ${t.guestName} is not null)`,
    ),
    check('bookings_start_time_format', sql`${t.startTime} is null or ${matches(t.startTime, TIME_PATTERN)}`),
  ],
);

/**
 * The waitlist (decisions.md 9.3): a person waiting for a place of a service on a date, between
 * `window_from` and `window_to` (business-local `HH:mm`), with one team member or anyone. Line
 * order is `created_at` (then the id). A customer's account, or a guest's name, email and phone;
 * a guest leaves through `PUBLIC_URL/waitlist/leave/{signed id}` (only the id is stored).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    windowFrom: text('window_from').notNull(),
    windowTo: text('window_to').notNull(),
    /** The member asked for; null: anyone who performs the service. */
    teamMemberId: uuid('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    guestPhone: text('guest_phone'),
    status: text('status', { enum: WAITLIST_ENTRY_STATUSES }).notNull().default('waiting'),
    /** When it left the line (left, booked or expired). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The order the server took entries in: breaks ties of `created_at` in the line. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The line of a service's day, and who is in it.
    index('waitlist_entries_line_idx').on(t.serviceId, t.entryDate, t.status, t.createdAt, t.seq),
    index('waitlist_entries_business_date_idx').on(t.businessId, t.entryDate),
    index('waitlist_entries_customer_idx').on(t.customerId),
    // One place in a day's line per person while they wait (or hold an offer).
    uniqueIndex('waitlist_entries_customer_once')
      .on(t.serviceId, t.entryDate, t.customerId)
      .where(sql`${t.customerId} is not null and ${t.status} in ('waiting', 'offered')`),
    uniqueIndex('waitlist_entries_guest_once')
      .on(t.serviceId, t.entryDate, t.guestEmail)
      .where(sql`${t.customerId} is null and ${t.status} in ('waiting', 'offered')`),
    check('waitlist_entries_status_check', oneOf(t.status, WAITLIST_ENTRY_STATUSES)),
    check('waitlist_entries_party_check', sql`${t.customerId} is not null or ${t.guestEmail} is not null`),
    check('waitlist_entries_from_format', matches(t.windowFrom, TIME_PATTERN)),
    check('waitlist_entries_to_format', matches(t.windowTo, TIME_PATTERN)),
    check('waitlist_entries_window_order', sql`${t.windowFrom} < ${t.windowTo}`),
  ],
);

/**
 * A place offered to an entry (decisions.md 9.3; the offers themselves come with the next slice):
 * the member's time `held_from`..`held_until` is held for the entry like a booking's until
 * `expires_at` (the business's `waitlist_hold_minutes` after the offer), then claimed (a booking),
 * declined or expired. The link is `PUBLIC_URL/waitlist/offers/{signed id}` (only the id is stored).
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Whose time is held; null for a date-only place (no member's time). */
    teamMemberId: uuid('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    /** The offered date and start, business local, as a booking keeps them. */
    offerDate: date('offer_date', { mode: 'string' }).notNull(),
    startTime: text('start_time'),
    /** The capacity bucket the held place counts in (as `bookings.slot_key`). */
    slotKey: text('slot_key').notNull(),
    /** The held time (the slot widened by the service's buffers); null without a time. */
    heldFrom: timestamp('held_from', { withTimezone: true }),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: WAITLIST_OFFER_STATUSES }).notNull().default('held'),
    /** The booking a claim made. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('waitlist_offers_entry_idx').on(t.entryId),
    // What availability counts as taken: the held places of a service and of a member.
    index('waitlist_offers_capacity_idx').on(t.serviceId, t.slotKey, t.status),
    index('waitlist_offers_member_time_idx').on(t.teamMemberId, t.heldFrom),
    // The expiry job's queue.
    index('waitlist_offers_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    // An entry holds at most one place at a time.
    uniqueIndex('waitlist_offers_entry_held_once')
      .on(t.entryId)
      .where(sql`${t.status} = 'held'`),
    check('waitlist_offers_status_check', oneOf(t.status, WAITLIST_OFFER_STATUSES)),
    check(
      'waitlist_offers_start_time_format',
      sql`${t.startTime} is null or ${matches(t.startTime, TIME_PATTERN)}`,
    ),
    check('waitlist_offers_held_order', sql`${t.heldUntil} is null or ${t.heldUntil} > ${t.heldFrom}`),
  ],
);

/**
 * A booking's history (decisions.md 9.2): one line per thing that happened to it and who did it.
 * `actor_name` is kept as it was then (a renamed account leaves the line as it was), until the
 * account is deleted: then it names them "Deleted account" (decisions.md 9.6, migration 0033).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    action: text('action', { enum: BOOKING_EVENT_ACTIONS }).notNull(),
    actorRole: text('actor_role', { enum: BOOKING_ACTOR_ROLES }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.at),
    check('booking_events_action_check', oneOf(t.action, BOOKING_EVENT_ACTIONS)),
    check('booking_events_actor_role_check', oneOf(t.actorRole, BOOKING_ACTOR_ROLES)),
  ],
);

/** Time off: of one team member, or of the whole business (`team_member_id` null). */
export const blocks = pgTable(
  'blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    teamMemberId: uuid('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    /** `calendar`: a busy time read from the member's other calendar, replaced at each read. */
    source: text('source', { enum: BLOCK_SOURCES }).notNull().default('owner'),
    createdAt: createdAt(),
  },
  (t) => [
    index('blocks_business_time_idx').on(t.businessId, t.startsAt),
    index('blocks_member_source_idx').on(t.teamMemberId, t.source),
    check('blocks_order_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('blocks_source_check', oneOf(t.source, BLOCK_SOURCES)),
  ],
);

export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessage: text('last_message'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    businessUnread: integer('business_unread').notNull().default(0),
    customerUnread: integer('customer_unread').notNull().default(0),
    /** The last email telling the owner of a message (at most one per 15 minutes per chat). */
    ownerEmailedAt: timestamp('owner_emailed_at', { withTimezone: true }),
    /** When one of its parties deleted their account (docs/decisions/0042): no new messages. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chats_pair_unique').on(t.businessId, t.customerId),
    index('chats_customer_idx').on(t.customerId),
    check('chats_unread_check', sql`${t.businessUnread} >= 0 and ${t.customerUnread} >= 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderType: text('sender_type', { enum: SENDER_TYPES }).notNull(),
    messageType: text('message_type', { enum: MESSAGE_TYPES }).notNull().default('text'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_chat_created_idx').on(t.chatId, t.createdAt),
    check('messages_sender_type_check', oneOf(t.senderType, SENDER_TYPES)),
    check('messages_content_length', between(sql`char_length(${t.content})`, 1, MESSAGE_MAX_LENGTH)),
  ],
);

/**
 * Every email the product sends (decisions.md 8.2), and the outbox that sends them
 * (docs/decisions/0013): a row is written in the transaction of the change that causes it; a
 * worker on any process claims due rows (FOR UPDATE SKIP LOCKED, with a lease), renders each from
 * `payload` (the facts at that moment), sends it and records what became of it, or when it will
 * try again. A booking's rows are its delivery log.
 */
export const notifications = pgTable(
  'notifications',
  {
    /** Insertion order (messages caused together keep theirs in the log), and the key. */
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The base of its stable Message-ID: unique and unguessable, never looked up. */
    id: uuid('id').notNull().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    /** What the message says, as it was when it was caused (rendered when it is sent). */
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not before this instant: when it was caused, a reminder's time, or the next attempt after a failure. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    /** A worker is sending it until then; after a crash, another worker takes it up from then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Its recipient deleted their account while it was still to send (decisions.md 9.6): it goes
     * out as usual, then keeps nothing of them (address, name, what it said), as their other
     * messages already do.
     */
    forgetWhenSent: boolean('forget_when_sent').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_booking_idx').on(t.bookingId, t.seq),
    // The outbox's question, "what is due?", reads only the messages still to send.
    index('notifications_due_idx')
      .on(t.sendAfter)
      .where(sql`${t.status} in ('queued', 'retrying')`),
    // `kind` and `status` are checked by their domains (`notification_kind`, `notification_status`,
    // migration 0026), not by table CHECK constraints: PostgreSQL reads a table constraint's
    // expression again for every statement that writes the table (15 us for these two, with 24
    // kinds), a domain's once per connection. A new kind or status is added to the domain's
    // constraint by a migration written by hand; test/notification-domains.test.ts compares them.
  ],
);

/**
 * A new booking's emails still to be written (docs/decisions/0047): the booking's statement stores
 * this one small row beside it, in its transaction, instead of the messages themselves; a worker
 * turns it into the messages (rows of `notifications`, from the booking as stored) and deletes it,
 * in one transaction, and so does any later change of the booking that writes emails (first), and
 * a read of its delivery log. Gone with its booking.
 */
export const bookingEmailIntents = pgTable('booking_email_intents', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  /** Made by the business (a walk-in, a phone call): the customer hears of it, the business does not. */
  byBusiness: boolean('by_business').notNull(),
  /** A place claimed from the waitlist: the business hears of it so (decisions.md 9.3). */
  fromWaitlist: boolean('from_waitlist').notNull(),
  /** When the booking was made: the emails are what they would have been then (reminders, a past start). */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The links of account emails (decisions.md 8.5): verify an address, reset a password. The link
 * carries the row's id and a MAC of it made with the server's secret, so nothing stored here (or in
 * the email's outbox row) is enough to use one; a link works once, until `expires_at`, and only for
 * the address it was sent to.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** The address the link went to: a link stops working when the account's email changes. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', oneOf(t.purpose, ACCOUNT_TOKEN_PURPOSES)),
  ],
);

/**
 * Verified reviews (docs/decisions/0023): one per completed booking, by its customer (null for a
 * guest, or once the account is deleted). The text is stored cleaned (`cleanReviewText`) and is
 * plain text. The business's answer lives on the row (one answer per review).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    answerText: text('answer_text'),
    answerAt: timestamp('answer_at', { withTimezone: true }),
    answerUpdatedAt: timestamp('answer_updated_at', { withTimezone: true }),
    /**
     * Where it came from (docs/decisions/0031): the signed-in customer's account ('customer',
     * "Verified customer") or a guest's manage link ('guest').
     */
    source: text('source', { enum: REVIEW_SOURCES }).notNull(),
    /**
     * A guest review beyond the business's guest reviews of the last 24 hours is held for
     * checking until then; null for a review that was public at once (kept after its release).
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /**
     * When it became public (listed and counted in the summary): its writing, or its release
     * after a hold. Null while it is held.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_booking_unique').on(t.bookingId),
    // A business's page of reviews, newest first, read from the index in order.
    index('reviews_business_newest_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    index('reviews_customer_idx').on(t.customerId),
    // The held reviews due for release (few, if any, at any time).
    index('reviews_held_idx')
      .on(t.heldUntil)
      .where(sql`${t.publishedAt} is null`),
    check('reviews_source_check', oneOf(t.source, REVIEW_SOURCES)),
    check('reviews_held_check', sql`${t.publishedAt} is not null or ${t.heldUntil} is not null`),
    check('reviews_rating_check', between(t.rating, REVIEW_RATING_MIN, REVIEW_RATING_MAX)),
    check('reviews_text_length', sql`char_length(${t.text}) <= ${sql.raw(String(REVIEW_TEXT_MAX_LENGTH))}`),
    check(
      'reviews_answer_length',
      sql`${t.answerText} is null or ${between(sql`char_length(${t.answerText})`, 1, REVIEW_ANSWER_MAX_LENGTH)}`,
    ),
  ],
);

/** Reports of reviews: one per account and review. Reviews stay visible; their owner sees reports. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_reports_review_user_unique').on(t.reviewId, t.userId),
    check(
      'review_reports_reason_length',
      between(sql`char_length(${t.reason})`, 1, REVIEW_REPORT_REASON_MAX_LENGTH),
    ),
  ],
);

/**
 * A business's reviews counted per star, kept by the reviews service in the transaction of every
 * review written or changed, so a rating is one row away (a business page, the directory).
 */
export const businessReviewSummaries = pgTable(
  'business_review_summaries',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
    /** The number of reviews and the sum of their ratings (average = ratingSum / reviewCount). */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (t) => [
    check(
      'business_review_summaries_counts_check',
      sql`least(${t.stars1}, ${t.stars2}, ${t.stars3}, ${t.stars4}, ${t.stars5}) >= 0 and ${t.reviewCount} = ${t.stars1} + ${t.stars2} + ${t.stars3} + ${t.stars4} + ${t.stars5} and ${t.ratingSum} = ${t.stars1} + 2 * ${t.stars2} + 3 * ${t.stars3} + 4 * ${t.stars4} + 5 * ${t.stars5}`,
    ),
  ],
);

/**
 * Secrets every process of one database must share, generated once by whichever process starts
 * first (the token signing secret when JWT_SECRET is not set: docs/decisions/0019).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The business's private note and tags on one of its customers (decisions.md 9.4), by the
 * customer's `key` (an account, else a guest's email or phone; see the customers query).
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    note: text('note').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.customerKey] })],
);

/**
 * A business's customers (decisions.md 9.4), one row per person (`customer_key`, as on their
 * bookings) with their figures over all their bookings with it: what the customers list pages
 * through by name and searches, instead of grouping every booking of the business per request.
 * Kept by database triggers (migration 0019) in the transaction of every change of a booking or
 * of an account's name, email or phone, so no code path can leave it behind; a row goes when the
 * person has no booking left with the business.
 */
export const businessCustomers = pgTable(
  'business_customers',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    /** As their latest booking names them (an account's own name, email and phone first). */
    name: text('name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    userId: uuid('user_id'),
    /** The name folded (lower case, no accents): the list's order. */
    sortName: text('sort_name').notNull().default(''),
    /** The name, email and phone folded: what a search's words are looked for in. */
    haystack: text('haystack').notNull().default(''),
    /** The phone's digits alone, for a search by digits whatever the spacing. */
    phoneDigits: text('phone_digits').notNull().default(''),
    visits: integer('visits').notNull().default(0),
    noShows: integer('no_shows').notNull().default(0),
    /** Cancelled by the customer. */
    cancellations: integer('cancellations').notNull().default(0),
    /** The completed bookings' prices as booked (those of a service with pricing). */
    spent: numeric('spent', { precision: 14, scale: 2 }).notNull().default('0'),
    lastVisit: date('last_visit', { mode: 'string' }),
    /** The day of their first booking that was not cancelled: new or returning in insights. */
    firstBookingDate: date('first_booking_date', { mode: 'string' }),
    /**
     * Their newest booking, in the order that names them (created last first, then by id): a new
     * booking newer than it gives them its name, email and phone; an older one that names them
     * otherwise has them named again from their bookings (migration 0029).
     */
    latestCreatedAt: timestamp('latest_created_at', { withTimezone: true }),
    latestBookingId: uuid('latest_booking_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.customerKey] }),
    index('business_customers_name_idx').on(t.businessId, t.sortName, t.customerKey),
  ],
);

/**
 * A business's webhooks (decisions.md 9.5): where events go, which ones, and the secret they are
 * signed with (Standard Webhooks: `whsec_` and base64 bytes; kept so that each delivery can be
 * signed, shown to the owner only on creation and rotation).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The lease of the worker sending its deliveries (docs/decisions/0038): while it lies ahead no
     * other worker claims the webhook, so one sender at a time keeps its order. After a failed
     * attempt it is set a moment ahead, so a receiver that is down is not asked again at once.
     */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhooks_business_idx').on(t.businessId)],
);

/**
 * The webhooks' outbox and delivery log (decisions.md 9.5): a row per event and webhook, written
 * in the transaction of the change that caused it; a worker on any process claims a webhook with
 * due rows (its lease, `webhooks.sending_until`), signs and posts each `payload` in order, and
 * appends each attempt to `attempt_log`; failures are retried with a growing delay for 24 hours.
 * Finished rows go 30 days after their event, except each webhook's latest 50 (the log it shows).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** The `webhook-id` header (`msg_` and this id): the same on every retry. */
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order deliveries were caused in (docs/decisions/0038): `created_at` ties within a
     * millisecond; the worker sends a webhook's first attempts in this order.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The body as sent: `{ type, timestamp, data }`, the facts when the event happened. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Every attempt: `{ at, statusCode, durationMs, response, error }`, oldest first. */
    attemptLog: jsonb('attempt_log').$type<unknown[]>().notNull().default([]),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The log, newest first; the pruning's "latest of each webhook".
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt, t.seq),
    // A claimed webhook's next delivery, in the order they were caused.
    index('webhook_deliveries_pending_idx')
      .on(t.webhookId, t.seq)
      .where(sql`${t.status} in ('queued', 'retrying')`),
    index('webhook_deliveries_due_idx')
      .on(t.sendAfter)
      .where(sql`${t.status} in ('queued', 'retrying')`),
    check('webhook_deliveries_status_check', oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
  ],
);

/**
 * API tokens (decisions.md 9.5): a bearer token an account makes for scripts and other tools,
 * read-only or not. Only its SHA-256 is kept (the token is 32 random bytes: a fast hash is enough
 * and lets every request find it by index); `hint` is its first characters, to tell tokens apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_TOKEN_SCOPES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    hint: text('hint').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_unique').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
    check('api_tokens_scope_check', oneOf(t.scope, API_TOKEN_SCOPES)),
  ],
);
