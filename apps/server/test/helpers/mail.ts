// Reading the emails the tests receive: who they went to, and the calendar invite they carry,
// parsed with ical.js (an independent iCalendar implementation, not the one that wrote it).
import ICAL from 'ical.js';
import type { ParsedMail, StructuredHeader } from 'mailparser';
import { expect } from 'vitest';

/** The PUBLIC_URL of the email tests: invites' UIDs and Message-IDs carry its host. */
export const MAIL_PUBLIC_URL = 'https://booklane.example.test';
export const MAIL_HOST = 'booklane.example.test';

/** A message sent to `address` (the SMTP envelope: who the server was asked to deliver to). */
export const sentTo =
  (address: string) =>
  (mail: { envelope: { to: string[] } }): boolean =>
    mail.envelope.to.includes(address);

/** The link of an account email (verify an address, reset a password) in a message's text. */
const ACCOUNT_LINK = /\/(verify-email|reset-password|undo-email-change)\?token=([^\s"'<>]+)/;

/** Whether a message is an account email (every registration sends one) rather than a notification. */
const isAccountEmail = (mail: { parsed: ParsedMail }): boolean => ACCOUNT_LINK.test(mail.parsed.text ?? '');

/** A message about a booking or a chat (not an account email) sent to `address`. */
export const notificationTo =
  (address: string) =>
  (mail: { envelope: { to: string[] }; parsed: ParsedMail }): boolean =>
    sentTo(address)(mail) && !isAccountEmail(mail);

/** The token of the account link in a message, as a person would copy it from the email. */
export function accountLinkToken(
  mail: { parsed: ParsedMail },
  page: 'verify-email' | 'reset-password' | 'undo-email-change',
): string {
  const match = ACCOUNT_LINK.exec(mail.parsed.text ?? '');
  expect(match?.[1]).toBe(page);
  return decodeURIComponent(match![2]!);
}

export type Invite = {
  /** METHOD inside the calendar. */
  method: string;
  /** `method=` of the `text/calendar` part's content type (what calendars act on). */
  partMethod: string;
  uid: string;
  sequence: number;
  status: string;
  start: ICAL.Time;
  end: ICAL.Time;
  organizer: string;
  attendees: string[];
  /** The CN parameters of the attendees. */
  attendeeNames: string[];
  summary: string;
  description: string;
  /** The .ics text of the attachment. */
  ics: string;
};

/**
 * The invite of a message, or null when it has none. One that has an invite must carry it both
 * ways: as a `text/calendar; method=...` part and as an `.ics` attachment, the same calendar.
 */
export function inviteOf(mail: ParsedMail): Invite | null {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
  const file = mail.attachments.find((a) => a.filename?.toLowerCase().endsWith('.ics'));
  if (!part && !file) return null;
  if (!part || !file) throw new Error('an invite needs both the text/calendar part and the .ics attachment');
  expect(file.contentDisposition).toBe('attachment');
  const ics = file.content.toString('utf8');
  expect(part.content.toString('utf8')).toBe(ics);
  const partMethod = (part.headers.get('content-type') as StructuredHeader).params.method ?? '';

  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const vevent = events[0]!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    partMethod,
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate,
    end: event.endDate,
    organizer: calAddress(vevent.getFirstPropertyValue('organizer')),
    attendees: vevent.getAllProperties('attendee').map((p) => calAddress(p.getFirstValue())),
    attendeeNames: vevent.getAllProperties('attendee').map((p) => String(p.getParameter('cn'))),
    summary: event.summary,
    description: event.description,
    ics,
  };
}

/** A CAL-ADDRESS with its scheme spelt one way (`mailto:` and `MAILTO:` are the same URI). */
const calAddress = (value: unknown) => String(value).replace(/^mailto:/i, 'mailto:');

/** The address of a parsed To/From header with exactly one mailbox. */
export function onlyAddress(header: ParsedMail['to'] | ParsedMail['from']): {
  address: string;
  name: string;
} {
  const objects = Array.isArray(header) ? header : header ? [header] : [];
  const mailboxes = objects.flatMap((o) => o.value);
  expect(mailboxes).toHaveLength(1);
  return { address: mailboxes[0]!.address ?? '', name: mailboxes[0]!.name };
}
