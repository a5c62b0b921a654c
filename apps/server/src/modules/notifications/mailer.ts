// Where email goes (decisions.md 8.1): through nodemailer over SMTP_URL, or, without it, into
// DATA_DIR/mail as RFC 5322 .eml files that any mail client opens. Nothing is dropped.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';

export type OutgoingMail = {
  /** Stable for the message's whole life, retries included: `<...@host>`. */
  messageId: string;
  from: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  invite?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** The .eml file's name in files mode (the same on a retry: one file per message). */
  fileName: string;
};

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

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

function message(mail: OutgoingMail): Mail.Options {
  return {
    messageId: mail.messageId,
    from: mail.from,
    // Address objects: nodemailer quotes and encodes the name, so a name cannot add headers; the
    // name is made one line too, so that it reads as one line once decoded.
    to: { name: mail.to.name.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim(), address: mail.to.address },
    subject: mail.subject,
    // Lines end in CRLF as RFC 5322 wants (the .eml files are written as composed).
    text: crlf(mail.text),
    html: crlf(mail.html),
    ...(mail.invite
      ? {
          // nodemailer adds both: the text/calendar part with its method (what calendars act on)
          // and the same invite as an invite.ics attachment (what people open by hand).
          icalEvent: { method: mail.invite.method, filename: 'invite.ics', content: mail.invite.content },
        }
      : {}),
  };
}

class SmtpMailer implements Mailer {
  readonly mode = 'smtp' as const;
  readonly parallel: number;
  private readonly transport: Transporter;

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
      await this.transport.sendMail(message(mail));
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
  /** The folder, made once (and again should someone remove it meanwhile). */
  private folder: Promise<unknown> | undefined;

  constructor(private readonly dir: string) {}

  async send(mail: OutgoingMail): Promise<MailOutcome> {
    // The message as a transport would send it, composed without a transport's stream plumbing.
    const raw = await new MailComposer(message(mail)).compile().build();
    // Written whole under a temporary name, then renamed: a reader never sees half a message.
    const target = path.join(this.dir, mail.fileName);
    const partial = `${target}.partial`;
    try {
      await this.makeFolder(false);
      await fs.writeFile(partial, raw);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await this.makeFolder(true);
      await fs.writeFile(partial, raw);
    }
    await fs.rename(partial, target);
    return 'stored';
  }

  private makeFolder(again: boolean): Promise<unknown> {
    if (again || !this.folder) {
      this.folder = fs.mkdir(this.dir, { recursive: true }).catch((err: unknown) => {
        this.folder = undefined;
        throw err;
      });
    }
    return this.folder;
  }

  close(): void {}
}

export function createMailer(options: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl)
    : new FileMailer(path.join(options.dataDir, 'mail'));
}
