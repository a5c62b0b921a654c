// Entry point of `npm start`: parse the environment, open the database, serve, and shut down
// cleanly on SIGTERM/SIGINT (in-flight requests finish, the database closes).
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { DatabaseUnreachableError } from './db/client';
import {
  DEMO_BUSINESS_EMAIL,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  demoAccountsExist,
  seedDemoData,
  shouldSeed,
} from './demo/seed';
import { hashPassword } from './modules/users/password';
import { buildApp } from './app';
import { RedisUnreachableError } from './realtime/socket-server';

const SHUTDOWN_TIMEOUT_MS = 20_000;

/** Where email goes, said once at start-up (decisions.md 8.1). */
function mailLine(config: AppConfig): string {
  if (!config.mail.enabled) return 'Email: off (NOTIFICATIONS=off).';
  if (config.mail.smtpUrl) return `Email: sent through SMTP at ${new URL(config.mail.smtpUrl).host}.`;
  return `Email: no SMTP_URL, so every message is written as an .eml file to ${path.join(config.dataDir, 'mail')}.`;
}

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const { db, kind } = app.ctx.database;
  let demo = '';
  if (await shouldSeed(db, kind, config.seedDemo)) {
    await seedDemoData(db, hashPassword, config.defaultTimeZone, undefined, { dataDir: config.dataDir });
  }
  if (config.seedDemo !== false && (await demoAccountsExist(db))) {
    demo =
      `Demo accounts (password "${DEMO_PASSWORD}"):\n` +
      `  customer: ${DEMO_CUSTOMER_EMAIL}\n` +
      `  business: ${DEMO_BUSINESS_EMAIL}\n`;
  }

  if (config.listenFd !== undefined) {
    // Node's listen takes an inherited socket as `{ fd }`; Fastify hands its options to it.
    const inherited = { fd: config.listenFd, host: config.host };
    await app.listen(inherited);
  } else {
    await app.listen({ port: config.port, host: config.host });
  }
  process.stdout.write(
    `\nBooklane is running at ${config.publicUrl} (database: ${app.ctx.database.kind}, realtime: ${
      config.redisUrl ? 'redis' : 'local'
    }, mail: ${config.mail.mode})\n${mailLine(config)}\n\n${demo}${demo ? '\n' : ''}`,
  );
}

main().catch((err: unknown) => {
  // One clear line for the errors a user can fix; a stack for the rest.
  if (
    err instanceof ConfigError ||
    err instanceof DatabaseUnreachableError ||
    err instanceof RedisUnreachableError
  ) {
    process.stderr.write(`Booklane failed to start: ${err.message}\n`);
  } else if (err instanceof Error && 'code' in err && err.code === 'EADDRINUSE') {
    process.stderr.write(`Booklane failed to start: ${err.message}\n`);
  } else {
    process.stderr.write(
      `Booklane failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
