// Private calendar feeds (decisions.md 8.4): each account has a secret URL that calendar apps
// subscribe to, listing its pending (tentative) and confirmed bookings from 30 days back to 180
// days ahead with the invites' UIDs. The URL is a signed `{userId}_{version}`: rotating bumps the
// version, so the old URL stops working; nothing secret is stored. The owner's events say who is
// coming, how to reach them, what they wrote, who of the team takes them, and open the booking in
// the dashboard (issue 39 item 6); a customer's are their invites'.
import {
  addDays,
  businessBookingHref,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  NOT_FOUND_MESSAGES,
  todayInZone,
} from '@booklane/shared/domain';
import { type CalendarFeed } from '@booklane/shared/schemas';
import ical, { type ICalEventData } from 'ical-generator';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import type { SignedIds } from '../access/signed-ids';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { BusinessesService } from '../businesses/businesses.service';
import type { BusinessRow } from '../businesses/businesses.repository';
import { bookingCalendarEvent } from '../notifications/invites';
import { bookingFacts, type BookingFacts } from '../notifications/payload';
import type { UsersRepository, UserRow } from '../users/users.repository';

export class CalendarFeedService {
  constructor(
    private readonly users: UsersRepository,
    private readonly businesses: BusinessesService,
    private readonly bookings: BookingsRepository,
    private readonly links: SignedIds,
    private readonly options: { publicUrl: string; clock: Clock },
  ) {}

  /** `GET /calendar-feed`. */
  url(user: UserRow): CalendarFeed {
    const token = this.links.token(`${user.id}_${user.calendarFeedVersion}`);
    return { url: `${this.options.publicUrl}/api/calendar/${token}.ics` };
  }

  /** `POST /calendar-feed/rotate`: a new URL; the old one answers 404 from now on. */
  async rotate(user: UserRow): Promise<CalendarFeed> {
    const row = await this.users.bumpCalendarFeedVersion(user.id);
    if (!row) throw notFound(NOT_FOUND_MESSAGES.user);
    return this.url(row);
  }

  /** `GET /calendar/{token}.ics`: the feed of a current URL. */
  async feed(token: string): Promise<string> {
    const user = await this.userOf(token);
    if (!user) throw notFound(NOT_FOUND_MESSAGES.calendarFeed);
    const now = this.options.clock();
    const owned = user.role === 'business' ? await this.businesses.findByOwner(user.id) : undefined;
    // Dates are business local: a day's margin either side of the window covers every zone.
    const today = todayInZone(now, 'UTC');
    const range = {
      first: addDays(today, -CALENDAR_FEED_DAYS_BACK - 1),
      last: addDays(today, CALENDAR_FEED_DAYS_AHEAD + 1),
    };
    const views = owned
      ? await this.bookings.feedForBusiness(owned.id, range)
      : await this.bookings.feedForCustomer(user.id, range);
    const businesses = new Map<string, BusinessRow>();
    if (owned) businesses.set(owned.id, owned);
    for (const id of new Set(views.map((v) => v.business.id))) {
      if (businesses.has(id)) continue;
      const row = await this.businesses.findById(id);
      if (row) businesses.set(id, row);
    }
    const calendar = ical({
      prodId: { company: 'Booklane', product: 'Booklane', language: 'EN' },
      name: owned ? `${owned.name} bookings (Booklane)` : 'My bookings (Booklane)',
      ttl: 15 * 60,
    });
    for (const view of views) {
      const business = businesses.get(view.business.id);
      if (!business) continue;
      const facts = bookingFacts(view.booking, business, view.customer);
      const event = bookingCalendarEvent(facts, { publicUrl: this.options.publicUrl, now });
      if (event) calendar.createEvent(owned ? ownerEvent(event, facts, this.options.publicUrl) : event);
    }
    return calendar.toString();
  }

  private async userOf(token: string): Promise<UserRow | undefined> {
    const id = this.links.idOf(token);
    const [userId, version, ...rest] = id?.split('_') ?? [];
    if (!userId || version === undefined || rest.length > 0) return undefined;
    const user = await this.users.findById(userId);
    return user && String(user.calendarFeedVersion) === version ? user : undefined;
  }
}

/**
 * An event of the owner's feed: the invite's event (same UID, time and status) told from the
 * business's side: the customer in the title; their phone, email and notes, the team member and the
 * status in the description; the booking in the dashboard as its link.
 */
function ownerEvent(event: ICalEventData, facts: BookingFacts, publicUrl: string): ICalEventData {
  const link = `${publicUrl}${businessBookingHref(facts.bookingId)}`;
  const { customer } = facts;
  return {
    ...event,
    summary: `${facts.serviceName}: ${customer.name}`,
    description: [
      `${facts.serviceName} for ${customer.name}${customer.isGuest ? ' (guest)' : ''}`,
      facts.teamMemberName ? `Team member: ${facts.teamMemberName}` : '',
      customer.phone ? `Phone: ${customer.phone}` : '',
      customer.email ? `Email: ${customer.email}` : '',
      facts.notes ? `Notes: ${facts.notes}` : '',
      facts.status === 'pending' ? 'Waiting for your confirmation' : '',
      `Open in Booklane: ${link}`,
    ]
      .filter(Boolean)
      .join('\n'),
    url: link,
  };
}
