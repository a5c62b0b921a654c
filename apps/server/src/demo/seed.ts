// Demo data for `npm start`: a handful of realistic businesses across categories, with schedules,
// breaks and services of every booking type, photos on two pages, and a demo customer and business
// login.
// Idempotent: it does nothing when the demo accounts already exist.
import {
  zonedDateTimeToUtc,
  dateToDayNumber,
  weekdayOfDayNumber,
  addDays,
  defaultBreakHour,
  defaultSchedule,
  slotsForDate,
  todayInZone,
  BUSINESS_PHOTO_WIDTHS,
  type BookingStatus,
} from '@booklane/shared/domain';
import { type Schedule } from '@booklane/shared/schemas';
import { eq } from 'drizzle-orm';
import { createServices, uploadsDir } from '../composition';
import { systemClock, type Clock } from '../core/clock';
import { MemoryCounterStore } from '../core/limits/rate-limit';
import type { DbOrTx, Db } from '../db/client';
import {
  blocks,
  businesses,
  businessPhotos,
  services,
  teamMembers,
  users,
  type StoredPhotoFile,
} from '../db/schema';
import { NO_PUBLIC_CHANGES } from '../modules/public-changes';
import { normalizePhoto, type PhotoVariant } from '../modules/uploads/image-normalize';
import { PhotoStore } from '../modules/uploads/photo-store';
import { DEMO_PHOTOS } from './demo-photos';

/**
 * The services on the seed's transaction, as the API runs them but telling nobody: demo bookings
 * belong to made-up people (no email is written), no screen is open and no cache holds anything.
 */
function demoServices(tx: DbOrTx, clock: Clock, timeZone: string) {
  const nothing = () => {};
  return createServices({
    db: tx,
    clock,
    // Demo data makes no link that anyone follows.
    jwtSecret: 'demo-data-signs-nothing-anyone-reads-0123456789',
    config: {
      publicUrl: 'http://localhost',
      defaultTimeZone: timeZone,
      dataDir: '.',
      mail: { mode: 'files', smtpUrl: undefined, from: 'demo', enabled: false, retryDelaySeconds: 30 },
      google: { issuer: 'https://accounts.google.com' },
      facebook: {
        authUrl: 'http://localhost',
        tokenUrl: 'http://localhost',
        userInfoUrl: 'http://localhost',
      },
    },
    mailer: {
      mode: 'files',
      send: () => Promise.reject(new Error('demo data sends no email')),
      close: nothing,
    },
    limits: { store: new MemoryCounterStore(clock), enabled: false },
    publicReads: NO_PUBLIC_CHANGES,
    realtime: {
      chatEvents: {
        newMessage: nothing,
        messageSent: nothing,
        unreadSummary: nothing,
        chatMarkedAsRead: nothing,
        chatDeleted: nothing,
      },
      availabilityChanged: nothing,
      waitlistOffer: nothing,
      isBusinessOnline: async () => false,
    },
    bookingSubscribers: [],
    busy: () => false,
    log: { info: nothing, warn: nothing, error: nothing },
  });
}

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_CUSTOMER_EMAIL = 'customer@booklane.demo';
export const DEMO_BUSINESS_EMAIL = 'business@booklane.demo';

type DemoService = Partial<Omit<typeof services.$inferInsert, 'isActive'>> & {
  name: string;
  /** Stored with `isActive: false` (the owner has not gone live with it). */
  inactive?: boolean;
};
/** A team member (decisions.md 9.1): their own hours (else the business's) and services (else all). */
type DemoMember = { name: string; title: string; schedule?: Schedule; services?: number[] };
type DemoBusiness = {
  owner: { name: string; email: string };
  business: Omit<typeof businesses.$inferInsert, 'ownerId' | 'timezone'>;
  services: DemoService[];
  /** Without one, the owner alone, doing everything: the spec's single-owner business. */
  team?: DemoMember[];
};

const weekdays = (start: string, end: string, saturday?: [string, string]): Schedule => {
  const s = defaultSchedule();
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
    s[day] = { start, end, isOpen: true };
  }
  if (saturday) s.saturday = { start: saturday[0], end: saturday[1], isOpen: true };
  return s;
};
const lunch = [defaultBreakHour()];

/** Tuesday to Saturday, 11:00 to 19:00 (Saturday to 16:00). */
function lateShift(): Schedule {
  const s = weekdays('11:00', '19:00', ['10:00', '16:00']);
  s.monday = { ...s.monday, isOpen: false };
  return s;
}

const DEMO: DemoBusiness[] = [
  {
    owner: { name: 'Maya Lopez', email: DEMO_BUSINESS_EMAIL },
    business: {
      name: 'Luxe Hair Studio',
      username: 'luxe-hair',
      category: 'salon',
      description:
        'Modern cuts, colour and styling in a relaxed studio. Walk out feeling like yourself, only better.',
      address: '12 Market Street, Springfield',
      phone: '+1 555 0101',
      email: 'hello@luxehair.example',
      currency: 'USD',
      websiteLink: 'https://luxehair.example',
      instagramLink: 'https://instagram.com/luxehair.example',
      locationLink: 'https://maps.example/?q=12+Market+Street+Springfield',
      schedule: weekdays('09:00', '18:00', ['10:00', '16:00']),
    },
    services: [
      {
        name: "Women's Haircut",
        description: 'Wash, cut and blow-dry.',
        duration: 60,
        price: '65.00',
        bookingInterval: 30,
        breakHours: lunch,
        autoAcceptBookings: true,
      },
      {
        name: "Men's Cut",
        description: 'Classic or modern cut, 30 minutes.',
        duration: 30,
        price: '35.00',
        bookingInterval: 15,
        breakHours: lunch,
        autoAcceptBookings: true,
      },
      {
        name: 'Full Colour',
        description: 'Single-process colour with gloss. We confirm every colour booking personally.',
        duration: 120,
        price: '140.00',
        bookingInterval: 60,
        breakHours: lunch,
        // Time to clean up the colour station after each client.
        bufferAfterMinutes: 15,
      },
      {
        name: 'Bridal Styling Consultation',
        description: 'Tell us about the day; we call you back to plan it.',
        bookingType: 'flexible',
        hasDuration: false,
        duration: null,
        hasPricing: false,
        price: null,
      },
    ],
    team: [
      { name: 'Maya Lopez', title: 'Owner and senior stylist' },
      { name: 'Jordan Reyes', title: 'Colour specialist', schedule: lateShift(), services: [0, 2, 3] },
      { name: 'Sam Kim', title: 'Barber', schedule: weekdays('09:00', '15:00'), services: [1] },
    ],
  },
  {
    owner: { name: 'Jonas Berg', email: 'owner.spa@booklane.demo' },
    business: {
      name: 'Serenity Day Spa',
      username: 'serenity-spa',
      category: 'spa',
      description: 'Massages, facials and full spa days in a calm, light-filled space.',
      address: '48 Lakeside Avenue, Springfield',
      phone: '+1 555 0102',
      email: 'relax@serenity.example',
      currency: 'EUR',
      facebookLink: 'https://facebook.com/serenity.example',
      schedule: weekdays('10:00', '20:00', ['10:00', '18:00']),
    },
    services: [
      {
        name: 'Swedish Massage',
        description: 'Full-body relaxation massage.',
        duration: 60,
        price: '85.00',
        bookingInterval: 30,
        minimumNoticeMinutes: 120,
        breakHours: [
          {
            name: 'Lunch Break',
            start: '13:00',
            end: '14:00',
            days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
          },
        ],
      },
      {
        name: 'Spa Day Pass',
        description: 'Pool, sauna and relaxation rooms for the whole day.',
        bookingType: 'date-only',
        hasDuration: false,
        duration: null,
        price: '45.00',
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 8,
        autoAcceptBookings: true,
        advanceBookingLimit: 60,
      },
      {
        name: 'Signature Facial',
        description: 'Cleanse, exfoliate, mask and massage.',
        duration: 45,
        price: '70.00',
        bookingInterval: 45,
        autoAcceptBookings: true,
      },
    ],
  },
  {
    owner: { name: 'Dr. Priya Nair', email: 'owner.clinic@booklane.demo' },
    business: {
      name: 'Riverside Family Clinic',
      username: 'riverside-clinic',
      category: 'health',
      description: 'General practice for the whole family: check-ups, vaccinations and advice.',
      address: '3 River Road, Springfield',
      phone: '+1 555 0103',
      email: 'desk@riverside.example',
      currency: 'USD',
      schedule: weekdays('08:00', '17:00'),
    },
    services: [
      {
        name: 'General Consultation',
        description: 'A 20-minute appointment with a doctor.',
        duration: 20,
        price: '60.00',
        bookingInterval: 20,
        breakHours: lunch,
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 1,
      },
      {
        name: 'Flu Shot (walk-in hour)',
        description: 'Pick an hour today and drop in.',
        bookingType: 'time-only',
        duration: 10,
        price: '25.00',
        bookingInterval: 60,
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 5,
        autoAcceptBookings: true,
        allowCustomerComments: false,
      },
      {
        name: 'Telehealth Call-back',
        description: 'Leave a note and a nurse calls you back.',
        bookingType: 'flexible',
        hasDuration: false,
        duration: null,
        hasPricing: false,
        price: null,
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 20,
      },
    ],
    team: [
      { name: 'Dr. Priya Nair', title: 'General practitioner', services: [0, 2] },
      {
        name: 'Dr. Tom Alvarez',
        title: 'Family doctor',
        schedule: weekdays('12:00', '17:00'),
        services: [0, 2],
      },
      // The walk-in hour is a room where up to five people are seen at once: a group session.
      { name: 'Vaccination room', title: 'Walk-in flu shots', services: [1] },
    ],
  },
  {
    owner: { name: 'Sam Okafor', email: 'owner.gym@booklane.demo' },
    business: {
      name: 'Peak Performance Gym',
      username: 'peak-gym',
      category: 'fitness',
      description: 'Personal training, small-group classes and fitness assessments.',
      address: '90 Stadium Way, Springfield',
      phone: '+1 555 0104',
      email: 'coach@peakgym.example',
      currency: 'GBP',
      schedule: weekdays('06:00', '21:00', ['08:00', '14:00']),
    },
    services: [
      {
        name: 'Personal Training',
        description: 'One-to-one session with a coach.',
        duration: 60,
        price: '50.00',
        bookingInterval: 60,
        autoAcceptBookings: true,
      },
      {
        name: 'HIIT Class',
        description: 'High-intensity group class, up to 12 people.',
        bookingType: 'time-only',
        duration: 45,
        price: '12.00',
        bookingInterval: 60,
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 12,
        autoAcceptBookings: true,
      },
      {
        name: 'Fitness Assessment',
        description: 'Body composition and movement screen; come any time that day.',
        bookingType: 'date-only',
        duration: 30,
        price: '30.00',
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 4,
      },
    ],
  },
  {
    owner: { name: 'Lena Fischer', email: 'owner.auto@booklane.demo' },
    business: {
      name: 'Precision Auto Care',
      username: 'precision-auto',
      category: 'automotive',
      description: 'Servicing, tyres and inspections by certified mechanics.',
      address: '7 Industrial Park, Springfield',
      phone: '+1 555 0105',
      email: 'service@precisionauto.example',
      currency: 'USD',
      schedule: weekdays('07:30', '17:30', ['08:00', '12:00']),
    },
    services: [
      {
        name: 'Oil Change',
        description: 'Oil and filter change, 45 minutes.',
        duration: 45,
        price: '49.99',
        bookingInterval: 30,
        breakHours: lunch,
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 2,
        autoAcceptBookings: true,
      },
      {
        name: 'Annual Inspection (drop-off)',
        description: 'Drop the car off in the morning, collect it in the afternoon.',
        bookingType: 'date-only',
        hasDuration: false,
        duration: null,
        price: '89.00',
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 4,
      },
      {
        name: 'Detailing Quote',
        description: 'Describe the car and we send a quote.',
        bookingType: 'flexible',
        hasDuration: false,
        duration: null,
        hasPricing: false,
        price: null,
      },
    ],
  },
  {
    owner: { name: 'Aiko Tanaka', email: 'owner.tutor@booklane.demo' },
    business: {
      name: 'Bright Minds Tutoring',
      username: 'bright-minds',
      category: 'education',
      description: 'Maths and science tutoring for secondary school students, online or in person.',
      address: '21 College Lane, Springfield',
      phone: '+1 555 0106',
      email: 'learn@brightminds.example',
      currency: 'CAD',
      schedule: (() => {
        const s = weekdays('09:00', '20:00');
        // A split shift (issue 39): mornings, then the after-school hours.
        s.wednesday = {
          start: '09:00',
          end: '20:00',
          isOpen: true,
          intervals: [
            { start: '09:00', end: '12:00' },
            { start: '14:00', end: '20:00' },
          ],
        };
        return s;
      })(),
    },
    services: [
      {
        name: 'Maths Tutoring',
        description: 'One hour, after school.',
        duration: 60,
        price: '45.00',
        bookingInterval: 60,
        hasCustomSchedule: true,
        customSchedule: (() => {
          const s = weekdays('15:00', '20:00');
          s.friday = { start: '15:00', end: '20:00', isOpen: false };
          return s;
        })(),
      },
      {
        name: 'Essay Review',
        description: 'Send your essay; written feedback within a week.',
        bookingType: 'flexible',
        hasDuration: false,
        duration: null,
        price: '40.00',
        allowCustomerComments: true,
      },
    ],
  },
  {
    owner: { name: 'Oliver Grant', email: 'owner.accounting@booklane.demo' },
    business: {
      name: 'Oak & Ledger Accounting',
      username: 'oak-ledger',
      category: 'professional',
      description: 'Tax returns, bookkeeping and advice for individuals and small businesses.',
      address: '5 Bank Street, Springfield',
      phone: '+1 555 0107',
      email: 'office@oakledger.example',
      currency: 'other',
      customCurrency: 'CR',
      schedule: weekdays('09:00', '17:00'),
    },
    services: [
      {
        name: 'Tax Consultation',
        description: 'A one-hour meeting about your return.',
        duration: 60,
        price: '120.00',
        bookingInterval: 60,
        breakHours: lunch,
        advanceBookingLimit: 90,
      },
      {
        name: 'Bookkeeping Check-up',
        description: '30 minutes to review your books.',
        duration: 30,
        price: '60.00',
        bookingInterval: 30,
        breakHours: lunch,
        inactive: true,
      },
    ],
  },
];

/** Whether start-up should seed: SEED_DEMO decides; unset means "an empty embedded database". */
export async function shouldSeed(
  db: Db,
  kind: 'pglite' | 'postgres',
  seedDemo: boolean | undefined,
): Promise<boolean> {
  if (seedDemo !== undefined) return seedDemo;
  if (kind !== 'pglite') return false;
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return !row;
}

/** True when the demo accounts exist (start-up prints their logins again). */
export async function demoAccountsExist(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CUSTOMER_EMAIL))
    .limit(1);
  return Boolean(row);
}

export type SeedResult = { created: boolean; customerEmail: string; businessEmail: string; password: string };

type CreatedBusiness = {
  owner: typeof users.$inferSelect;
  business: typeof businesses.$inferSelect;
  services: Array<typeof services.$inferSelect>;
  members: Array<typeof teamMembers.$inferSelect>;
};

const DAY_MS = 86_400_000;

/** The demo reviews: who came for which service (index), on which day of last week, and what they wrote. */
const DEMO_REVIEWS: Array<{
  business: string;
  service: number;
  day: number;
  time: string;
  reviewer: string;
  rating: number;
  text: string;
  answer?: string;
}> = [
  {
    business: 'luxe-hair',
    service: 0,
    day: 0,
    time: '09:00',
    reviewer: 'Jamie Lee',
    rating: 5,
    text: 'Best haircut I have had in years. Relaxed, friendly and right on time.',
    answer: 'Thank you, Jamie! See you next time.',
  },
  {
    business: 'luxe-hair',
    service: 1,
    day: 1,
    time: '13:00',
    reviewer: 'Priya Shah',
    rating: 4,
    text: 'Great cut. I waited ten minutes past my time, but it was worth it.',
  },
  {
    business: 'luxe-hair',
    service: 0,
    day: 2,
    time: '15:00',
    reviewer: 'Sam Carter',
    rating: 5,
    text: '',
  },
  {
    business: 'serenity-spa',
    service: 0,
    day: 0,
    time: '11:00',
    reviewer: 'Maria Gonzalez',
    rating: 5,
    text: 'A calm, beautiful space and a wonderful massage.',
    answer: 'We are so glad you enjoyed it, Maria.',
  },
  {
    business: 'serenity-spa',
    service: 0,
    day: 2,
    time: '16:00',
    reviewer: 'Tom Becker',
    rating: 4,
    text: 'Very good massage. The room was a little cold.',
  },
  {
    business: 'serenity-spa',
    service: 0,
    day: 3,
    time: '10:00',
    reviewer: 'Nora Quinn',
    rating: 5,
    text: 'Exactly what I needed after a long week.',
  },
  {
    business: 'peak-gym',
    service: 0,
    day: 1,
    time: '08:00',
    reviewer: 'Chris Doyle',
    rating: 5,
    text: 'Motivating coach, clear plan, no fuss.',
  },
];

/**
 * The first start time from `from` on (else the day's first) on the first of `days` days from
 * `firstDay` that has one, by the shared slot rules as they stand at `now`.
 */
function firstSlot(
  entry: CreatedBusiness,
  serviceIndex: number,
  firstDay: string,
  days: number,
  from: string,
  now: Date,
): { date: string; time: string } | null {
  const service = entry.services[serviceIndex]!;
  for (let day = 0; day < days; day++) {
    const date = addDays(firstDay, day);
    const slots = slotsForDate(service, entry.business, date, now);
    const time = slots.find((t) => t >= from) ?? slots[0];
    if (time) return { date, time };
  }
  return null;
}

/** A demo photo, encoded as an upload is, ready to store. */
type EncodedPhoto = { alt: string; variants: PhotoVariant[] };

/**
 * Draws and encodes the demo pages' photos as an upload is encoded (normalizePhoto: the upload's
 * widths, AVIF and WebP), with the fastest AVIF effort: start-up waits for it. The work runs on
 * libvips's threads while the seed's queries run, so it mostly costs no extra time.
 */
async function encodeDemoPhotos(): Promise<Map<string, EncodedPhoto[]>> {
  const encoded = await Promise.all(
    Object.entries(DEMO_PHOTOS).map(async ([username, draw]) => {
      const photos = await Promise.all(
        draw().map(async ({ svg, alt }): Promise<EncodedPhoto> => {
          const variants = await normalizePhoto(Buffer.from(svg), BUSINESS_PHOTO_WIDTHS, { avifEffort: 0 });
          if (!variants || variants.length === 0) throw new Error(`demo photo of ${username} did not render`);
          return { alt, variants };
        }),
      );
      return [username, photos] as const;
    }),
  );
  return new Map(encoded);
}

/**
 * Creates the demo data unless the demo accounts exist. `hash` hashes the demo password. With
 * `dataDir`, a few pages get photos, stored under its uploads as an owner's uploads are (without
 * it, none: nothing is written outside the database); a seed that fails removes their files.
 */
export async function seedDemoData(
  db: Db,
  hash: (password: string) => Promise<string>,
  timeZone: string,
  now: Date = systemClock(),
  options: { dataDir?: string } = {},
): Promise<SeedResult> {
  const result = {
    customerEmail: DEMO_CUSTOMER_EMAIL,
    businessEmail: DEMO_BUSINESS_EMAIL,
    password: DEMO_PASSWORD,
  };
  if (await demoAccountsExist(db)) return { created: false, ...result };
  // Encoding starts now and runs beside the queries below; its failure is met where it is awaited.
  const encoding = options.dataDir === undefined ? null : encodeDemoPhotos();
  void encoding?.catch(() => undefined);
  const store = options.dataDir === undefined ? null : new PhotoStore(uploadsDir(options.dataDir));
  const storedFiles: StoredPhotoFile[][] = [];
  const passwordHash = await hash(DEMO_PASSWORD);
  const seeded = db.transaction(async (tx) => {
    const [customer] = await tx
      .insert(users)
      .values({
        name: 'Alex Morgan',
        email: DEMO_CUSTOMER_EMAIL,
        phone: '+1 555 0199',
        role: 'customer',
        passwordHash,
        // Demo addresses cannot receive mail: they count as verified.
        emailVerifiedAt: now,
      })
      .returning();
    const created: CreatedBusiness[] = [];
    for (const demo of DEMO) {
      const [owner] = await tx
        .insert(users)
        .values({
          ...demo.owner,
          role: 'business',
          passwordHash,
          phone: demo.business.phone,
          emailVerifiedAt: now,
        })
        .returning();
      // Breaks in one place (decisions.md 9.1): the lunch break every timed service shares is the
      // business's, which its team keeps.
      const timed = demo.services.filter((s) => s.bookingType === undefined || s.bookingType === 'datetime');
      const sharedBreaks =
        timed.length > 0 &&
        timed.every((s) => JSON.stringify(s.breakHours) === JSON.stringify(timed[0]!.breakHours))
          ? (timed[0]!.breakHours ?? [])
          : [];
      const [business] = await tx
        .insert(businesses)
        .values({ ...demo.business, breakHours: sharedBreaks, ownerId: owner!.id, timezone: timeZone })
        .returning();
      const rows: Array<typeof services.$inferSelect> = [];
      for (const { inactive, ...service } of demo.services) {
        const own =
          JSON.stringify(service.breakHours) === JSON.stringify(sharedBreaks) ? [] : service.breakHours;
        const [row] = await tx
          .insert(services)
          .values({
            ...service,
            breakHours: own,
            businessId: business!.id,
            hasDuration: service.hasDuration ?? true,
            hasPricing: service.hasPricing ?? true,
            isActive: !inactive,
          })
          .returning();
        rows.push(row!);
      }
      const team = demo.team ?? [{ name: demo.owner.name, title: '' }];
      const members = await tx
        .insert(teamMembers)
        .values(
          team.map((member, position) => ({
            businessId: business!.id,
            name: member.name,
            title: member.title,
            schedule: member.schedule ?? null,
            position,
          })),
        )
        .returning();
      for (const [index, row] of rows.entries()) {
        const doers = team.flatMap((member, i) => (member.services?.includes(index) ? [members[i]!.id] : []));
        // Nobody named: every member does it (members without a list do everything).
        const all = team.every((member) => member.services === undefined || member.services.includes(index));
        if (!all) {
          const everyone = team.flatMap((member, i) =>
            member.services === undefined ? [members[i]!.id] : [],
          );
          const ids = [...everyone, ...doers];
          await tx.update(services).set({ teamMemberIds: ids }).where(eq(services.id, row.id));
          row.teamMemberIds = ids;
        }
      }
      created.push({ owner: owner!, business: business!, services: rows, members });
    }

    // The demo customer has upcoming bookings (one confirmed, one pending) and some history (one
    // completed, one cancelled). They are made the way the API makes them (BookingsService, in
    // this transaction): booked twelve days ago, and moved on by the business owner on the days
    // the history shows. The services decide the first status: auto-accepting ones confirm at once.
    let at = now;
    const clock: Clock = () => at;
    const { bookings, reviews } = demoServices(tx, clock, timeZone);
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const bookedAt = daysAgo(12);
    const today = todayInZone(now, timeZone);
    const lastWeek = addDays(today, -7);

    const book = async (
      entry: CreatedBusiness,
      serviceIndex: number,
      slot: { date: string; time: string } | null,
      then?: { status: BookingStatus; daysAgo: number },
      notes = '',
    ) => {
      if (!slot) return;
      at = bookedAt;
      const booking = await bookings.creation.forCustomer(customer!, {
        business: entry.business.id,
        service: entry.services[serviceIndex]!.id,
        bookingDate: slot.date,
        startTime: slot.time,
        notes,
      });
      if (then) {
        at = daysAgo(then.daysAgo);
        await bookings.status.change(entry.owner, booking._id, then.status);
      }
    };

    const [salon, spa] = created;
    if (salon) {
      // Women's Haircut (auto-accepted: confirmed), in the next two weeks.
      await book(salon, 0, firstSlot(salon, 0, addDays(today, 1), 14, '10:00', bookedAt));
      // Men's Cut (auto-accepted) last week, completed three days ago.
      await book(salon, 1, firstSlot(salon, 1, lastWeek, 4, '11:00', bookedAt), {
        status: 'completed',
        daysAgo: 3,
      });
      // Walk-ins of the coming days, spread over the three stylists ("anyone"), so the team's
      // calendars are not empty.
      const guests = ['Robin Park', 'Dana White', 'Eli Brooks', 'Kim Novak', 'Lou Grant', 'Noa Levi'];
      for (const [i, name] of guests.entries()) {
        const serviceIndex = i % 3 === 2 ? 1 : 0;
        const slot = firstSlot(
          salon,
          serviceIndex,
          addDays(today, 1 + (i % 2)),
          7,
          i < 3 ? '11:00' : '15:00',
          bookedAt,
        );
        if (!slot) continue;
        at = bookedAt;
        await bookings.creation
          .forGuest({
            business: salon.business.id,
            service: salon.services[serviceIndex]!.id,
            bookingDate: slot.date,
            startTime: slot.time,
            notes: '',
            guestName: name,
            guestEmail: `${name.toLowerCase().replace(' ', '.')}@guest.booklane.demo`,
            guestPhone: `+1 555 02${String(10 + i)}`,
          })
          // A full time is no reason to stop the demo: that guest simply is not in it.
          .catch(() => undefined);
      }
      // Jordan's day off, the first of their working days (Tuesday to Friday) two days or more
      // from now: the page offers none of their times that day.
      const jordan = salon.members[1];
      if (jordan) {
        let dayOff = addDays(today, 2);
        while (
          !['tuesday', 'wednesday', 'thursday', 'friday'].includes(
            weekdayOfDayNumber(dateToDayNumber(dayOff)),
          )
        ) {
          dayOff = addDays(dayOff, 1);
        }
        await tx.insert(blocks).values({
          businessId: salon.business.id,
          teamMemberId: jordan.id,
          startsAt: zonedDateTimeToUtc(dayOff, '00:00', timeZone) ?? new Date(`${dayOff}T00:00:00Z`),
          endsAt:
            zonedDateTimeToUtc(addDays(dayOff, 1), '00:00', timeZone) ??
            new Date(`${addDays(dayOff, 1)}T00:00:00Z`),
          note: 'Day off',
        });
      }
    }
    // Verified reviews (docs/decisions/0023) from made-up customers of last week's appointments,
    // so the directory and the pages show ratings. The demo customer's own completed haircut is
    // left to review.
    const byName = new Map(created.map((entry) => [entry.business.username, entry]));
    for (const [index, demo] of DEMO_REVIEWS.entries()) {
      const entry = byName.get(demo.business);
      if (!entry) continue;
      const [reviewer] = await tx
        .insert(users)
        .values({
          name: demo.reviewer,
          email: `reviewer${index + 1}@booklane.demo`,
          phone: `+1 555 01${String(index + 10)}`,
          role: 'customer',
          passwordHash,
          emailVerifiedAt: now,
        })
        .returning();
      const slot = firstSlot(entry, demo.service, addDays(lastWeek, demo.day), 3, demo.time, bookedAt);
      if (!slot) continue;
      at = bookedAt;
      const booking = await bookings.creation.forCustomer(reviewer!, {
        business: entry.business.id,
        service: entry.services[demo.service]!.id,
        bookingDate: slot.date,
        startTime: slot.time,
        notes: '',
      });
      // Completed yesterday (every slot above is before that), reviewed since, one by one.
      at = daysAgo(1);
      if (booking.status === 'pending') await bookings.status.change(entry.owner, booking._id, 'confirmed');
      await bookings.status.change(entry.owner, booking._id, 'completed');
      at = new Date(now.getTime() - (DEMO_REVIEWS.length - index) * 3_600_000);
      const review = await reviews.createForCustomer(reviewer!, booking._id, {
        rating: demo.rating,
        text: demo.text,
      });
      if (demo.answer) await reviews.answer(entry.owner, review._id, demo.answer);
    }
    at = now;

    if (spa) {
      // Swedish Massage (the owner confirms each one): pending, in the next two weeks.
      await book(
        spa,
        0,
        firstSlot(spa, 0, addDays(today, 1), 14, '10:00', bookedAt),
        undefined,
        'First visit, please call if anything changes.',
      );
      // Swedish Massage last week, cancelled by the spa five days ago.
      await book(spa, 0, firstSlot(spa, 0, addDays(lastWeek, 1), 3, '14:00', bookedAt), {
        status: 'cancelled',
        daysAgo: 5,
      });
    }

    // Photos (docs/decisions/0046), stored as an upload's are (PhotoStore, the upload's widths as
    // AVIF and WebP), in the drawings' order.
    if (encoding && store) {
      const encoded = await encoding;
      for (const entry of created) {
        for (const [position, photo] of (encoded.get(entry.business.username) ?? []).entries()) {
          const files = await store.save(photo.variants);
          storedFiles.push(files);
          const widest = photo.variants[photo.variants.length - 1]!;
          await tx.insert(businessPhotos).values({
            businessId: entry.business.id,
            position,
            alt: photo.alt,
            width: widest.width,
            height: widest.height,
            files,
            createdAt: now,
          });
        }
      }
    }
  });
  try {
    await seeded;
  } catch (err) {
    // Nothing was kept: neither are the photos' files.
    for (const files of storedFiles) await store?.remove(files);
    throw err;
  }
  return { created: true, ...result };
}
