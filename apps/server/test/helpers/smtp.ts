// A real SMTP server on loopback for the tests (smtp-server), keeping every message it accepts,
// parsed with mailparser, able to refuse for a while (a mail provider that is down) and to hold
// messages mid-delivery (a slow provider: a test acts while a message is being sent).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  parsed: ParsedMail;
  raw: string;
  /** The SMTP envelope: who the server was asked to deliver to. */
  envelope: { from: string; to: string[] };
};

export type TestSmtp = {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** While this answers true, every message is refused with a temporary error (451). */
  refusing: () => boolean;
  setRefusing(refuse: boolean): void;
  /** How many messages were refused so far. */
  refusedCount(): number;
  /**
   * From now on, each message waits at its recipient (RCPT TO unanswered) until `release()`, which
   * answers the waiting ones as `refusing` says then (451 while refusing) and stops holding.
   */
  hold(): void;
  /** The recipients of the messages that wait to be answered. */
  heldRecipients(): string[];
  release(): void;
  /** Resolves once `count` messages arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * Resolves with the messages that `match` once `count` of them arrived (or rejects after
   * `timeoutMs`): for tests that share one server, each waiting for its own recipients.
   */
  waitForMatching(
    match: (mail: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

export async function startSmtp(options: { port?: number; refusing?: boolean } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refuse = options.refusing ?? false;
  let refused = 0;
  let holding = false;
  const held: Array<{ to: string; answer: () => void }> = [];
  const waiters: Array<() => void> = [];
  /** A temporary refusal while refusing, else go ahead. */
  const refuseWhileRefusing = (callback: (err?: Error | null) => void) => {
    if (refuse) {
      refused += 1;
      const err = new Error('Mail service temporarily unavailable') as Error & { responseCode: number };
      err.responseCode = 451;
      callback(err);
      return;
    }
    callback();
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no STARTTLS offer (nodemailer would try to upgrade to it).
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      refuseWhileRefusing(callback);
    },
    onRcptTo(address, _session, callback) {
      if (holding) held.push({ to: address.address, answer: () => refuseWhileRefusing(callback) });
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then(
          (parsed) => {
            received.push({
              parsed,
              raw,
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  /** Waits, woken by every arrival, until `done()`; throws `failure()` after `timeoutMs`. */
  const arrivals = async (done: () => boolean, timeoutMs: number, failure: () => string) => {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(failure());
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refusing: () => refuse,
    setRefusing(value) {
      refuse = value;
    },
    refusedCount: () => refused,
    hold() {
      holding = true;
    },
    heldRecipients: () => held.map((h) => h.to),
    release() {
      holding = false;
      for (const { answer } of held.splice(0)) answer();
    },
    async waitFor(count, timeoutMs = 20_000) {
      await arrivals(
        () => received.length >= count,
        timeoutMs,
        () => {
          return `expected ${count} messages, ${received.length} arrived within ${timeoutMs} ms`;
        },
      );
      return received;
    },
    async waitForMatching(match, count = 1, timeoutMs = 20_000) {
      const matching = () => received.filter(match);
      await arrivals(
        () => matching().length >= count,
        timeoutMs,
        () => {
          return `expected ${count} matching messages, ${matching().length} arrived within ${timeoutMs} ms`;
        },
      );
      return matching();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
