// The composition root: every service of the server, built from one explicit dependencies object.
// buildApp (app.ts) gives it the open database, the clock, the mail transport, the counters of the
// limits, the public read cache and the realtime pushes; the demo seed gives it a transaction and
// silent stand-ins. Nothing else constructs a service, so what each one depends on is read here.
import path from 'node:path';
import type { Clock } from './core/clock';
import { LIMITS, type LimitName } from './core/limits/table';
import { RateLimit, type CounterStore } from './core/limits/rate-limit';
import type { AppConfig } from './config/env';
import { transactor, type DbOrTx } from './db/client';
import { AccessRepository } from './modules/access/access.repository';
import { AccessService } from './modules/access/access.service';
import { ApiTokensRepository } from './modules/api-tokens/api-tokens.repository';
import { ApiTokensService } from './modules/api-tokens/api-tokens.service';
import { SignedIds } from './modules/access/signed-ids';
import { AccountTokensRepository } from './modules/auth/account-tokens.repository';
import { AccountService } from './modules/auth/account.service';
import { AuthService } from './modules/auth/auth.service';
import { DeviceTrust } from './modules/auth/device-trust';
import { GuestBrowserBookings } from './modules/bookings/guest-browser';
import { TokenService } from './modules/users/tokens';

import { AvailabilityService } from './modules/availability/availability.service';
import { PlacesRepository } from './modules/availability/places.repository';
import { BookingCreation } from './modules/bookings/booking-creation.service';
import { BookingHistory } from './modules/bookings/booking-history';
import { BookingLists } from './modules/bookings/booking-lists.service';
import { BookingReads } from './modules/bookings/booking-reads';
import { BookingStatusChanges } from './modules/bookings/booking-status.service';
import { BookingsRepository } from './modules/bookings/bookings.repository';
import { BusinessActors } from './modules/bookings/business-actors';
import { Closures } from './modules/bookings/closures.service';
import { BookingLifecycle, type BookingSubscriber } from './modules/bookings/lifecycle';
import { availabilityChangeSubscriber } from './modules/bookings/place-changes';
import { BookingSelfService } from './modules/bookings/self-service.service';
import { BusinessesRepository } from './modules/businesses/businesses.repository';
import { BusinessesService } from './modules/businesses/businesses.service';
import { PastDateOverrides } from './modules/businesses/past-date-overrides';
import { CalendarFeedService } from './modules/calendar/calendar-feed.service';
import type { ChatEvents } from './modules/chats/chat-events';
import { CustomersRepository } from './modules/customers/customers.repository';
import { CustomersService } from './modules/customers/customers.service';
import { ExportsRepository } from './modules/customers/exports.repository';
import { InsightsRepository } from './modules/insights/insights.repository';
import { InsightsService } from './modules/insights/insights.service';
import { CsvExports } from './modules/customers/exports.service';
import { ChatsRepository } from './modules/chats/chats.repository';
import { ChatsService } from './modules/chats/chats.service';
import { PrivacyRepository } from './modules/privacy/privacy.repository';
import { PrivacyService } from './modules/privacy/privacy.service';
import { BookingEmails } from './modules/notifications/booking-emails';
import { DeliveryLog } from './modules/notifications/delivery-log';
import { EmailPolicy } from './modules/notifications/email-policy';
import type { Mailer } from './modules/notifications/mailer';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import { OutboxWorker } from './modules/notifications/outbox-worker';
import { WeeklySummaries } from './modules/notifications/weekly-summaries';
import { WeeklySummariesRepository } from './modules/notifications/weekly-summaries.repository';
import { OAuthService } from './modules/oauth/oauth.service';
import { FacebookProvider, GoogleProvider } from './modules/oauth/providers';
import { PreviewCards } from './modules/pages/og-card';
import { PagesService } from './modules/pages/pages.service';
import type { PublicChanges } from './modules/public-changes';
import { HeldReviewReleases } from './modules/reviews/held-review-releases';
import { ReviewsRepository } from './modules/reviews/reviews.repository';
import { reviewsOfBookings, ReviewsService } from './modules/reviews/reviews.service';
import { ServicesRepository } from './modules/services/services.repository';
import { ServicesService } from './modules/services/services.service';
import { BusyCalendarRepository } from './modules/team/busy-calendar.repository';
import { BusyCalendars } from './modules/team/busy-calendar.service';
import { TeamRepository } from './modules/team/team.repository';
import { TeamInvites } from './modules/team/team-invites.service';
import { TeamService } from './modules/team/team.service';
import { LogoStore } from './modules/uploads/logo-store';
import { PhotoStore } from './modules/uploads/photo-store';
import { PhotosRepository } from './modules/photos/photos.repository';
import { PhotosService } from './modules/photos/photos.service';
import { UploadsService } from './modules/uploads/uploads.service';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import { WaitlistRepository } from './modules/waitlist/waitlist.repository';
import { WaitlistService } from './modules/waitlist/waitlist.service';
import { WaitlistOffersRepository } from './modules/waitlist/waitlist-offers.repository';
import { WaitlistOffers } from './modules/waitlist/waitlist-offers.service';
import { waitlistBookingSubscriber } from './modules/waitlist/waitlist-subscriber';
import { HeldOfferExpiry } from './modules/waitlist/held-offer-expiry';
import { WebhookDeliveryWorker } from './modules/webhooks/delivery-worker';
import { webhookBookingSubscriber } from './modules/webhooks/webhook-subscriber';
import { WebhooksRepository } from './modules/webhooks/webhooks.repository';
import { WebhooksService } from './modules/webhooks/webhooks.service';
import type { WaitlistOffer } from '@booklane/shared/schemas';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** What the realtime layer gives the services: pushes to open screens, and who is online. */
export type RealtimeDeps = {
  chatEvents: ChatEvents;
  /** A business's page viewers refetch what a service can take (`availabilityChanged`). */
  availabilityChanged(businessId: string, serviceId: string | null): void;
  /** A customer's open pages hear of a place held for them, or of its end (`waitlistOffer`). */
  waitlistOffer(offer: WaitlistOffer, userIds: readonly string[]): void;
  isBusinessOnline(businessId: string): Promise<boolean>;
};

export type Dependencies = {
  db: DbOrTx;
  clock: Clock;
  jwtSecret: string;
  config: Pick<AppConfig, 'publicUrl' | 'defaultTimeZone' | 'mail' | 'google' | 'facebook' | 'dataDir'> &
    /** Without them (the demo seed): private addresses refused, the usual retry delay and timeout. */
    Partial<Pick<AppConfig, 'webhooks' | 'busyCalendars'>>;
  /** Where email goes (SMTP or .eml files). */
  mailer: Mailer;
  /** The counters behind every limit of core/limits/table.ts; `enabled` false counts nothing. */
  limits: { store: CounterStore; enabled: boolean };
  /** The public read cache: ready answers dropped on every process when what they show changes. */
  publicReads: PublicChanges;
  realtime: RealtimeDeps;
  /** Subscribers of the booking lifecycle beyond the services' own (the realtime pushes). */
  bookingSubscribers: BookingSubscriber[];
  /** True while the process has requests to answer: sending email yields to them. */
  busy: () => boolean;
  log: Log;
};

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: Dependencies) {
  const { db, clock, config, jwtSecret } = deps;
  const transact = transactor(db);
  const limit = (name: LimitName) => new RateLimit(deps.limits.store, LIMITS[name], deps.limits.enabled);

  // Signed links and tokens, each under its own purpose.
  const tokens = new TokenService(jwtSecret);
  const accountLinks = new SignedIds(jwtSecret, 'account-link');
  const manageLinks = new SignedIds(jwtSecret, 'manage-link');
  const inviteLinks = new SignedIds(jwtSecret, 'team-invite');
  const calendarLinks = new SignedIds(jwtSecret, 'calendar-feed', '~');
  const waitlistLinks = new SignedIds(jwtSecret, 'waitlist-link');
  const offerLinks = new SignedIds(jwtSecret, 'waitlist-offer');
  // The guest bookings a browser made, until its account's address is confirmed (issue 39).
  const guestBrowser = new GuestBrowserBookings(new SignedIds(jwtSecret, 'guest-browser'));
  // Browsers known by the accounts that signed in on them: the sign-in limits, and the bookings
  // a business makes itself (docs/decisions/0014, 0031).
  const devices = new DeviceTrust(jwtSecret);

  // Public reads are dropped (on every process) before the business page's viewers hear of it
  // and refetch, and before the writer is answered; what its preview card draws is read again.
  const businessChanged: Array<(businessId: string) => void> = [];
  // What the business's own edits may free or take back, for the waitlist (set once it exists).
  let waitlistAfter: (
    businessId: string,
    serviceIds: readonly string[] | null,
  ) => Promise<void> = async () => {};
  const changed: PublicChanges = {
    async business(businessId) {
      for (const listener of businessChanged) listener(businessId);
      await waitlistAfter(businessId, null);
      await deps.publicReads.business(businessId);
      deps.realtime.availabilityChanged(businessId, null);
    },
    async service(businessId, serviceId) {
      await waitlistAfter(businessId, [serviceId]);
      await deps.publicReads.service(businessId, serviceId);
      deps.realtime.availabilityChanged(businessId, serviceId);
    },
    async places(businessId, serviceId) {
      await deps.publicReads.places(businessId, serviceId);
      deps.realtime.availabilityChanged(businessId, serviceId);
    },
    reviews: (businessId) => deps.publicReads.reviews(businessId),
  };

  // Email (decisions.md 8.1, 8.2): an outbox in this database, sent through SMTP or to .eml files.
  const notificationsRepository = new NotificationsRepository(db);
  const outbox = new OutboxWorker(notificationsRepository, deps.mailer, {
    publicUrl: config.publicUrl,
    from: config.mail.from,
    enabled: config.mail.enabled,
    retryDelaySeconds: config.mail.retryDelaySeconds,
    accountToken: (tokenId) => accountLinks.token(tokenId),
    manageToken: (bookingId) => manageLinks.token(bookingId),
    inviteToken: (inviteId) => inviteLinks.token(inviteId),
    waitlistToken: (entryId) => waitlistLinks.token(entryId),
    offerToken: (offerId) => offerLinks.token(offerId),
    busy: deps.busy,
    // A new booking's emails, written after its answer (docs/decisions/0047).
    writeIntended: (limit) => transact((tx) => emails.writeIntended(tx, { limit })),
    clock,
    log: deps.log,
  });
  const emails = new EmailPolicy(notificationsRepository, {
    enabled: config.mail.enabled,
    clock,
    wake: () => outbox.wake(),
  });

  const access = new AccessService(new AccessRepository(db));
  const users = new UsersService(new UsersRepository(db), tokens, transact, clock);
  // API tokens for scripts and other tools (decisions.md 9.5): each acts as its account.
  const apiTokens = new ApiTokensService(new ApiTokensRepository(db), transact, clock, deps.log);
  const teamRepository = new TeamRepository(db);
  const businesses = new BusinessesService(
    new BusinessesRepository(db),
    access,
    config.defaultTimeZone,
    clock,
    changed,
    {
      transact,
      addFirstMember: (businessId, name, tx) => {
        const now = clock();
        return teamRepository.insert({ businessId, name, position: 0, createdAt: now, updatedAt: now }, tx);
      },
    },
    // The directory's free filter asks the one owner of availability (built below).
    (businessId, days): Promise<boolean> => availability.hasFreeTime(businessId, days),
  );
  const servicesRepository = new ServicesRepository(db);
  const services = new ServicesService(
    transact,
    servicesRepository,
    businesses,
    access,
    clock,
    changed,
    async (businessId) => (await teamRepository.listByBusiness(businessId)).map((m) => m.id),
  );

  // Places and availability (decisions.md 8.4): one owner of the counting.
  const places = new PlacesRepository(db);
  const availability = new AvailabilityService(
    places,
    teamRepository,
    services,
    clock,
    async (bookingId, caller) =>
      (caller.manageToken !== undefined && manageLinks.idOf(caller.manageToken) === bookingId) ||
      (caller.user !== null && (await access.hasAccess(caller.user, 'booking.party', bookingId))),
  );

  // A booking's life, told once: its emails, the public cache and the realtime pushes subscribe.
  const bookingsRepository = new BookingsRepository(db);
  const lifecycle = new BookingLifecycle(deps.log)
    .subscribe(new BookingHistory(bookingsRepository, clock))
    .subscribe(new BookingEmails(emails))
    .subscribe(availabilityChangeSubscriber(changed));
  for (const subscriber of deps.bookingSubscribers) lifecycle.subscribe(subscriber);

  // Webhooks (decisions.md 9.5): deliveries written with their cause, sent by a worker on every
  // process. Subscribed before the waitlist, so a cancellation is told before the offer it frees.
  const webhookSettings = config.webhooks ?? { allowPrivate: false, retryDelaySeconds: 5 };
  const webhooksRepository = new WebhooksRepository(db);
  const webhookDeliveries = new WebhookDeliveryWorker(webhooksRepository, {
    allowPrivate: webhookSettings.allowPrivate,
    retryDelaySeconds: webhookSettings.retryDelaySeconds,
    busy: deps.busy,
    clock,
    log: deps.log,
  });
  const webhooks = new WebhooksService({
    transact,
    webhooks: webhooksRepository,
    access,
    tests: limit('webhookTests'),
    allowPrivate: webhookSettings.allowPrivate,
    wake: () => webhookDeliveries.wake(),
    clock,
  });
  lifecycle.subscribe(webhookBookingSubscriber(webhooksRepository, () => webhookDeliveries.wake(), clock));
  // Who acts for a business on its bookings: its owner or a staff account (decisions.md 9.2).
  const actors = new BusinessActors(access);

  const reads = new BookingReads(bookingsRepository);
  const reviewsRepository = new ReviewsRepository(db);
  const lists = new BookingLists(bookingsRepository, access, clock, reviewsOfBookings(reviewsRepository));
  const bookingCreation = new BookingCreation(places, services, lifecycle, devices, clock, {
    access,
    actors,
    findUser: (id, tx) => users.findById(id, tx),
  });
  // Held places for the waitlist (decisions.md 9.3): a freed place is offered to the first in line
  // it suits, in the transaction that freed it; a claim books through the bookings' creation.
  const offers = new WaitlistOffers({
    transact,
    offers: new WaitlistOffersRepository(db),
    services: servicesRepository,
    team: teamRepository,
    places,
    emails,
    pushes: deps.realtime,
    changed,
    links: offerLinks,
    bookings: {
      createInClaim: (tx, party, place) => bookingCreation.createInClaim(tx, party, place),
      dto: (bookingId) => reads.dto(bookingId),
    },
    webhooks,
    clock,
    log: deps.log,
  });
  lifecycle.subscribe(waitlistBookingSubscriber(offers));
  // The business's own edits (hours, closures, blocks, team, services) reach the waitlist right
  // after their commit: places they took back are withdrawn, places they freed offered.
  waitlistAfter = async (businessId, serviceIds) => {
    try {
      await offers.afterBusinessChange(businessId, serviceIds);
    } catch (err) {
      deps.log.error({ err, businessId }, 'waitlist offers after a business change failed');
    }
  };
  const heldOffers = new HeldOfferExpiry(() => offers.expireDue(), { log: deps.log, busy: deps.busy });
  const bookings = {
    creation: bookingCreation,
    status: new BookingStatusChanges(
      transact,
      bookingsRepository,
      reads,
      businesses,
      access,
      lifecycle,
      actors,
      clock,
      services,
    ),
    selfService: new BookingSelfService({
      transact,
      bookings: bookingsRepository,
      reads,
      services,
      businesses,
      availability,
      access,
      lifecycle,
      actors,
      manageLinks,
      withReviews: (list) => lists.withReviews(list),
      changes: limit('bookingChanges'),
      clock,
    }),
    lists,
    closures: new Closures(bookingsRepository, businesses, clock),
  };

  // Verified reviews (docs/decisions/0023).
  const reviews = new ReviewsService(
    transact,
    reviewsRepository,
    access,
    emails,
    changed,
    (token) => bookings.selfService.managedBookingId(token),
    clock,
    webhooks,
  );
  // Date overrides of days that are over go when they pass (decisions.md 8.4).
  const pastDateOverrides = new PastDateOverrides(() => businesses.dropPastDateOverrides(), {
    log: deps.log,
    busy: deps.busy,
  });
  // Held guest reviews are published after their 7 days (docs/decisions/0031).
  const heldReviews = new HeldReviewReleases(() => reviews.releaseDue(), { log: deps.log, busy: deps.busy });

  // Accounts (decisions.md 8.5): verification and reset links by email; sign-in limits that stop
  // an attacker's address before they could lock the owner out (docs/decisions/0014).
  const account = new AccountService(
    transact,
    new AccountTokensRepository(db),
    users,
    emails,
    accountLinks,
    {
      verificationResends: limit('verificationResends'),
      resetRequests: limit('resetRequests'),
      resetEmails: limit('resetEmails'),
    },
    clock,
  );
  // Guest bookings made with an address join the account only once the address is verified.
  account.onEmailVerified((user) => lists.linkGuestBookings(user));
  // A business's customers (decisions.md 9.4); its notes on a guest follow them into their account.
  const customersRepository = new CustomersRepository(db);
  const customers = new CustomersService({
    customers: customersRepository,
    bookings: bookingsRepository,
    access,
    clock,
  });
  account.onEmailVerified((user) => customers.accountVerified(user));
  const auth = new AuthService(
    users,
    tokens,
    account,
    devices,
    transact,
    {
      loginFailuresPerIp: limit('loginFailuresPerIp'),
      loginFailuresPerAccount: limit('loginFailuresPerAccount'),
      loginFailuresPerDevice: limit('loginFailuresPerDevice'),
      registrationFailures: limit('registrationFailures'),
      accountsCreated: limit('accountsCreated'),
    },
    // A business account registers with its business, in one transaction (issue 33).
    businesses,
  );
  const oauth = new OAuthService(
    { google: new GoogleProvider(config.google), facebook: new FacebookProvider(config.facebook) },
    users,
    auth,
    config.publicUrl,
    jwtSecret,
    clock,
  );

  const chats = new ChatsService(
    transact,
    new ChatsRepository(db),
    businesses,
    users,
    access,
    deps.realtime.chatEvents,
    { sends: limit('chatSends'), newChats: limit('newChats') },
    { isOnline: (businessId) => deps.realtime.isBusinessOnline(businessId), notifier: emails, clock },
  );

  const calendarFeed = new CalendarFeedService(
    new UsersRepository(db),
    businesses,
    bookingsRepository,
    calendarLinks,
    { publicUrl: config.publicUrl, clock },
  );
  const team = new TeamService(
    transact,
    teamRepository,
    async (ids) => await Promise.all(ids.map((id) => reads.dto(id))),
    businesses,
    access,
    changed,
    clock,
  );
  // Busy times from members' other calendars (decisions.md 9.5): read at once and by a job on every
  // process; new busy times reach the public reads and the waitlist as the owner's blocks do.
  const busyCalendars = new BusyCalendars({
    transact,
    calendars: new BusyCalendarRepository(db),
    team: teamRepository,
    access,
    changed,
    clock,
    allowPrivate: config.busyCalendars?.allowPrivate ?? false,
    timeoutMs: config.busyCalendars?.timeoutMs,
    saves: limit('busyCalendarSaves'),
    log: deps.log,
    busy: deps.busy,
  });
  // Staff accounts (decisions.md 9.2): invitations by email, accepted by a business account.
  const teamInvites = new TeamInvites({
    transact,
    team: teamRepository,
    members: team,
    businesses,
    access,
    emails,
    links: inviteLinks,
    invitations: limit('teamInvites'),
    clock,
  });
  // The waitlist (decisions.md 9.3): lines of a service's day, joined by customers and guests.
  const waitlist = new WaitlistService({
    transact,
    waitlist: new WaitlistRepository(db),
    services,
    access,
    emails,
    links: waitlistLinks,
    offerLinks,
    offers,
    freeStarts: async (serviceId, date, teamMember) => {
      const answer = await availability.availability(serviceId, {
        from: date,
        to: date,
        ...(teamMember ? { teamMember } : {}),
      });
      return (answer.days[0]?.slots ?? [])
        .filter((slot) => slot.remaining !== 0)
        .map((slot) => slot.startTime);
    },
    guestJoins: limit('waitlistGuestJoins'),
    clock,
  });
  const logoStore = new LogoStore(uploadsDir(config.dataDir));
  const uploads = new UploadsService(access, businesses, logoStore, team);
  // The business page's photos (docs/decisions/0046).
  const photos = new PhotosService(
    new PhotosRepository(db),
    new PhotoStore(uploadsDir(config.dataDir)),
    businesses,
    access,
    transact,
    clock,
    changed,
  );
  // Crawlers and link previews: each public page's own head, a sitemap, robots.txt, cards.
  const pages = new PagesService(
    businesses,
    services,
    config.publicUrl,
    clock,
    new PreviewCards(limit('previewRenders')),
  );
  businessChanged.push((businessId) => pages.businessChanged(businessId));
  // A business's figures over a range of days (decisions.md 9.4), aggregated by the database.
  const insights = new InsightsService({
    insights: new InsightsRepository(db),
    team: teamRepository,
    businesses,
    access,
  });
  // The owner's weekly summary email (decisions.md 9.4): Monday 08:00 in each business's zone,
  // with the Insights figures of the week just ended.
  const weeklySummaries = new WeeklySummaries({
    transact,
    summaries: new WeeklySummariesRepository(db),
    figures: async (businessId, range) => (await insights.of(businessId, range)).current,
    emails,
    clock,
    log: deps.log,
    busy: deps.busy,
  });

  // Privacy rights (decisions.md 9.6): the account's export and its deletion.
  const privacy = new PrivacyService({
    transact,
    privacy: new PrivacyRepository(db),
    users,
    businesses,
    bookings: bookingsRepository,
    status: bookings.status,
    selfService: bookings.selfService,
    waitlist,
    photos,
    pictures: logoStore,
    changed,
    publicUrl: config.publicUrl,
    clock,
    log: deps.log,
  });

  return {
    tokens,
    users,
    privacy,
    apiTokens,
    access,
    account,
    auth,
    oauth,
    businesses,
    services,
    availability,
    team,
    teamInvites,
    busyCalendars,
    waitlist,
    offers,
    heldOffers,
    bookings,
    guestBrowser,
    customers,
    /** The owner's CSV files of bookings and customers (decisions.md 9.4). */
    exports: new CsvExports({
      exports: new ExportsRepository(db),
      customers: customersRepository,
      access,
      clock,
    }),
    insights,
    reviews,
    heldReviews,
    pastDateOverrides,
    weeklySummaries,
    chats,
    calendarFeed,
    uploads,
    photos,
    pages,
    deliveryLog: new DeliveryLog(notificationsRepository, access, (bookingId) =>
      transact((tx) => emails.writeIntended(tx, { bookingId })),
    ),
    outbox,
    webhooks,
    webhookDeliveries,
    /** Per-route limits (the others are enforced inside the services above). */
    routeLimits: {
      guestBookings: limit('guestBookings'),
      customerBookings: limit('customerBookings'),
      reviewReports: limit('reviewReports'),
      reviewGuestWrites: limit('reviewGuestWrites'),
    },
  };
}

/** Where uploaded files live: DATA_DIR/uploads (served under /uploads/). */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
