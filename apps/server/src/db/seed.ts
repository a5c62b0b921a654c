// Demo data for `npm start`: a handful of realistic businesses across categories, with schedules,
// breaks and services of every booking type, and a demo customer and business login.
// Idempotent: it does nothing when the demo accounts already exist.
import {
  addDays,
  capacitySlotKey,
  defaultBreakHour,
  defaultSchedule,
  slotsForDate,
  todayInZone,
  zonedDateTimeToUtc,
  type BookingType,
  type Schedule,
} from '@booklane/shared';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { bookings, businesses, services, users } from './schema';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_CUSTOMER_EMAIL = 'customer@booklane.demo';
export const DEMO_BUSINESS_EMAIL = 'business@booklane.demo';

type DemoService = Partial<typeof services.$inferInsert> & { name: string };
type DemoBusiness = {
  owner: { name: string; email: string };
  business: Omit<typeof businesses.$inferInsert, 'ownerId' | 'timezone'>;
  services: DemoService[];
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
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 2,
      },
      {
        name: 'Full Colour',
        description: 'Single-process colour with gloss. We confirm every colour booking personally.',
        duration: 120,
        price: '140.00',
        bookingInterval: 60,
        breakHours: lunch,
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
      schedule: weekdays('09:00', '20:00'),
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
      } as DemoService,
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

/** Creates the demo data unless the demo accounts exist. `hash` hashes the demo password. */
type CreatedBusiness = {
  business: typeof businesses.$inferSelect;
  services: Array<typeof services.$inferSelect>;
};

/** The first start time from 10:00 on within the next two weeks, by the shared slot rules. */
function nextSlot(entry: CreatedBusiness, serviceIndex: number, timeZone: string, now: Date) {
  const service = entry.services[serviceIndex]!;
  const scheduling = { ...service, bookingType: service.bookingType as BookingType };
  const today = todayInZone(now, timeZone);
  for (let day = 1; day <= 14; day++) {
    const date = addDays(today, day);
    const slots = slotsForDate(scheduling, entry.business, date, now);
    const time = slots.find((t) => t >= '10:00') ?? slots[0];
    if (time) return { date, time };
  }
  return null;
}

function demoBooking(
  entry: CreatedBusiness,
  serviceIndex: number,
  customerId: string,
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled',
  when: { date: string; time: string },
  timeZone: string,
  now: Date,
): typeof bookings.$inferInsert {
  const service = entry.services[serviceIndex]!;
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  return {
    serviceId: service.id,
    businessId: entry.business.id,
    customerId,
    status,
    notes: status === 'pending' ? 'First visit, please call if anything changes.' : '',
    bookingDate: when.date,
    startTime: when.time,
    startsAt: zonedDateTimeToUtc(when.date, when.time, timeZone),
    slotKey: capacitySlotKey(service.bookingType as BookingType, when.date, when.time),
    serviceName: service.name,
    serviceDuration: service.hasDuration ? service.duration : null,
    serviceHasDuration: service.hasDuration,
    servicePrice: service.hasPricing ? service.price : null,
    serviceHasPricing: service.hasPricing,
    confirmedAt: status === 'pending' ? null : daysAgo(10),
    completedAt: status === 'completed' ? daysAgo(3) : null,
    cancelledAt: status === 'cancelled' ? daysAgo(5) : null,
    createdAt: daysAgo(12),
    updatedAt: status === 'completed' ? daysAgo(3) : status === 'cancelled' ? daysAgo(5) : daysAgo(10),
  };
}

/** Creates the demo data unless the demo accounts exist. `hash` hashes the demo password. */
export async function seedDemoData(
  db: Db,
  hash: (password: string) => Promise<string>,
  timeZone: string,
  now: Date = new Date(),
): Promise<SeedResult> {
  const result = {
    customerEmail: DEMO_CUSTOMER_EMAIL,
    businessEmail: DEMO_BUSINESS_EMAIL,
    password: DEMO_PASSWORD,
  };
  if (await demoAccountsExist(db)) return { created: false, ...result };
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .insert(users)
      .values({
        name: 'Alex Morgan',
        email: DEMO_CUSTOMER_EMAIL,
        phone: '+1 555 0199',
        role: 'customer',
        passwordHash,
      })
      .returning();
    const created: CreatedBusiness[] = [];
    for (const demo of DEMO) {
      const [owner] = await tx
        .insert(users)
        .values({ ...demo.owner, role: 'business', passwordHash, phone: demo.business.phone })
        .returning();
      const [business] = await tx
        .insert(businesses)
        .values({ ...demo.business, ownerId: owner!.id, timezone: timeZone })
        .returning();
      const rows: Array<typeof services.$inferSelect> = [];
      for (const { inactive, ...service } of demo.services as Array<DemoService & { inactive?: boolean }>) {
        const [row] = await tx
          .insert(services)
          .values({
            ...service,
            businessId: business!.id,
            hasDuration: service.hasDuration ?? true,
            hasPricing: service.hasPricing ?? true,
            isActive: !inactive,
          })
          .returning();
        rows.push(row!);
      }
      created.push({ business: business!, services: rows });
    }

    // The demo customer has upcoming bookings (one confirmed, one pending) and some history.
    const [salon, spa] = created;
    const values: Array<typeof bookings.$inferInsert> = [];
    const lastWeek = addDays(todayInZone(now, timeZone), -7);
    if (salon) {
      const slot = nextSlot(salon, 0, timeZone, now);
      if (slot) values.push(demoBooking(salon, 0, customer!.id, 'confirmed', slot, timeZone, now));
      values.push(
        demoBooking(salon, 1, customer!.id, 'completed', { date: lastWeek, time: '11:00' }, timeZone, now),
      );
    }
    if (spa) {
      const slot = nextSlot(spa, 0, timeZone, now);
      if (slot) values.push(demoBooking(spa, 0, customer!.id, 'pending', slot, timeZone, now));
      values.push(
        demoBooking(
          spa,
          2,
          customer!.id,
          'cancelled',
          { date: addDays(lastWeek, 1), time: '14:15' },
          timeZone,
          now,
        ),
      );
    }
    if (values.length > 0) await tx.insert(bookings).values(values);
  });
  return { created: true, ...result };
}
