// The app factory used by main.ts and by every integration test.
import crypto from 'node:crypto';
import path from 'node:path';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '../clock';
import type { AppConfig } from '../config/env';
import { resolveJwtSecret } from '../config/secret';
import { openDatabase, transactor, type Database } from '../db/client';
import { authRoutes } from '../modules/auth/auth.routes';
import { SignedIds } from '../modules/access/signed-ids';
import { AccountTokensRepository } from '../modules/auth/account-tokens.repository';
import { AccountService } from '../modules/auth/account.service';
import { AuthService } from '../modules/auth/auth.service';
import { DeviceTrust } from '../modules/auth/device-trust';
import { TokenService } from '../modules/auth/tokens';
import { bookingsRoutes } from '../modules/bookings/bookings.routes';
import { BookingsRepository } from '../modules/bookings/bookings.repository';
import { businessesRoutes } from '../modules/businesses/businesses.routes';
import { calendarFeedRoutes } from '../modules/calendar/calendar-feed.routes';
import { CalendarFeedService } from '../modules/calendar/calendar-feed.service';
import { ChatsRepository } from '../modules/chats/chats.repository';
import { chatsRoutes } from '../modules/chats/chats.routes';
import { ChatsService } from '../modules/chats/chats.service';
import { docsRoutes } from '../modules/docs/docs.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { oauthRoutes } from '../modules/oauth/oauth.routes';
import { OAuthService } from '../modules/oauth/oauth.service';
import { FacebookProvider, GoogleProvider } from '../modules/oauth/providers';
import { createCoreServices } from '../modules/core-services';
import { AccessRepository } from '../modules/access/access.repository';
import { AccessService } from '../modules/access/access.service';
import { createMailer } from '../modules/notifications/mailer';
import { NotificationsRepository } from '../modules/notifications/notifications.repository';
import { NotificationsService } from '../modules/notifications/notifications.service';
import { LogoStore } from '../modules/uploads/logo-store';
import { uploadsRoutes } from '../modules/uploads/uploads.routes';
import { UploadsService } from '../modules/uploads/uploads.service';
import { ReviewsRepository } from '../modules/reviews/reviews.repository';
import { reviewsRoutes } from '../modules/reviews/reviews.routes';
import { reviewsOfBookings, ReviewsService } from '../modules/reviews/reviews.service';
import { servicesRoutes } from '../modules/services/services.routes';
import { pagesRoutes } from '../modules/pages/pages.routes';
import { PagesService } from '../modules/pages/pages.service';
import { UsersRepository } from '../modules/users/users.repository';
import { usersRoutes } from '../modules/users/users.routes';
import { UsersService } from '../modules/users/users.service';
import { createRealtime } from '../realtime/socket-server';
import { registerAuth } from './auth';
import { MemoryCounterStore, RateLimit, RedisCounterStore, type CounterStore } from './rate-limit';
import { Redis } from 'ioredis';
import type { AppContext } from './context';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './errors';
import { assertEveryOperationRegistered, registerOperationTracking } from './routes';
import { PublicReadCache } from './public-cache';
import { RedisInvalidation } from './redis-invalidation';
import { registerSecurityHeaders } from './security-headers';
import { registerStatic } from './static';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type BuildOptions = {
  /** Use an already open database (tests that share one); otherwise buildApp opens it. */
  database?: Database;
  /** The clock of every rule that depends on "now" (tests pin it; defaults to the real time). */
  clock?: Clock;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Log lines for people (loaded only then: JSON logs need none of it). */
async function prettyLogStream() {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true });
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // On a terminal, one readable line per entry; otherwise JSON lines for log collectors.
      ...(config.logFormat === 'pretty' && { stream: await prettyLogStream() }),
    },
    // Keep a caller's request id when it looks sane, so logs can be followed across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A client gets this long to send its request, and its headers, then it is answered 408 and
    // dropped, so slow or stalled clients cannot hold connections open. Only requests still
    // arriving count: an upgraded websocket or a long-poll received in full is not affected.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      // Node looks for expired requests only this often (30 s by default).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(config.headersTimeoutMs / 4))),
    },
    clientErrorHandler,
    forceCloseConnections: 'idle',
    frameworkErrors,
  });
  const clock = options.clock ?? systemClock;

  const database =
    options.database ??
    (await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      onPoolError: (err) => app.log.warn({ err }, 'database connection lost'),
    }));
  const ctx: AppContext = { config, database, jwtSecret: await resolveJwtSecret(config, database.db) };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  // Requests being answered: background work (sending email) yields to them. A set, so that a
  // request that ends twice (answered after its client went away) is not counted twice.
  const answering = new Set<object>();
  app.addHook('onRequest', (request, reply, done) => {
    answering.add(request);
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    answering.delete(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    answering.delete(request);
    done();
  });

  registerErrorHandler(app);
  // The web app is served from the same origin; other origins get no CORS grant unless listed
  // (PUBLIC_URL, CORS_ORIGINS), so a foreign page cannot read the API with a visitor's token.
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.allowedOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });
  registerSecurityHeaders(app);

  // Rate-limit counters are shared through Redis when several processes serve as one.
  let counters: CounterStore;
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
    redis.on('error', (err) => app.log.warn({ err }, 'redis (rate limits) error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    counters = new RedisCounterStore(redis, `${config.redisKeyPrefix}rl:`);
  } else {
    const memory = new MemoryCounterStore(clock);
    app.addHook('onClose', async () => memory.close());
    counters = memory;
  }
  const limit = (name: string, max: number, windowMs: number) =>
    new RateLimit(counters, name, max, windowMs, config.rateLimits);
  const FIFTEEN_MINUTES = 15 * 60_000;

  const HOUR = 60 * 60_000;

  const db = database.db;
  const tokens = new TokenService(ctx.jwtSecret);
  const users = new UsersService(new UsersRepository(db), tokens, transactor(db), clock);
  const accountLinks = new SignedIds(ctx.jwtSecret, 'account-link');
  const manageLinks = new SignedIds(ctx.jwtSecret, 'manage-link');
  const access = new AccessService(new AccessRepository(db));
  // Email (decisions.md 8.1, 8.2): an outbox in this database, sent through SMTP or to .eml files.
  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir });
  const notifications = new NotificationsService(new NotificationsRepository(db), access, mailer, {
    publicUrl: config.publicUrl,
    from: config.mail.from,
    enabled: config.mail.enabled,
    retryDelaySeconds: config.mail.retryDelaySeconds,
    accountToken: (tokenId) => accountLinks.token(tokenId),
    manageToken: (bookingId) => manageLinks.token(bookingId),
    busy: () => answering.size > 0,
    clock,
    log: app.log,
  });
  // socket.io on app.server; chat and booking pushes go out through it after each commit.
  const realtime = await createRealtime(app, config);
  // Ready answers of the public reads; with Redis, every process drops what any process changes.
  const publicReads = new PublicReadCache(clock);
  app.decorate('publicReads', publicReads);
  if (config.redisUrl) {
    const bus = new RedisInvalidation(
      config.redisUrl,
      config.redisKeyPrefix,
      (tags) => publicReads.drop(tags),
      () => publicReads.clear(),
      app.log,
    );
    publicReads.connect(bus);
    await bus.start();
    app.addHook('onClose', async () => bus.close());
  }
  const reviewsRepository = new ReviewsRepository(db);
  const { businesses, services, bookings } = createCoreServices(db, {
    clock,
    defaultTimeZone: config.defaultTimeZone,
    notifier: notifications,
    access,
    events: realtime.bookingEvents,
    manageLinks,
    publicReads,
    reviewsOf: reviewsOfBookings(reviewsRepository),
  });
  // Verified reviews (docs/decisions/0023).
  const reviews = new ReviewsService(
    transactor(db),
    reviewsRepository,
    access,
    notifications,
    publicReads,
    (token) => bookings.managedBookingId(token),
    clock,
  );
  // Accounts (decisions.md 8.5): verification and reset links by email; sign-in limits that stop
  // an attacker's address before they could lock the owner out (docs/decisions/0014).
  const account = new AccountService(
    transactor(db),
    new AccountTokensRepository(db),
    users,
    notifications,
    accountLinks,
    {
      verificationResends: limit('verify-resend', 5, HOUR),
      resetRequests: limit('reset-request', 10, FIFTEEN_MINUTES),
      resetEmails: limit('reset-email', 3, HOUR),
    },
    clock,
  );
  // Guest bookings made with an address join the account only once the address is verified.
  account.onEmailVerified((user) => bookings.linkGuestBookings(user));
  const auth = new AuthService(users, tokens, account, new DeviceTrust(ctx.jwtSecret), transactor(db), {
    loginFailuresPerIp: limit('login-fail-ip', 10, FIFTEEN_MINUTES),
    loginFailuresPerAccount: limit('login-fail-account', 30, FIFTEEN_MINUTES),
    loginFailuresPerDevice: limit('login-fail-device', 10, FIFTEEN_MINUTES),
    registrationFailures: limit('register-fail', 10, FIFTEEN_MINUTES),
    accountsCreated: limit('accounts-created', 100, HOUR),
  });
  const chats = new ChatsService(
    transactor(db),
    new ChatsRepository(db),
    businesses,
    users,
    access,
    realtime.events,
    { sends: limit('chat-send', 60, 60_000), newChats: limit('chat-new', 20, HOUR) },
    { isOnline: (businessId) => realtime.isBusinessOnline(businessId), notifier: notifications, clock },
  );
  realtime.start({ tokens, users, businesses, chats });
  users.onPasswordChanged((user) => realtime.endSessionsBefore(user.id, user.tokenVersion));
  const uploadsDir = path.join(config.dataDir, 'uploads');

  registerAuth(app, tokens, users);
  registerOperationTracking(app);
  healthRoutes(app, ctx);
  docsRoutes(app, { publicUrl: config.publicUrl });
  authRoutes(app, auth, account, { secureCookies: config.publicUrl.startsWith('https:') });
  usersRoutes(app, users);
  const oauth = new OAuthService(
    { google: new GoogleProvider(config.google), facebook: new FacebookProvider(config.facebook) },
    users,
    auth,
    config.publicUrl,
    ctx.jwtSecret,
    clock,
  );
  oauthRoutes(app, oauth, { secureCookies: config.publicUrl.startsWith('https:') });
  businessesRoutes(app, businesses);
  servicesRoutes(app, services);
  bookingsRoutes(app, bookings, notifications, {
    guestBookings: limit('guest-booking', 20, HOUR),
    customerBookings: limit('customer-booking', 30, HOUR),
    bookingChanges: limit('booking-change', 10, 24 * HOUR),
  });
  chatsRoutes(app, chats);
  reviewsRoutes(app, reviews, {
    reports: limit('review-report', 20, HOUR),
    guestWrites: limit('review-guest-write', 10, HOUR),
  });
  calendarFeedRoutes(
    app,
    new CalendarFeedService(
      new UsersRepository(db),
      businesses,
      new BookingsRepository(db),
      new SignedIds(ctx.jwtSecret, 'calendar-feed', '~'),
      { publicUrl: config.publicUrl, clock },
    ),
  );
  await uploadsRoutes(app, new UploadsService(access, businesses, new LogoStore(uploadsDir)));
  // Every operation of the route table must have a handler (checked once uploads' scope is in).
  await app.after();
  assertEveryOperationRegistered(app);

  // Crawlers and link previews: each public page's own head, a sitemap, robots.txt, cards.
  const pages = new PagesService(businesses, services, config.publicUrl, clock);
  pagesRoutes(app, pages, businesses);
  await registerStatic(app, {
    webDistDir: config.webDistDir,
    uploadsDir,
    pages,
  });

  // Every process sends email; its worker stops (messages being sent finish) before the database closes.
  notifications.start();
  app.addHook('preClose', async () => notifications.stop());
  app.addHook('onClose', async () => mailer.close());

  return app;
}
