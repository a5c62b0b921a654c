// Every environment variable of the server, parsed once (decisions.md section 1).
import net from 'node:net';
import path from 'node:path';
import { isValidTimeZone, PRESENCE_TTL_MS } from '@booklane/shared/domain';
import { z } from 'zod';
import { defaultWebDistDir } from './paths';

const GOOGLE_ISSUER = 'https://accounts.google.com';
const FACEBOOK_AUTH_URL = 'https://www.facebook.com/v19.0/dialog/oauth';
const FACEBOOK_TOKEN_URL = 'https://graph.facebook.com/v19.0/oauth/access_token';
const FACEBOOK_USERINFO_URL = 'https://graph.facebook.com/me?fields=id,name,email';

/** One entry of TRUST_PROXY: an IP address, a CIDR range, or one of proxy-addr's range names. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const optionalUrl = z.url().optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * A listening socket handed over by the process that started this one (its file descriptor,
   * 3 or more): served instead of binding PORT, so the address is bound once and a restart keeps
   * it (socket activation; the fault tests hand each server process its socket this way).
   */
  LISTEN_FD: z.coerce.number().int().min(3).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  /** Prefix of every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, 'REDIS_KEY_PREFIX may use letters, digits and : . _ - (at most 64)')
    .default('booklane:'),
  PUBLIC_URL: optionalUrl,
  /** Extra origins allowed for CORS and sockets, comma separated (besides PUBLIC_URL). */
  CORS_ORIGINS: z.string().optional(),
  /**
   * Which peers may set X-Forwarded-For (the client address behind a proxy, used by the per-IP
   * rate limits): a comma-separated list of addresses, CIDR ranges or the names loopback,
   * linklocal, uniquelocal; `true` trusts any peer, `false` none. None by default (decisions.md
   * 8.5): otherwise any client on a trusted network could claim a new address on every request.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .default('false')
    .refine(
      (value) =>
        value === 'true' ||
        value === 'false' ||
        value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every(isProxyEntry),
      'TRUST_PROXY must be true, false, or addresses, CIDR ranges, loopback, linklocal or uniquelocal separated by commas',
    ),
  /**
   * Longest time a client may take to send a whole request (headers and body), and its headers
   * alone, in seconds: a slow or stalled client is answered 408 and dropped instead of holding a
   * connection open. 60 s lets a 2 MiB logo through a link of about 300 kbit/s.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(15),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log lines for people (`pretty`) or for log collectors (`json`); by default pretty on a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Where the built web app lives; defaults to apps/web/dist of this checkout. */
  WEB_DIST_DIR: z.string().optional(),
  /** Presence expiry without heartbeat, seconds (decisions.md section 6); shortened only in tests. */
  PRESENCE_TTL_SECONDS: z.coerce
    .number()
    .positive()
    .default(PRESENCE_TTL_MS / 1000),
  DEFAULT_TIMEZONE: z
    .string()
    .refine(isValidTimeZone, 'DEFAULT_TIMEZONE must be an IANA time zone')
    .optional(),
  /** decisions.md 8.1: `smtp://user:pass@host:587` or `smtps://...`; without it mail is written to files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of every email; default `Booklane <no-reply@HOST-OF-PUBLIC_URL>`. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** `off` sends no notification at all: benchmarks only (like RATE_LIMITS). */
  NOTIFICATIONS: z.enum(['on', 'off']).default('on'),
  /** First retry delay of a failed email, doubled at each attempt; shortened only in tests. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * `1` lets webhooks reach loopback and private networks (tests, an operator's own receivers);
   * by default such addresses are refused when saved and when sent to (decisions.md 9.5).
   */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  /**
   * The first retry delay of a failed webhook delivery; the later ones follow the Standard
   * Webhooks schedule scaled by it (5 s: 5 min, 30 min, 2 h, 5 h, 10 h). Shortened only in tests.
   */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * `1` lets team members' busy calendars be read from loopback and private networks (tests); by
   * default such addresses are refused when saved and when read (decisions.md 9.5).
   */
  BUSY_CALENDAR_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  /**
   * Who runs this Booklane (issue 39): named on the terms and the privacy notice
   * (`GET /api/operator`); until set, those pages say so where the names go.
   */
  OPERATOR_NAME: z.string().trim().max(200).optional(),
  OPERATOR_CONTACT_EMAIL: z.email().optional(),
  OPERATOR_ADDRESS: z.string().trim().max(500).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default(GOOGLE_ISSUER),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.url().default(FACEBOOK_AUTH_URL),
  FACEBOOK_TOKEN_URL: z.url().default(FACEBOOK_TOKEN_URL),
  FACEBOOK_USERINFO_URL: z.url().default(FACEBOOK_USERINFO_URL),
});

export type AppConfig = {
  port: number;
  host: string;
  /** A listening socket to serve instead of binding `port` (LISTEN_FD). */
  listenFd: number | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  publicUrl: string;
  allowedOrigins: string[];
  /** undefined: decide at start-up (seed an empty embedded database). */
  seedDemo: boolean | undefined;
  rateLimits: boolean;
  /** Fastify `trustProxy`: who may set X-Forwarded-For. */
  trustProxy: boolean | string[];
  /** Longest time to receive a whole request, and its headers, in milliseconds. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  jwtSecret: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logFormat: 'json' | 'pretty';
  webDistDir: string;
  presenceTtlMs: number;
  /** Time zone of new businesses (the server's own unless DEFAULT_TIMEZONE is set). */
  defaultTimeZone: string;
  mail: {
    /** `smtp` with SMTP_URL, else `files` (.eml files in DATA_DIR/mail). */
    mode: 'smtp' | 'files';
    smtpUrl: string | undefined;
    from: string;
    /** Notifications are on (off only for benchmarks). */
    enabled: boolean;
    retryDelaySeconds: number;
  };
  /** Webhooks (decisions.md 9.5): whether private addresses may be targets, the first retry delay. */
  webhooks: { allowPrivate: boolean; retryDelaySeconds: number };
  /**
   * Busy times from members' other calendars (decisions.md 9.5): whether private addresses may be
   * read; how long a read may take (not from the environment: tests shorten it).
   */
  busyCalendars: { allowPrivate: boolean; timeoutMs?: number };
  /** Who runs this Booklane, for the terms and the privacy notice (null: not configured). */
  operator?: { name: string | null; contactEmail: string | null; address: string | null };
  google: { clientId?: string; clientSecret?: string; issuer: string };
  facebook: {
    clientId?: string;
    clientSecret?: string;
    authUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
  };
};

export class ConfigError extends Error {}

/** Parses the environment; empty strings count as unset. Throws ConfigError with one line per bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  // Node refuses a headers timeout longer than the whole request's.
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      'Invalid configuration: HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const extra = (e.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port: e.PORT,
    host: e.HOST,
    listenFd: e.LISTEN_FD,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    publicUrl,
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...extra])],
    seedDemo: e.SEED_DEMO === undefined ? undefined : e.SEED_DEMO === '1',
    rateLimits: e.RATE_LIMITS === 'on',
    trustProxy:
      e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false'
          ? false
          : e.TRUST_PROXY.split(',')
              .map((s) => s.trim())
              .filter(Boolean),
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    headersTimeoutMs: Math.round(e.HEADERS_TIMEOUT_SECONDS * 1000),
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDistDir(),
    presenceTtlMs: e.PRESENCE_TTL_SECONDS * 1000,
    defaultTimeZone: e.DEFAULT_TIMEZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
    mail: {
      mode: e.SMTP_URL ? 'smtp' : 'files',
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Booklane <no-reply@${new URL(publicUrl).hostname}>`,
      enabled: e.NOTIFICATIONS === 'on',
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    },
    webhooks: {
      allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === '1',
      retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
    },
    busyCalendars: { allowPrivate: e.BUSY_CALENDAR_ALLOW_PRIVATE === '1' },
    operator: {
      name: e.OPERATOR_NAME ?? null,
      contactEmail: e.OPERATOR_CONTACT_EMAIL ?? null,
      address: e.OPERATOR_ADDRESS ?? null,
    },
    google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER },
    facebook: {
      clientId: e.FACEBOOK_CLIENT_ID,
      clientSecret: e.FACEBOOK_CLIENT_SECRET,
      authUrl: e.FACEBOOK_AUTH_URL,
      tokenUrl: e.FACEBOOK_TOKEN_URL,
      userInfoUrl: e.FACEBOOK_USERINFO_URL,
    },
    ...overrides,
  };
}
