import { simpleParser, type ParsedMail, type StructuredHeader } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { MessageWriter, type OutgoingMail } from './mime';

const DATE = new Date('2026-06-01T06:00:00Z');
const FROM = 'Booklane <no-reply@booklane.example.test>';

const INVITE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Booklane//Booklane//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:booking-1@booklane.example.test',
  'SEQUENCE:0',
  'DTSTART:20260603T080000Z',
  'DTEND:20260603T083000Z',
  'SUMMARY:Schnitt für Zoë at Salon',
  'DESCRIPTION:A very long description that the library folds at seventy-five',
  '  octets onto a second line',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    messageId: '<notification-0b0e6c1e-6a43-4a8e-9f62-1c4f1b0f0001@booklane.example.test>',
    from: FROM,
    to: { name: 'Bench Guest', address: 'guest@example.com' },
    subject: 'Booking request received: Quote at Bench Shop 3',
    text: 'Hello Bench Guest,\n\nThe business will confirm.\n\n-- \nBooklane',
    html: '<!doctype html>\n<html lang="en"><body><p>Hello Bench Guest,</p></body></html>',
    fileName: 'x.eml',
    ...overrides,
  };
}

/** The message as nodemailer's MailComposer wrote it before (mailer.ts until docs/decisions/0013's second addendum). */
async function composed(m: OutgoingMail): Promise<ParsedMail> {
  const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
  const raw = await new MailComposer({
    messageId: m.messageId,
    date: DATE,
    from: m.from,
    to: { name: m.to.name.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim(), address: m.to.address },
    subject: m.subject,
    text: crlf(m.text),
    html: crlf(m.html),
    ...(m.invite
      ? { icalEvent: { method: m.invite.method, filename: 'invite.ics', content: m.invite.content } }
      : {}),
  })
    .compile()
    .build();
  return simpleParser(raw);
}

/** What a reader of the message sees: the fields a mail client shows and every part's content. */
function reading(parsed: ParsedMail) {
  return {
    subject: parsed.subject,
    from: parsed.from?.value,
    to: Array.isArray(parsed.to) ? parsed.to.map((t) => t.value) : parsed.to?.value,
    messageId: parsed.messageId,
    date: parsed.date,
    text: parsed.text,
    html: parsed.html,
    attachments: parsed.attachments.map((a) => ({
      contentType: a.contentType,
      method: (a.headers.get('content-type') as StructuredHeader).params.method,
      filename: a.filename,
      disposition: a.contentDisposition,
      content: a.content.toString('utf8'),
    })),
  };
}

const CASES: Array<[string, Partial<OutgoingMail>]> = [
  ['plain ASCII, short lines (7bit)', {}],
  [
    'names and a subject beyond ASCII, a name with quotes and a comma',
    {
      to: { name: 'Zoë "Q" Müller, Jr.', address: 'zoe@example.com' },
      subject: 'Booking confirmed: Schnitt für Zoë at Salon Ünter, Wed 3 Jun',
      text: 'Grüße,\nline with ü\n'.repeat(3),
      html: '<p>Grüße</p>',
    },
  ],
  [
    'lines longer than 76 (quoted-printable)',
    { text: `${'A long line of plain words '.repeat(8)}\nend`, html: `<p style="${'x'.repeat(200)}">a</p>` },
  ],
  [
    'mostly non-Latin text (base64)',
    {
      subject: '予約を受け付けました',
      text: 'ご予約ありがとうございます。\n担当者から連絡します。',
      html: '<p>ご予約</p>',
    },
  ],
  [
    'a name that tries to add headers',
    {
      to: { name: 'Mallory\r\nBcc: attacker@example.com\r\nX-Injected: yes', address: 'mallory@example.com' },
      subject: 'Cut X-Injected: yes at Salon <script>alert("biz")</script>',
      text: 'Notes: <script>alert(1)</script>\n\n--\n--_BkL-not-a-boundary\n',
    },
  ],
  ['an invite (REQUEST)', { invite: { method: 'REQUEST', content: INVITE } }],
  [
    'an invite withdrawn (CANCEL)',
    { invite: { method: 'CANCEL', content: INVITE.replace('METHOD:REQUEST', 'METHOD:CANCEL') } },
  ],
];

describe('MessageWriter', () => {
  it.each(CASES)('reads as the message MailComposer wrote: %s', async (_name, overrides) => {
    const m = mail(overrides);
    const ours = await simpleParser(new MessageWriter().write(m, DATE).raw);
    expect(reading(ours)).toEqual(reading(await composed(m)));
  });

  it.each(CASES)(
    'writes CRLF lines of at most 998 octets and only the seven headers: %s',
    async (_name, overrides) => {
      const raw = new MessageWriter().write(mail(overrides), DATE).raw.toString('utf8');
      expect(raw).not.toMatch(/[^\r]\n|\r[^\n]/);
      expect(raw.endsWith('\r\n')).toBe(true);
      for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(998);
      const parsed = await simpleParser(raw);
      expect([...parsed.headers.keys()].sort()).toEqual([
        'content-type',
        'date',
        'from',
        'message-id',
        'mime-version',
        'subject',
        'to',
      ]);
      expect(raw.split('\r\n\r\n')[0]).not.toMatch(/^(bcc|x-injected):/im);
    },
  );

  it('ends a lone CR or LF of a body as a line too', async () => {
    const raw = new MessageWriter()
      .write(mail({ text: 'one\rtwo\nthree\r\nfour', html: '<p>a</p>\r<p>b</p>' }), DATE)
      .raw.toString('utf8');
    expect(raw).not.toMatch(/[^\r]\n|\r[^\n]/);
    expect((await simpleParser(raw)).text).toBe('one\ntwo\nthree\nfour');
  });

  it('answers the envelope: the bare address of MAIL_FROM and the one recipient', () => {
    const writer = new MessageWriter();
    expect(writer.write(mail(), DATE).envelope).toEqual({
      from: 'no-reply@booklane.example.test',
      to: ['guest@example.com'],
    });
    expect(
      writer.write(
        mail({ from: '"Salon, Ltd" <mail@salon.example>', to: { name: 'A', address: 'a@b.example' } }),
      ).envelope,
    ).toEqual({ from: 'mail@salon.example', to: ['a@b.example'] });
  });

  it('gives every message boundaries of its own, and the same invite the same parts', async () => {
    const writer = new MessageWriter();
    const invite = { method: 'REQUEST' as const, content: INVITE };
    const first = writer.write(mail({ invite }), DATE).raw.toString('utf8');
    const second = writer
      .write(mail({ invite, to: { name: 'Salon', address: 'salon@example.com' } }), DATE)
      .raw.toString('utf8');
    const boundaries = (raw: string) => [...raw.matchAll(/boundary=("?)([^";\r\n]+)\1/g)].map((b) => b[2]);
    expect(boundaries(first)).toHaveLength(2);
    expect(new Set([...boundaries(first), ...boundaries(second)]).size).toBe(4);
    const [a, b] = await Promise.all([simpleParser(first), simpleParser(second)]);
    expect(reading(b).attachments).toEqual(reading(a).attachments);
  });
});
