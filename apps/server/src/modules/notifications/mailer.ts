// Where email goes (decisions.md 8.1): through nodemailer over SMTP_URL, or, without it, into
// DATA_DIR/mail as RFC 5322 .eml files that any mail client opens. Nothing is dropped. Either way
// the message's bytes are written once by mime.ts (nodemailer sends them as they are).
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { MessageWriter, type OutgoingMail } from './mime';

export type MailOutcome = 'sent' | 'stored';

export interface Mailer {
  readonly mode: 'smtp' | 'files';
  /**
   * How many messages it sends at the same time (the SMTP pool's connections): the outbox claims a
   * few times as many, so that a claim's lease outlasts the sending of its whole batch. Unset: 4.
   */
  readonly parallel?: number;
  send(mail: OutgoingMail): Promise<MailOutcome>;
  close(): void;
}

/** A refusal that retrying will not change: the SMTP server rejected the recipient for good. */
export class PermanentMailError extends Error {}

class SmtpMailer implements Mailer {
  readonly mode = 'smtp' as const;
  readonly parallel: number;
  private readonly transport: Transporter;
  private readonly writer = new MessageWriter();

  constructor(smtpUrl: string) {
    // nodemailer reads its options from the URL's query too (`?requireTLS=true`, ...).
    const url = new URL(smtpUrl);
    for (const [key, value] of [
      ['pool', 'true'],
      ['maxConnections', '4'],
      ['connectionTimeout', '15000'],
      ['greetingTimeout', '15000'],
      ['socketTimeout', '30000'],
    ] as const) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    }
    this.parallel = Math.max(1, Number(url.searchParams.get('maxConnections')) || 1);
    this.transport = nodemailer.createTransport(url.toString());
  }

  async send(mail: OutgoingMail): Promise<MailOutcome> {
    try {
      // Written once here; nodemailer sends the bytes as they are, in the envelope given.
      const { raw, envelope } = this.writer.write(mail);
      await this.transport.sendMail({ envelope, raw });
      return 'sent';
    } catch (err) {
      const e = err as { code?: string; responseCode?: number; message?: string };
      // The recipient was refused for good (5xx to RCPT TO): retrying for a day will not help.
      if (e.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500) {
        throw new PermanentMailError(e.message ?? 'Recipient refused');
      }
      throw err;
    }
  }

  close(): void {
    this.transport.close();
  }
}

class FileMailer implements Mailer {
  readonly mode = 'files' as const;
  /** Writes are small and the disk's queue is deep: a whole batch at once. */
  readonly parallel = 100;
  private readonly writer = new MessageWriter();
  /** Made once (and again should someone remove it meanwhile). */
  private folderMade = false;

  constructor(private readonly dir: string) {}

  async send(mail: OutgoingMail): Promise<MailOutcome> {
    const { raw } = this.writer.write(mail);
    // Written whole under a temporary name, then renamed: a reader never sees half a message.
    // The callback API: fs/promises' FileHandle costs more CPU than the write itself.
    const target = path.join(this.dir, mail.fileName);
    const partial = `${target}.partial`;
    if (!this.folderMade) await this.makeFolder();
    try {
      await writeFile(partial, raw);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await this.makeFolder();
      await writeFile(partial, raw);
    }
    await new Promise<void>((resolve, reject) =>
      fs.rename(partial, target, (err) => (err ? reject(err) : resolve())),
    );
    return 'stored';
  }

  private async makeFolder(): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    this.folderMade = true;
  }

  close(): void {}
}

const writeFile = (file: string, data: Buffer) =>
  new Promise<void>((resolve, reject) => fs.writeFile(file, data, (err) => (err ? reject(err) : resolve())));

export function createMailer(options: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl)
    : new FileMailer(path.join(options.dataDir, 'mail'));
}
