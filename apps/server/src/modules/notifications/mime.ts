// The bytes of an outgoing message (RFC 5322 / MIME), written in one pass without streams: the
// files mode stores them as the .eml file, the SMTP mode hands them to nodemailer as its `raw`
// message. nodemailer's MailComposer took about 60 % of the outbox worker's CPU per message, most
// of it in the stream pipeline of its build (docs/decisions/0013, second addendum). The tree is
// the one MailComposer made of these messages: text and HTML as alternatives; with an invite, a
// `text/calendar; method=...` alternative beside them and the same calendar as an invite.ics
// attachment (decisions.md 8.2). Header values go through nodemailer's own encoder (RFC 2047
// words for names and subjects, punycode for domains, no line break can start a header), bodies
// through its quoted-printable and base64 encoders.
import crypto from 'node:crypto';
import { wrap as wrapBase64 } from 'nodemailer/lib/base64';
import { buildHeaderValue, foldLines, hasLongerLines, isPlainText } from 'nodemailer/lib/mime-funcs';
import MimeNode from 'nodemailer/lib/mime-node';
import { encode as encodeQp, wrap as wrapQp } from 'nodemailer/lib/qp';

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

/** The envelope an SMTP server is given: the sender's and the recipient's bare addresses. */
type Envelope = { from: string; to: string[] };

const CRLF = '\r\n';
/** Lines end in CRLF as RFC 5322 wants, a lone CR or LF too (a body never carries a bare one). */
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, CRLF);
/** A name is one line, so that it reads as one line once decoded. */
const oneLine = (name: string) => name.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

/**
 * A text body with its transfer encoding, chosen as nodemailer chooses: 7bit when it is plain
 * ASCII with short lines, else quoted-printable when most of it is Latin letters, else base64.
 */
function textBody(text: string): { encoding: string; body: string } {
  if (isPlainText(text) && !hasLongerLines(text, 76)) return { encoding: '7bit', body: text };
  let latin = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) latin++;
    else if (c >= 0x80 || (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d)) other++;
  }
  return other < latin
    ? { encoding: 'quoted-printable', body: wrapQp(encodeQp(text), 76) }
    : { encoding: 'base64', body: wrapBase64(Buffer.from(text, 'utf8').toString('base64'), 76) };
}

/** A leaf part: its headers, a blank line, its encoded body. */
function part(contentType: string, text: string): string {
  const { encoding, body } = textBody(text);
  return `Content-Type: ${contentType}${CRLF}Content-Transfer-Encoding: ${encoding}${CRLF}${CRLF}${body}`;
}

/** The parts of a multipart body between its boundaries, with its closing delimiter. */
const multipart = (boundary: string, parts: readonly string[]) =>
  `--${boundary}${CRLF}${parts.join(`${CRLF}--${boundary}${CRLF}`)}${CRLF}--${boundary}--${CRLF}`;

/** The two parts an invite adds, encoded once for every message that carries the same invite. */
type InviteParts = { calendar: string; attachment: string };

export class MessageWriter {
  /** Encodes header values as nodemailer's own messages do (no tree is built with it). */
  private readonly headers = new MimeNode();
  /** Unguessable, so that no text of a message can contain a boundary; a counter after it. */
  private readonly boundaryBase = `_BkL-${crypto.randomBytes(8).toString('hex')}`;
  private boundaries = 0;
  /** The From header and envelope sender of the one MAIL_FROM this process sends from. */
  private sender: { from: string; header: string; address: string } | undefined;
  /** The invite of one booking event is shared by its messages (outbox-worker.ts): encoded once. */
  private readonly invites = new WeakMap<object, InviteParts>();

  /** The message's bytes, and the envelope to send them in. */
  write(mail: OutgoingMail, date = new Date()): { raw: Buffer; envelope: Envelope } {
    const sender = this.senderOf(mail.from);
    const to = { name: oneLine(mail.to.name), address: mail.to.address };
    const toHeader = this.header('To', to);
    const boundary = this.boundary();
    const alternatives = [
      part('text/plain; charset=utf-8', crlf(mail.text)),
      part('text/html; charset=utf-8', crlf(mail.html)),
    ];
    let contentType: string;
    let body: string;
    if (mail.invite) {
      const invite = this.inviteParts(mail.invite);
      const inner = this.boundary();
      contentType = this.contentType('multipart/mixed', boundary);
      body = multipart(boundary, [
        `Content-Type: ${this.contentType('multipart/alternative', inner)}${CRLF}${CRLF}${multipart(inner, [...alternatives, invite.calendar])}`,
        invite.attachment,
      ]);
    } else {
      contentType = this.contentType('multipart/alternative', boundary);
      body = multipart(boundary, alternatives);
    }
    const head = [
      sender.header,
      toHeader,
      this.header('Subject', mail.subject),
      this.header('Message-ID', mail.messageId),
      this.header('Date', date),
      'MIME-Version: 1.0',
      foldLines(`Content-Type: ${contentType}`, 76),
    ].join(CRLF);
    return {
      raw: Buffer.from(`${head}${CRLF}${CRLF}${body}`, 'utf8'),
      envelope: { from: sender.address, to: [to.address] },
    };
  }

  private header(key: string, value: string | Date | { name: string; address: string }): string {
    return foldLines(`${key}: ${this.headers.encodeHeaderValue(key, value)}`, 76);
  }

  private contentType(type: string, boundary: string): string {
    return buildHeaderValue({ value: type, params: { boundary } });
  }

  private boundary(): string {
    this.boundaries = (this.boundaries + 1) % Number.MAX_SAFE_INTEGER;
    return `${this.boundaryBase}-${this.boundaries.toString(36)}`;
  }

  private senderOf(from: string): { header: string; address: string } {
    if (this.sender?.from !== from) {
      const node = new MimeNode();
      node.setHeader('From', from);
      this.sender = { from, header: this.header('From', from), address: node.getEnvelope().from || '' };
    }
    return this.sender;
  }

  private inviteParts(invite: NonNullable<OutgoingMail['invite']>): InviteParts {
    let parts = this.invites.get(invite);
    if (!parts) {
      const content = crlf(invite.content);
      parts = {
        calendar: part(`text/calendar; charset=utf-8; method=${invite.method}`, content),
        attachment: [
          'Content-Type: application/ics; name=invite.ics',
          'Content-Disposition: attachment; filename=invite.ics',
          'Content-Transfer-Encoding: base64',
          '',
          wrapBase64(Buffer.from(content, 'utf8').toString('base64'), 76),
        ].join(CRLF),
      };
      this.invites.set(invite, parts);
    }
    return parts;
  }
}
