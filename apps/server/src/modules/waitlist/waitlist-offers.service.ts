// Held places for the waitlist (decisions.md 9.3, docs/decisions/0035). A place that frees up (a
// cancellation, a move away, a removed block, a raised limit, a new or newly free member, a
// declined or expired offer) is offered to the first waiting entry it suits, in the transaction of
// the change that freed it: an offer row holds it (availability, the creation function and every
// move count it as taken) until the business's `waitlistHoldMinutes` run out. The person claims it
// (a booking through every rule), declines it, or lets it expire (a durable job); either of the
// last two passes it down the line. A place the business takes back (a block, a closure) is
// withdrawn and its person waits again.
//
// Locks, always in this order, so that no two of these ever wait on each other: an offer row, the
// service row (the creation function's first lock; a cancellation or a move takes it before its
// booking row), the members' rows (the function's second lock, all of a service's at once).
// Waiting entries are not locked: an offer is written only for an entry that still waits.
import {
  addDays,
  BUSINESS_BOOKING_PAST_DAYS,
  cachedOffsetTable,
  capacitySlotKey,
  checkBusinessBookingTime,
  memberScheduling,
  slotSpan,
  countsByTime,
  dateToDayNumber,
  firstPlaceFor,
  occupiedSpan,
  resolveLocalMs,
  takesWaitlist,
  timeToMinutes,
  teamAvailability,
  WAITLIST_MESSAGES,
  zonedDateTimeToUtc,
  type HeldTime,
  type TakenPlace,
} from '@booklane/shared/domain';
import { randomUUID } from 'node:crypto';
import type { Booking, WaitlistOffer } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import { conflict, notFound } from '../../core/errors';
import type { DbOrTx, Transact } from '../../db/client';
import type { WaitlistOfferFacts } from '../../db/notification-payload';
import type { NewNotificationRow } from '../../db/outbox';
import type { SignedIds } from '../access/signed-ids';
import { scheduling, serviceCalendar } from '../availability/places';
import type { PlacesRepository } from '../availability/places.repository';
import { eligibleMembers, memberTimes, memberTimesOf } from '../availability/team-time';
import type { PublicChanges } from '../public-changes';
import type { Bookable, ServicesRepository } from '../services/services.repository';
import type { TeamRepository } from '../team/team.repository';
import type { LinePlace, OfferRow, OfferView, WaitlistOffersRepository } from './waitlist-offers.repository';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Suited entries of a line read at a time. */
const LINE_BATCH = 10;
/** Services kept for lines at most; then the memory starts over. */
const KEPT_SERVICES_MAX = 1_000;
/** How often the expiry job ends the waiting entries of days that are over. */
const PAST_DAYS_SWEEP_MS = 60_000;
/** Offers the expiry job ends per batch (each in its own transaction). */
const EXPIRY_BATCH = 20;

/** How the offers' emails are written (the notifications module's email policy). */
export type WaitlistOfferEmails = {
  /** The rows of the offer's email, written with the offer (one statement). */
  waitlistOfferedRows(to: { name: string; email: string }, offer: WaitlistOfferFacts): NewNotificationRow[];
  waitlistExpired(tx: DbOrTx, to: { name: string; email: string }, offer: WaitlistOfferFacts): Promise<void>;
  waitlistWithdrawn(
    tx: DbOrTx,
    to: { name: string; email: string },
    offer: WaitlistOfferFacts,
  ): Promise<void>;
  /** After the commit: the worker starts on them at once. */
  wake(): void;
};

/** The live push of an offer to its customer's open pages (every process hears it). */
export type WaitlistOfferPushes = {
  waitlistOffer(offer: WaitlistOffer, userIds: readonly string[]): void;
};

/**
 * The business's webhooks (decisions.md 9.5): `waitlist.offered` when a place is held for a
 * person, written in the transaction that holds it; `offer` is read only when some webhook listens.
 */
export type WaitlistOfferWebhooks = {
  queue(
    tx: DbOrTx,
    businessId: string,
    event: 'waitlist.offered',
    offer: () => Promise<object | undefined>,
  ): Promise<number>;
  /** After a commit that wrote deliveries: the delivery worker starts on them. */
  wake(): void;
};

/** Who claims: the entry's customer account (a user row as the bookings take it) or its guest. */
export type ClaimParty =
  { customerId: string } | { guest: { name: string; email: string; phone: string | null } };

/** The booking a claim makes: through the creation rules, in the claim's transaction. */
export type ClaimBookings = {
  /** Creates the booking (every rule, approval too) in `tx`; answers its id and who booked. */
  createInClaim(
    tx: DbOrTx,
    party: ClaimParty,
    place: {
      serviceId: string;
      businessId: string;
      date: string;
      startTime: string | null;
      teamMemberId: string | null;
    },
  ): Promise<{ bookingId: string; announce: () => Promise<Booking> }>;
  /** A booking as its parties read it (a claim repeated answers the same booking). */
  dto(bookingId: string): Promise<Booking>;
};

/**
 * The team whose day `fillLine` reads with its line, from the rows kept of an earlier line: the
 * members who do the service (none for a service whose line takes no offer or counts no time).
 */
function lineTeam(kept: Bookable, span: { from: Date; until: Date }) {
  const { service, business } = kept;
  if (!service.isActive || !takesWaitlist(service.bookingType) || !countsByTime(service.bookingType)) {
    return null;
  }
  const memberIds = eligibleMembers(service, kept.members).map((m) => m.id);
  return { versions: kept.versions, businessId: business.id, memberIds, span };
}

/** What a change did to offers, to tell after its commit. */
export class OfferNews {
  /** Offers made or ended (their customers hear of each). */
  readonly offers = new Set<string>();
  /** Services whose held places changed (their pages refetch availability). */
  readonly places = new Map<string, string>();
  /** Webhook deliveries written (the delivery worker wakes only for some). */
  webhookDeliveries = 0;

  touched(offer: Pick<OfferRow, 'id' | 'serviceId' | 'businessId'>): void {
    this.offers.add(offer.id);
    this.places.set(offer.serviceId, offer.businessId);
  }

  get empty(): boolean {
    return this.offers.size === 0;
  }
}

export class WaitlistOffers {
  /** Services (with business and team) read for lines, by id; trusted only at the same row versions. */
  private readonly kept = new Map<string, Bookable>();
  /** When this process last ended the entries of past days (epoch ms). */
  private pastDaysSweptAt = 0;

  constructor(
    private readonly deps: {
      transact: Transact;
      offers: WaitlistOffersRepository;
      services: Pick<ServicesRepository, 'lock' | 'findWithBusiness' | 'findBookable'>;
      team: TeamRepository;
      places: Pick<PlacesRepository, 'takenInRange'>;
      emails: WaitlistOfferEmails;
      pushes: WaitlistOfferPushes;
      changed: Pick<PublicChanges, 'places'>;
      /** The offers' links (purpose `waitlist-offer`). */
      links: SignedIds;
      bookings: ClaimBookings;
      webhooks?: WaitlistOfferWebhooks;
      clock: Clock;
      log?: { error(obj: object, msg: string): void };
    },
  ) {}

  // ---- offering freed places (inside the transaction of the change that freed them) ----------

  /**
   * The line of `serviceId` on `date`: every waiting entry, in line order, is offered the first
   * free place of the day that suits it, while there is one; each offer holds its place before the
   * next entry is looked at. The caller holds the service's lock (the first of the order above).
   * Few round trips, for it runs inside cancellations: one read of the line's first entries with
   * the rows' versions and, when someone waits and the service, business and team are those kept
   * from an earlier line, the members' locks and their day (held times and blocks); then per
   * offer one statement (its entry's status, its row and its email, and whether a webhook listens);
   * the rest of the line only when none of the first suits. The first read after a change of those
   * rows takes two more (the rows, then the locks and the day). The statements call database
   * functions (migration 0018), whose plans the database keeps between calls; the rest of the line
   * is read by a prepared statement, planned once per connection. The free times are found once,
   * and again after an offer only when the line still holds someone they could suit.
   */
  async fillLine(tx: DbOrTx, serviceId: string, date: string, news: OfferNews): Promise<void> {
    const { offers } = this.deps;
    // The members' time around the day (a place's buffers may reach into the days either side).
    const day = dateToDayNumber(date);
    const around = { from: new Date((day - 1) * DAY_MS), until: new Date((day + 2) * DAY_MS) };
    const kept = this.kept.get(serviceId);
    const keptTeam = kept ? lineTeam(kept, around) : null;
    const read = await offers.lineOf(serviceId, date, LINE_BATCH, keptTeam, tx);
    if (!read || read.first.length === 0) return;
    const found = await this.bookableOf(serviceId, read.versions, tx);
    if (!found) return;
    const { service, business } = found;
    if (!service.isActive || !takesWaitlist(service.bookingType)) return;
    const now = this.deps.clock();
    const members = eligibleMembers(service, found.members);
    const timed = countsByTime(service.bookingType);
    const ids = members.map((m) => m.id);

    // The day as availability counts it: the members' held times (bookings, held places) and
    // blocks, or the service's taken places of the date.
    let times = new Map<string, { held: HeldTime[]; blocks: Array<{ fromMs: number; untilMs: number }> }>();
    let taken: TakenPlace[] = [];
    if (timed) {
      // Under the members' locks (taken first, in the same round trip): read with the line when
      // the kept rows were still current, else now.
      times =
        read.times && keptTeam?.memberIds.join() === ids.join()
          ? memberTimesOf(ids, read.times)
          : await memberTimes(this.deps.team, business.id, ids, around, null, tx, true);
    } else {
      taken = await this.deps.places.takenInRange(
        serviceCalendar(service.id),
        { dates: { first: date, last: date } },
        null,
        tx,
      );
    }
    // The zone's offsets around the day, found once (and kept for the zone and the span, as the
    // free times' rules keep them): a place's start is then converted without asking Intl.
    const offsets = cachedOffsetTable(business.timezone, around.from.getTime(), around.until.getTime());
    const startOf = (time: string) => {
      const utcMs = resolveLocalMs(day * DAY_MS + timeToMinutes(time) * MINUTE_MS, offsets.offsetAt);
      return utcMs === null ? null : new Date(utcMs);
    };
    const rules = { ...scheduling(service), id: service.id };
    const team = members.map((m) => ({ ...m, time: times.get(m.id) ?? { held: [], blocks: [] } }));
    // The day's times with room left (and someone free for a timed one).
    const freeTimes = () =>
      (
        teamAvailability(rules, business, { from: date, to: date }, now, team, taken, Infinity).days[0]
          ?.slots ?? []
      ).filter((slot) => slot.remaining !== 0 && (!timed || slot.teamMemberIds.length > 0));

    let free = freeTimes();
    if (free.length === 0) return;
    // After an offer the free times are found again only when something asks for them: the
    // next entry that the times free before it would have suited (an offer only takes times
    // away, so one they would not have suited cannot suit fewer), or the next read of the line.
    let stale = false;
    const freeNow = () => {
      if (stale) {
        free = freeTimes();
        stale = false;
      }
      return free;
    };
    // The line in order: its first entries came with the first read (a freed place usually goes
    // to one of them); after those, only the entries whose window takes a free time are read, a
    // few at a time.
    const line = async function* () {
      let batch = read.first;
      for (;;) {
        yield* batch;
        if (batch.length < LINE_BATCH || freeNow().length === 0) return;
        const after: LinePlace = batch.at(-1)!;
        batch = await offers.suitedIn(
          service.id,
          date,
          timed ? free.map((slot) => slot.startTime!) : null,
          after,
          LINE_BATCH,
          tx,
        );
      }
    };
    for await (const entry of line()) {
      const wants = { from: entry.windowFrom, to: entry.windowTo, teamMemberId: entry.teamMemberId };
      if (stale && !firstPlaceFor(free, wants, timed)) continue;
      // Nothing is left free that day: the rest of the line waits.
      if (freeNow().length === 0) break;
      const place = firstPlaceFor(free, wants, timed);
      if (!place) continue;
      const person = entry.customerId
        ? entry.customerName !== null && entry.customerEmail !== null
          ? { name: entry.customerName, email: entry.customerEmail }
          : null
        : entry.guestEmail
          ? { name: entry.guestName ?? '', email: entry.guestEmail }
          : null;
      const offerId = randomUUID();
      const slotKey = capacitySlotKey(service.bookingType, date, place.startTime);
      const startsAt = place.startTime ? startOf(place.startTime) : null;
      const span = startsAt ? occupiedSpan(rules, startsAt) : null;
      // Held for the business's minutes, but never past the last moment it can still be booked.
      const hold = now.getTime() + business.waitlistHoldMinutes * MINUTE_MS;
      const bookableUntil = startsAt
        ? startsAt.getTime() - service.minimumNoticeMinutes * MINUTE_MS
        : Number.POSITIVE_INFINITY;
      const expiresAt = new Date(Math.min(hold, bookableUntil));
      const emails = person
        ? this.deps.emails.waitlistOfferedRows(person, {
            offerId,
            entryId: entry.id,
            name: person.name,
            isGuest: entry.customerId === null,
            serviceName: service.name,
            businessName: business.name,
            timezone: business.timezone,
            currency: business.currency,
            date,
            startTime: place.startTime,
            teamMemberName: members.find((m) => m.id === place.teamMemberId)?.name ?? null,
            expiresAt: expiresAt.toISOString(),
            holdMinutes: business.waitlistHoldMinutes,
            needsApproval: !service.autoAcceptBookings,
          })
        : [];
      const { made, webhooks } = await offers.offer(
        {
          id: offerId,
          entryId: entry.id,
          serviceId: service.id,
          businessId: business.id,
          teamMemberId: place.teamMemberId,
          offerDate: date,
          startTime: place.startTime,
          slotKey,
          heldFrom: span?.from ?? null,
          heldUntil: span?.until ?? null,
          expiresAt,
          createdAt: now,
        },
        emails,
        tx,
      );
      // The person left the line meanwhile: the place goes on to the next.
      if (!made) continue;
      news.touched({ id: offerId, serviceId: service.id, businessId: business.id });
      // The offer as its person sees it, without their link (it claims the place in their name);
      // asked only when a webhook of the business listens.
      if (webhooks) {
        news.webhookDeliveries +=
          (await this.deps.webhooks?.queue(tx, business.id, 'waitlist.offered', async () => {
            const view = await offers.view(offerId, tx);
            return view && this.offerFacts(view);
          })) ?? 0;
      }
      // The place is now held: the next entry sees it taken.
      if (span && place.teamMemberId) {
        const list = times.get(place.teamMemberId)!.held;
        list.push({
          fromMs: span.from.getTime(),
          untilMs: span.until.getTime(),
          session: `${service.id}|${slotKey}`,
        });
        list.sort((a, b) => a.fromMs - b.fromMs);
      } else {
        taken = [...taken, { slotKey, occupiedFromMs: null, occupiedUntilMs: null }];
      }
      stale = true;
    }
  }

  /**
   * After a change of the business's hours, closures, blocks, team or services has committed
   * (before its writer is answered), in a transaction of its own: held places the business took
   * back are withdrawn (their people wait again), then its lines (of `serviceIds`, or all) from
   * today on are offered what is free. Its own transaction, because those edits lock the team's
   * rows before any service's, the reverse of the bookings' order (docs/decisions/0035). The
   * services are locked first, in one order, then the members line by line.
   */
  async afterBusinessChange(businessId: string, serviceIds: readonly string[] | null): Promise<void> {
    const { offers, services } = this.deps;
    const news = new OfferNews();
    await this.deps.transact(async (tx) => {
      // Today anywhere on Earth is on or after yesterday in UTC; a past line finds no free time.
      const from = addDays(this.deps.clock().toISOString().slice(0, 10), -1);
      // Entries whose held place went with its member (a member removed) wait again.
      await offers.reopenOrphans(businessId, this.deps.clock(), tx);
      const lines = await offers.waitingLines(businessId, from, serviceIds, tx);
      const held = await offers.lockHeldOf(businessId, tx);
      if (lines.length === 0 && held.length === 0) return;
      const locked = [...new Set([...lines.map((l) => l.serviceId), ...held.map((o) => o.serviceId)])].sort();
      for (const id of locked) await services.lock(id, tx);
      await this.withdrawTakenBack(tx, held, news);
      for (const line of lines) await this.fillLine(tx, line.serviceId, line.date, news);
    });
    await this.announce(news);
  }

  /**
   * The business's held places that it took back: the service or the member no longer takes them,
   * the day or the time closed, or a block lies over them. Each is withdrawn and its entry waits
   * again at its place in line; the person is told.
   */
  private async withdrawTakenBack(tx: DbOrTx, held: readonly OfferRow[], news: OfferNews): Promise<void> {
    const { offers, services } = this.deps;
    const now = this.deps.clock();
    for (const offer of held) {
      const found = await services.findWithBusiness(offer.serviceId, tx);
      if (found && (await this.stillOffered(offer, found, now, tx))) continue;
      await offers.end(offer.id, 'withdrawn', now, tx);
      await offers.setEntryStatus(offer.entryId, 'waiting', now, tx, 'offered');
      await this.tell('withdrawn', offer, tx);
      news.touched(offer);
    }
  }

  /** Whether a held place is still one the business offers (its hours, its blocks, its people). */
  private async stillOffered(
    offer: OfferRow,
    found: NonNullable<Awaited<ReturnType<ServicesRepository['findWithBusiness']>>>,
    now: Date,
    tx: DbOrTx,
  ): Promise<boolean> {
    const { service, business } = found;
    if (!service.isActive || !takesWaitlist(service.bookingType)) return false;
    const members = eligibleMembers(service, found.members);
    const member = offer.teamMemberId ? members.find((m) => m.id === offer.teamMemberId) : undefined;
    if (offer.teamMemberId && !member) return false;
    // The business's own time rules (hours, breaks, closures; notice and advance limits are the
    // claim's), as for a booking the business records: the held time must still be one it offers.
    const rules = scheduling(service);
    const check = checkBusinessBookingTime(
      member ? memberScheduling(rules, member, business) : rules,
      business,
      { bookingDate: offer.offerDate, startTime: offer.startTime },
      now,
      BUSINESS_BOOKING_PAST_DAYS,
    );
    if (!check.ok) return false;
    if (!member || !check.slot.startsAt) return true;
    // No block lies over it (the creation function's test: the slot without its buffers).
    const span = slotSpan(rules, check.slot.startsAt);
    const times = await memberTimes(this.deps.team, business.id, [member.id], span, null, tx);
    return !(times.get(member.id)?.blocks ?? []).some(
      (block) => block.fromMs < span.until.getTime() && block.untilMs > span.from.getTime(),
    );
  }

  /**
   * The service with its business and active team: the rows kept from an earlier line of the
   * service while both rows are still the `versions` just read (a change of the team touches the
   * business row), else read again in `tx`.
   */
  private async bookableOf(
    serviceId: string,
    versions: { service: string; business: string },
    tx: DbOrTx,
  ): Promise<Bookable | undefined> {
    const kept = this.kept.get(serviceId);
    if (kept && kept.versions.service === versions.service && kept.versions.business === versions.business) {
      return kept;
    }
    const found = await this.deps.services.findBookable(serviceId, tx);
    if (this.kept.size >= KEPT_SERVICES_MAX) this.kept.clear();
    if (found) this.kept.set(serviceId, found);
    return found;
  }

  // ---- the person's side --------------------------------------------------------------------

  /** `GET /waitlist/offers/{token}`. */
  async get(token: string): Promise<WaitlistOffer> {
    const view = await this.viewOf(token);
    return this.toDto(view);
  }

  /**
   * `POST /waitlist/offers/{token}/claim`: the held place becomes a booking, through every rule
   * (the member, capacity, notice; approval still applies), in one transaction with the offer's
   * end. Claiming again answers the same booking; a claim after the hold ran out is 409.
   */
  async claim(token: string): Promise<Booking> {
    const id = this.idOf(token);
    const { transact, offers, services, bookings } = this.deps;
    const outcome = await transact(async (tx) => {
      const offer = await offers.lock(id, tx);
      if (!offer) throw notFound(WAITLIST_MESSAGES.offerLinkInvalid);
      const claimed = offer.bookingId;
      if (offer.status === 'claimed' && claimed !== null) return { again: claimed, made: null, offer };
      this.requireHeld(offer);
      await services.lock(offer.serviceId, tx);
      const entry = (await offers.view(offer.id, tx))?.entry;
      if (!entry) throw notFound(WAITLIST_MESSAGES.offerLinkInvalid);
      const now = this.deps.clock();
      // The offer stops holding the place first: the booking takes it in the same transaction.
      await offers.end(offer.id, 'claimed', now, tx);
      await offers.setEntryStatus(entry.id, 'booked', now, tx, 'offered');
      const party: ClaimParty = entry.customerId
        ? { customerId: entry.customerId }
        : { guest: { name: entry.guestName ?? '', email: entry.guestEmail ?? '', phone: entry.guestPhone } };
      const made = await bookings.createInClaim(tx, party, {
        serviceId: offer.serviceId,
        businessId: offer.businessId,
        date: offer.offerDate,
        startTime: offer.startTime,
        teamMemberId: offer.teamMemberId,
      });
      await offers.setBooking(offer.id, made.bookingId, tx);
      return { again: null, made, offer };
    });
    if (outcome.made === null) return bookings.dto(outcome.again);
    const booking = await outcome.made.announce();
    const news = new OfferNews();
    news.touched(outcome.offer);
    await this.announce(news);
    return booking;
  }

  /**
   * `POST /waitlist/offers/{token}/decline`: the person passes on the place and leaves the line;
   * the place goes to the next in line it suits. Declining twice answers the same.
   */
  async decline(token: string): Promise<{ message: string }> {
    const id = this.idOf(token);
    const { transact, offers, services } = this.deps;
    const news = new OfferNews();
    await transact(async (tx) => {
      const offer = await offers.lock(id, tx);
      if (!offer) throw notFound(WAITLIST_MESSAGES.offerLinkInvalid);
      if (offer.status === 'declined') return;
      this.requireHeld(offer);
      await services.lock(offer.serviceId, tx);
      const now = this.deps.clock();
      await offers.end(offer.id, 'declined', now, tx);
      await offers.setEntryStatus(offer.entryId, 'left', now, tx, 'offered');
      news.touched(offer);
      await this.fillLine(tx, offer.serviceId, offer.offerDate, news);
    });
    await this.announce(news);
    return { message: WAITLIST_MESSAGES.declined };
  }

  /**
   * A person leaves the line while holding a place (`DELETE /waitlist/{id}` or the guest's link),
   * inside the leave's transaction: the place is passed on as a decline would (the caller ends
   * the entry).
   */
  async releaseHeldOf(tx: DbOrTx, entryId: string, news: OfferNews): Promise<void> {
    const { offers, services } = this.deps;
    const held = await offers.heldOfEntry(entryId, tx);
    if (!held) return;
    await services.lock(held.serviceId, tx);
    await offers.end(held.id, 'declined', this.deps.clock(), tx);
    news.touched(held);
    await this.fillLine(tx, held.serviceId, held.offerDate, news);
  }

  // ---- the expiry job -----------------------------------------------------------------------

  /**
   * One batch of the expiry job (every process runs it; a row another process is ending is
   * skipped, so each offer ends once): held offers whose hold ran out expire, their people leave
   * the line (told by email), and each place goes to the next in line. Entries whose day is over
   * stop waiting. Answers whether there was work.
   */
  async expireDue(): Promise<boolean> {
    const { transact, offers, services } = this.deps;
    const due = await offers.due(this.deps.clock(), EXPIRY_BATCH);
    for (const id of due) {
      const news = new OfferNews();
      await transact(async (tx) => {
        const offer = await offers.lock(id, tx, true);
        const now = this.deps.clock();
        if (!offer || offer.status !== 'held' || offer.expiresAt > now) return;
        await services.lock(offer.serviceId, tx);
        await offers.end(offer.id, 'expired', now, tx);
        await offers.setEntryStatus(offer.entryId, 'expired', now, tx, 'offered');
        await this.tell('expired', offer, tx);
        news.touched(offer);
        await this.fillLine(tx, offer.serviceId, offer.offerDate, news);
      });
      await this.announce(news);
    }
    // Past days' lines, once a minute at most (every waiting entry is looked at).
    const now = this.deps.clock().getTime();
    if (now - this.pastDaysSweptAt >= PAST_DAYS_SWEEP_MS) {
      this.pastDaysSweptAt = now;
      await offers.expirePastEntries(this.deps.clock());
    }
    return due.length === EXPIRY_BATCH;
  }

  // ---- after the commit ---------------------------------------------------------------------

  /**
   * After the commit of a change that made or ended offers: each customer's open pages hear of
   * their offer (`waitlistOffer`), the outbox worker starts on the emails, and the services'
   * pages refetch what they can take.
   */
  async announce(news: OfferNews): Promise<void> {
    if (news.empty) return;
    this.deps.emails.wake();
    if (news.webhookDeliveries > 0) this.deps.webhooks?.wake();
    for (const id of news.offers) {
      try {
        const view = await this.deps.offers.view(id);
        if (view?.entry.customerId) this.deps.pushes.waitlistOffer(this.toDto(view), [view.entry.customerId]);
      } catch (err) {
        this.deps.log?.error({ err, offer: id }, 'waitlist offer push failed');
      }
    }
    for (const [serviceId, businessId] of news.places) await this.deps.changed.places(businessId, serviceId);
  }

  // ---- helpers ------------------------------------------------------------------------------

  private idOf(token: string): string {
    const id = this.deps.links.idOf(token);
    if (!id) throw notFound(WAITLIST_MESSAGES.offerLinkInvalid);
    return id;
  }

  private async viewOf(token: string): Promise<OfferView> {
    const view = await this.deps.offers.view(this.idOf(token));
    if (!view) throw notFound(WAITLIST_MESSAGES.offerLinkInvalid);
    return view;
  }

  /** A claim or decline needs the place still held for the person (409 with what became of it). */
  private requireHeld(offer: OfferRow): void {
    if (offer.status === 'claimed') throw conflict(WAITLIST_MESSAGES.offerClaimed);
    if (offer.status === 'withdrawn') throw conflict(WAITLIST_MESSAGES.offerWithdrawn);
    if (offer.status === 'declined') throw conflict(WAITLIST_MESSAGES.offerDeclined);
    if (offer.status !== 'held' || offer.expiresAt <= this.deps.clock()) {
      throw conflict(WAITLIST_MESSAGES.offerExpired);
    }
  }

  /**
   * Writes the person's email of an offer's end (expired, withdrawn) in the transaction, from
   * the offer as it is shown (its entry, service, business, member and customer in one read).
   */
  private async tell(what: 'expired' | 'withdrawn', offer: OfferRow, tx: DbOrTx): Promise<void> {
    const view = await this.deps.offers.view(offer.id, tx);
    if (!view) return;
    const { entry } = view;
    const person = entry.customerId
      ? (view.customer ?? undefined)
      : entry.guestEmail
        ? { name: entry.guestName ?? '', email: entry.guestEmail }
        : undefined;
    if (!person) return;
    const facts: WaitlistOfferFacts = {
      offerId: offer.id,
      entryId: entry.id,
      name: person.name,
      isGuest: entry.customerId === null,
      serviceName: view.service.name,
      businessName: view.business.name,
      timezone: view.business.timezone,
      currency: view.business.currency,
      date: offer.offerDate,
      startTime: offer.startTime,
      teamMemberName: view.memberName,
      expiresAt: offer.expiresAt.toISOString(),
      holdMinutes: view.business.waitlistHoldMinutes,
      needsApproval: !view.service.autoAcceptBookings,
    };
    const { emails } = this.deps;
    if (what === 'expired') await emails.waitlistExpired(tx, person, facts);
    else await emails.waitlistWithdrawn(tx, person, facts);
  }

  private toDto(view: OfferView): WaitlistOffer {
    return { ...this.offerFacts(view), token: this.deps.links.token(view.offer.id) };
  }

  /** The offer as its person sees it, but for the token of their link. */
  private offerFacts(view: OfferView): Omit<WaitlistOffer, 'token'> {
    const { offer, service, business, entry } = view;
    return {
      _id: offer.id,
      // A hold that ran out is over, whether or not the expiry job has passed it on yet.
      status: offer.status === 'held' && offer.expiresAt <= this.deps.clock() ? 'expired' : offer.status,
      date: offer.offerDate,
      startTime: offer.startTime,
      teamMember:
        offer.teamMemberId && view.memberName ? { _id: offer.teamMemberId, name: view.memberName } : null,
      expiresAt: offer.expiresAt.toISOString(),
      startsAt: offer.startTime
        ? (zonedDateTimeToUtc(offer.offerDate, offer.startTime, business.timezone)?.toISOString() ?? null)
        : null,
      service: {
        _id: service.id,
        name: service.name,
        duration: service.hasDuration ? service.duration : null,
        price: service.hasPricing && service.price !== null ? Number(service.price) : null,
        needsApproval: !service.autoAcceptBookings,
      },
      business: {
        _id: business.id,
        name: business.name,
        username: business.username,
        timezone: business.timezone,
        currency: business.currency,
        customCurrency: business.customCurrency,
      },
      window: { from: entry.windowFrom, to: entry.windowTo },
      bookingId: offer.bookingId,
    };
  }
}
