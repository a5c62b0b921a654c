import { describe, expect, it } from 'vitest';
import {
  dateSchema,
  emailSchema,
  idSchema,
  instantSchema,
  optionalUrlSchema,
  phoneSchema,
  timeSchema,
  timeZoneSchema,
} from './common';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('common fields', () => {
  it.each([
    ['09:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:00', false],
  ])('time %j valid: %s', (value, ok) => {
    expect(timeSchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['2026-03-02', true],
    ['2026-02-29', false],
    ['03/02/2026', false],
  ])('date %j valid: %s', (value, ok) => {
    expect(dateSchema.safeParse(value).success).toBe(ok);
  });

  it('takes UUID ids and ISO instants', () => {
    expect(idSchema.safeParse('3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60').success).toBe(true);
    expect(firstMessage(idSchema.safeParse('42'))).toBe('Invalid id');
    expect(instantSchema.safeParse('2026-03-02T09:00:00.000Z').success).toBe(true);
    expect(instantSchema.safeParse('2026-03-02T09:00:00+01:00').success).toBe(true);
    expect(instantSchema.safeParse('2026-03-02').success).toBe(false);
  });

  it.each([
    ['  Ann@Example.COM ', 'ann@example.com', null],
    ['', undefined, 'Email is required'],
    ['   ', undefined, 'Email is required'],
    ['ann@', undefined, 'Please enter a valid email address'],
    ['not an email', undefined, 'Please enter a valid email address'],
  ])('email %j -> %j / %j', (input, output, message) => {
    const result = emailSchema.safeParse(input);
    expect(firstMessage(result)).toBe(message);
    if (output) expect(result.data).toBe(output);
    if (!result.success) expect(result.error.issues).toHaveLength(1);
  });

  it.each([
    ['+1 (555) 010-0100', null],
    ['555.0100', null],
    ['  020 7946 0958 ', null],
    ['', 'Phone number is required'],
    ['call me', 'Please enter a valid phone number'],
    ['12', 'Please enter a valid phone number'],
    ['1'.repeat(31), 'Please enter a valid phone number'],
  ])('phone %j -> %j', (input, message) => {
    expect(firstMessage(phoneSchema.safeParse(input))).toBe(message);
  });

  it.each([
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['  https://maps.example.com  ', 'https://maps.example.com'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('optional link %j -> %j', (input, output) => {
    expect(optionalUrlSchema.parse(input)).toBe(output);
  });

  it.each(['javascript:alert(1)', 'www.example.com', 'ftp://example.com', 'https://'])(
    'refuses link %j',
    (input) => {
      expect(firstMessage(optionalUrlSchema.safeParse(input))).toBe(
        'Please enter a full link starting with http:// or https://',
      );
    },
  );

  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    [' america/new_york ', 'America/New_York'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['UTC', 'UTC'],
  ])('time zone %j -> %j', (input, output) => {
    expect(timeZoneSchema.parse(input)).toBe(output);
  });

  it.each(['Mars/Base', '', 'GMT+25'])('refuses time zone %j', (input) => {
    expect(firstMessage(timeZoneSchema.safeParse(input))).toBe('Please choose a valid time zone');
  });
});
