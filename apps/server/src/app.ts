// The app factory used by main.ts and by every integration test: opens the database, gives the
// composition root (composition.ts) what the services depend on, and registers the HTTP plugins,
// the routes and the realtime server. Only this file and main.ts reach into http/.
import crypto from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createServices, uploadsDir, type Services } from './composition';
import { systemClock, type Clock } from './core/clock';
import { MemoryCounterStore, type CounterStore } from './core/limits/rate-limit';
import { RedisCounterStore } from './core/limits/redis-store';
import type { AppConfig } from './config/env';
import { openDatabase, type Database } from './db/client';
import { resolveJwtSecret } from './db/jwt-secret';
import { registerAuth } from './http/auth';
import type { AppContext } from './http/context';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/errors';
import { PublicReadCache } from './http/public-cache';
import { RedisInvalidation } from './http/redis-invalidation';
import { assertEveryOperationRegistered, registerOperationTracking } from './http/route';
import { apiTokensRoutes } from './http/routes/api-tokens.routes';
import { authRoutes } from './http/routes/auth.routes';
import { bookingsRoutes } from './http/routes/bookings.routes';
import { businessesRoutes } from './http/routes/businesses.routes';
import { calendarFeedRoutes } from './http/routes/calendar-feed.routes';
import { chatsRoutes } from './http/routes/chats.routes';
import { customersRoutes } from './http/routes/customers.routes';
import { docsRoutes } from './http/routes/docs.routes';
import { healthRoutes, operatorRoutes } from './http/routes/health.routes';
import { insightsRoutes } from './http/routes/insights.routes';
import { oauthRoutes } from './http/routes/oauth.routes';
import { pagesRoutes } from './http/routes/pages.routes';
import { reviewsRoutes } from './http/routes/reviews.routes';
import { servicesRoutes } from './http/routes/services.routes';
import { teamRoutes } from './http/routes/team.routes';
import { uploadsRoutes } from './http/routes/uploads.routes';
import { businessPageRoutes } from './http/routes/business-page.routes';
import { usersRoutes } from './http/routes/users.routes';
import { privacyRoutes } from './http/routes/privacy.routes';
import { waitlistRoutes } from './http/routes/waitlist.routes';
import { webhooksRoutes } from './http/routes/webhooks.routes';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStatic } from './http/static';
import { createMailer } from './modules/notifications/mailer';
import { bookingPushSubscriber } from './realtime/booking-pushes';
import { createRealtime } from './realtime/socket-server';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The busy calendars' job: tests run its batches at their clock's time (`readDue`). */
    busyCalendars: Services['busyCalendars'];
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
    // A customer's key in a path (`email:` and an address of up to 254 characters) is longer than
    // Fastify's default of 100.
    routerOptions: { maxParamLength: 512 },
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
  // Requests being answered: background work (sending email) yields to them. A request ends when
  // its response closes: sent, or its client gone. (onResponse and onRequestAbort miss a request
  // whose client left after sending the whole body: it would count as busy forever, and the
  // outbox would crawl after every burst of bookings whose clients hung up.)
  const answering = new Set<object>();
  app.addHook('onRequest', (request, reply, done) => {
    answering.add(request);
    reply.raw.once('close', () => answering.delete(request));
    reply.raw.setHeader('x-request-id', request.id);
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
  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir });

  // The staff accounts a booking's push also goes to, asked of the services once they exist.
  let staffOf = async (_businessId: string): Promise<readonly string[]> => [];
  const services = createServices({
    db: database.db,
    clock,
    jwtSecret: ctx.jwtSecret,
    config,
    mailer,
    limits: { store: counters, enabled: config.rateLimits },
    publicReads,
    realtime: {
      chatEvents: realtime.events,
      availabilityChanged: (businessId, serviceId) =>
        realtime.bookingEvents.availabilityChanged(businessId, serviceId),
      waitlistOffer: (offer, userIds) => realtime.bookingEvents.waitlistOffer(offer, userIds),
      isBusinessOnline: (businessId) => realtime.isBusinessOnline(businessId),
    },
    bookingSubscribers: [bookingPushSubscriber(realtime.bookingEvents, (businessId) => staffOf(businessId))],
    busy: () => answering.size > 0,
    log: app.log,
  });
  staffOf = (businessId) => services.access.staffAccounts(businessId);
  realtime.start(services);
  services.users.onPasswordChanged((user) => realtime.endSessionsBefore(user.id, user.tokenVersion));

  await registerRoutes(app, services, config, clock);

  // Every process sends email; its worker stops (messages being sent finish) before the database closes.
  services.outbox.start();
  app.addHook('preClose', async () => services.outbox.stop());
  // Every process publishes held reviews whose hold is over (docs/decisions/0031).
  services.heldReviews.start();
  app.addHook('preClose', async () => services.heldReviews.stop());
  // Every process passes expired held places down their waitlist line (decisions.md 9.3).
  services.heldOffers.start();
  app.addHook('preClose', async () => services.heldOffers.stop());
  // Every process drops the date overrides of days that are over, at start and hourly (decisions.md 8.4).
  services.pastDateOverrides.start();
  app.addHook('preClose', async () => services.pastDateOverrides.stop());
  // Every process looks for owners due their weekly summary; each week goes out once (decisions.md 9.4).
  services.weeklySummaries.start();
  app.addHook('preClose', async () => services.weeklySummaries.stop());
  // Every process sends due webhook deliveries; each one goes out once (decisions.md 9.5).
  services.webhookDeliveries.start();
  app.addHook('preClose', async () => services.webhookDeliveries.stop());
  // Every process reads the members' calendars that are due; each read is claimed by one (decisions.md 9.5).
  services.busyCalendars.start();
  app.addHook('preClose', async () => services.busyCalendars.stop());
  app.decorate('busyCalendars', services.busyCalendars);
  app.addHook('onClose', async () => mailer.close());

  return app;
}

/** The API from the route table, the crawlers' pages, and the web app's files. */
async function registerRoutes(
  app: FastifyInstance,
  services: Services,
  config: AppConfig,
  clock: Clock,
): Promise<void> {
  const secureCookies = config.publicUrl.startsWith('https:');
  registerAuth(app, services.tokens, services.users, services.apiTokens);
  registerOperationTracking(app);
  healthRoutes(app, app.ctx);
  operatorRoutes(app, config.operator);
  docsRoutes(app, { publicUrl: config.publicUrl });
  authRoutes(app, services.auth, services.account, { secureCookies });
  usersRoutes(app, services.users);
  privacyRoutes(app, services.privacy);
  apiTokensRoutes(app, services.apiTokens);
  oauthRoutes(app, services.oauth, { secureCookies });
  businessesRoutes(app, services.businesses);
  servicesRoutes(app, services.services);
  teamRoutes(app, services.team, services.teamInvites, services.busyCalendars);
  waitlistRoutes(app, services.waitlist, services.offers);
  bookingsRoutes(app, services, { secureCookies });
  customersRoutes(app, services.customers, services.exports);
  insightsRoutes(app, services.insights);
  webhooksRoutes(app, services.webhooks);
  chatsRoutes(app, services.chats);
  reviewsRoutes(app, services);
  calendarFeedRoutes(app, services.calendarFeed);
  businessPageRoutes(app, services);
  await uploadsRoutes(app, services.uploads, services.photos);
  // Every operation of the route table must have a handler (checked once uploads' scope is in).
  await app.after();
  assertEveryOperationRegistered(app);

  // Crawlers and link previews: each public page's own head, a sitemap, robots.txt, cards.
  pagesRoutes(app, services.pages);
  await registerStatic(app, {
    webDistDir: config.webDistDir,
    uploadsDir: uploadsDir(config.dataDir),
    pages: services.pages,
    publicUrl: config.publicUrl,
    clock,
  });
}
