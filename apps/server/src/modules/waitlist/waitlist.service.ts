// The waitlist (decisions.md 9.3), first part: a customer or a guest joins a service's line for a
// day and a time range (with one team member or anyone), reads their entries and leaves; the
// business reads its lines. Offers of freed places come next (the `waitlist_offers` table): they
// will subscribe to the booking lifecycle in composition.ts, never be called by the bookings.
// A guest's email carries a leave link that names the entry (`SignedIds`, only the id is stored).
import {
  linePositions,
  NOT_FOUND_MESSAGES,
  performs,
  TEAM_MESSAGES,
  waitlistWindowProblem,
  WAITLIST_MESSAGES,
  windowTakes,
  type LineEntry,
} from '@booklane/shared/domain';
import type {
  BusinessWaitlist,
  BusinessWaitlistQuery,
  JoinWaitlistRequest,
  JoinWaitlistResponse,
  MyWaitlistEntry,
} from '@booklane/shared/schemas';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { badRequest, conflict, forbidden, notFound, tooMany } from '../../core/errors';
import type { RateLimit } from '../../core/limits/rate-limit';
import type { DbOrTx, Transact } from '../../db/client';
import type { WaitlistJoinedFacts } from '../../db/notification-payload';
import type { AccessService } from '../access/access.service';
import type { SignedIds } from '../access/signed-ids';
import { scheduling } from '../availability/places';
import type { ServicesService } from '../services/services.service';
import { toBusinessWaitlist, toMyWaitlistEntry } from './waitlist-dto';
import type { ListedEntry, WaitingParty, WaitlistRepository } from './waitlist.repository';
import { OfferNews, type WaitlistOffers } from './waitlist-offers.service';

/**
 * How the waitlist's emails are sent: the notifications module's email policy, given by the
 * composition root (as the team invitations' are).
 */
export type WaitlistEmails = {
  /** Writes the "joined" email to the outbox in the caller's transaction. */
  waitlistJoined(tx: DbOrTx, to: { name: string; email: string }, entry: WaitlistJoinedFacts): Promise<void>;
  /** After the commit: the worker starts on it at once. */
  wake(): void;
};

/** Who joins: the signed-in customer (with their name and address), or null for a guest. */
export type Joiner = (Caller & { name: string; email: string }) | null;

export class WaitlistService {
  constructor(
    private readonly deps: {
      transact: Transact;
      waitlist: WaitlistRepository;
      services: Pick<ServicesService, 'findWithBusiness'>;
      access: AccessService;
      emails: WaitlistEmails;
      /** The guests' leave links (purpose `waitlist-link`). */
      links: SignedIds;
      /** The offers' links (purpose `waitlist-offer`): a customer's held place links to its page. */
      offerLinks: SignedIds;
      /** The held places: one an entry holds is passed on when its person leaves. */
      offers: Pick<WaitlistOffers, 'releaseHeldOf' | 'announce'>;
      /** Guests' joins, per client address and per address typed: each one is an email. */
      guestJoins: RateLimit;
      /**
       * The times of a service's day that can still be booked (`HH:mm`; null for a date-only
       * day with places), for one member or anyone: the availability answer's.
       */
      freeStarts: (
        serviceId: string,
        date: string,
        teamMember: string | null,
      ) => Promise<Array<string | null>>;
      clock: Clock;
    },
  ) {}

  /**
   * `POST /services/{id}/waitlist`: joins the line of the service's day (400 when the service has
   * no waitlist or the range does not fit the day, 409 when the person already waits there) and
   * answers the place in line; the person gets an email (a guest's with the leave link).
   */
  async join(
    user: Joiner,
    serviceId: string,
    input: JoinWaitlistRequest,
    clientAddress: string,
  ): Promise<JoinWaitlistResponse> {
    if (user && user.role !== 'customer') throw forbidden(WAITLIST_MESSAGES.customersOnly);
    const person = user ? { name: user.name, email: user.email } : this.guestOf(input);
    const found = await this.deps.services.findWithBusiness(serviceId);
    if (!found || !found.service.isActive) throw notFound(NOT_FOUND_MESSAGES.service);
    const { service, business, members } = found;
    const performers = members.filter((member) => performs(service, member.id));
    const chosen = input.teamMember ? performers.find((member) => member.id === input.teamMember) : undefined;
    if (input.teamMember && !chosen) throw badRequest(TEAM_MESSAGES.notForService, 'teamMember');
    const now = this.deps.clock();
    const problem = waitlistWindowProblem(
      scheduling(service),
      business,
      chosen ? [chosen] : performers,
      { date: input.date, from: input.from, to: input.to },
      now,
    );
    if (problem) throw badRequest(problem);
    // The waitlist is for full times: a time still free in the range is booked, not waited for
    // (so every place later offered from the line is one that freed up).
    const free = await this.deps.freeStarts(service.id, input.date, chosen?.id ?? null);
    const startsInWindow = free.filter((start) => windowTakes(input, start));
    if (startsInWindow.length > 0) {
      throw badRequest(
        startsInWindow[0] === null ? WAITLIST_MESSAGES.dayHasPlaces : WAITLIST_MESSAGES.windowHasFreeTime,
      );
    }
    if (!user) {
      for (const key of [`ip:${clientAddress}`, `email:${person.email}`]) {
        const wait = await this.deps.guestJoins.hit(key);
        if (wait > 0) throw tooMany(wait);
      }
    }
    const party: WaitingParty = user ? { customerId: user.id } : { guestEmail: person.email };
    const { transact, waitlist, emails } = this.deps;
    const joined = await transact(async (tx) => {
      await waitlist.lockLine(service.id, input.date, tx);
      if (await waitlist.isWaiting(service.id, input.date, party, tx)) {
        throw conflict(WAITLIST_MESSAGES.alreadyWaiting);
      }
      const entry = await waitlist.insert(
        {
          serviceId: service.id,
          businessId: business.id,
          entryDate: input.date,
          windowFrom: input.from,
          windowTo: input.to,
          teamMemberId: chosen?.id ?? null,
          customerId: user?.id ?? null,
          guestName: user ? null : person.name,
          guestEmail: user ? null : person.email,
          guestPhone: user ? null : (input.guestPhone ?? null),
          status: 'waiting',
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      const line = await waitlist.waitingIn([service.id], [input.date], tx);
      const position = linePositions(line).get(entry.id) ?? 1;
      await emails.waitlistJoined(tx, person, {
        entryId: entry.id,
        name: person.name,
        isGuest: !user,
        serviceName: service.name,
        businessName: business.name,
        timezone: business.timezone,
        currency: business.currency,
        date: input.date,
        from: input.from,
        to: input.to,
        teamMemberName: chosen?.name ?? null,
        position,
      });
      return { _id: entry.id, status: 'waiting' as const, position };
    });
    emails.wake();
    return joined;
  }

  /** `GET /waitlist`: the customer's entries still in line (or holding an offer), with their places. */
  async listMine(user: Caller): Promise<MyWaitlistEntry[]> {
    const rows = await this.deps.waitlist.openForCustomer(user.id);
    const positions = await this.positionsOf(rows);
    return rows.map((row) => toMyWaitlistEntry(row, positions, (id) => this.deps.offerLinks.token(id)));
  }

  /** `DELETE /waitlist/{id}`: the customer leaves; someone else's entry is as unknown as a missing one. */
  async leave(user: Caller, entryId: string): Promise<{ message: string }> {
    await this.deps.access.requireAccess(user, 'waitlistEntry.customer', entryId);
    return this.leaveEntry(entryId, WAITLIST_MESSAGES.entryNotFound);
  }

  /** `DELETE /waitlist/manage/{token}`: a guest leaves through their email's link (404 for a forged one). */
  async leaveAsGuest(token: string): Promise<{ message: string }> {
    const id = this.deps.links.idOf(token);
    if (!id) throw notFound(WAITLIST_MESSAGES.leaveLinkInvalid);
    const entry = await this.deps.waitlist.findById(id);
    if (!entry || entry.customerId !== null) throw notFound(WAITLIST_MESSAGES.leaveLinkInvalid);
    return this.leaveEntry(id, WAITLIST_MESSAGES.leaveLinkInvalid);
  }

  /**
   * `GET /businesses/{id}/waitlist?from&to` (the owner and the staff): the entries of the days,
   * per day and service in line order, with the places of those who wait.
   */
  async listForBusiness(
    user: Caller,
    businessId: string,
    query: BusinessWaitlistQuery,
  ): Promise<BusinessWaitlist> {
    await this.deps.access.requireAccess(user, 'business.bookings', businessId);
    const rows = await this.deps.waitlist.forBusiness(businessId, query.from, query.to);
    return toBusinessWaitlist(rows, linePositions(rows.map(lineEntry)));
  }

  /** The guest's details, which a signed-out join must carry. */
  private guestOf(input: JoinWaitlistRequest): { name: string; email: string } {
    const { guestName, guestEmail, guestPhone } = input;
    if (!guestName || !guestEmail || !guestPhone) {
      const missing = !guestName ? 'guestName' : !guestEmail ? 'guestEmail' : 'guestPhone';
      throw badRequest(WAITLIST_MESSAGES.guestDetailsRequired, missing);
    }
    return { name: guestName, email: guestEmail };
  }

  /** Leaving twice answers the same; an entry that was booked or expired is no longer in a line. */
  private async leaveEntry(id: string, notFoundMessage: string): Promise<{ message: string }> {
    const { transact, waitlist, clock, offers } = this.deps;
    const news = new OfferNews();
    await transact(async (tx) => {
      const entry = await waitlist.findById(id, tx);
      if (!entry) throw notFound(notFoundMessage);
      await waitlist.lockLine(entry.serviceId, entry.entryDate, tx);
      // A place held for the entry goes on down the line, as if declined.
      if (entry.status === 'offered') await offers.releaseHeldOf(tx, id, news);
      if (await waitlist.leave(id, clock(), tx)) return;
      const now = await waitlist.findById(id, tx);
      if (now?.status !== 'left') throw notFound(notFoundMessage);
    });
    await offers.announce(news);
    return { message: WAITLIST_MESSAGES.left };
  }

  /** The places in line of the entries, from every waiting entry of their lines. */
  private async positionsOf(rows: readonly ListedEntry[]): Promise<Map<string, number>> {
    const serviceIds = [...new Set(rows.map((row) => row.entry.serviceId))];
    const dates = [...new Set(rows.map((row) => row.entry.entryDate))];
    return linePositions(await this.deps.waitlist.waitingIn(serviceIds, dates));
  }
}

const lineEntry = ({ entry }: ListedEntry): LineEntry => ({
  id: entry.id,
  serviceId: entry.serviceId,
  date: entry.entryDate,
  status: entry.status,
  createdAt: entry.createdAt,
  seq: entry.seq,
});
