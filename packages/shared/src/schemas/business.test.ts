import { describe, expect, it } from 'vitest';
import { issuesToDetails } from '../errors/api-error';
import { defaultSchedule } from '../domain/schedule';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import {
  businessSchema,
  createBusinessRequestSchema,
  businessFormSchema,
  normalizeUsername,
  updateBusinessRequestSchema,
  USERNAME_PATTERN,
  usernameProblem,
  usernameSchema,
} from './business';

type Parsed = { success: boolean; error?: { issues: Parameters<typeof issuesToDetails>[0] } };
const details = (result: Parsed) => (result.success ? [] : issuesToDetails(result.error?.issues ?? []));

describe('business username', () => {
  it.each([
    ['abc', 'abc'],
    ['bella-hair_2', 'bella-hair_2'],
    ['a1b', 'a1b'],
    ['  Bella-Hair ', 'bella-hair'],
    ['a'.repeat(30), 'a'.repeat(30)],
    ['a--b', 'a--b'],
    ['logins', 'logins'],
  ])('accepts %j as %j', (input, output) => {
    expect(usernameSchema.parse(input)).toBe(output);
    expect(USERNAME_PATTERN.test(output)).toBe(true);
  });

  it.each([
    ['', 'Username is required'],
    ['   ', 'Username is required'],
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be at most 30 characters'],
    ['bella hair', 'Use only lowercase letters, digits, hyphens and underscores'],
    ['bella.hair', 'Use only lowercase letters, digits, hyphens and underscores'],
    ['bélla', 'Use only lowercase letters, digits, hyphens and underscores'],
    ['-bella', 'no leading/trailing hyphen/underscore'],
    ['bella-', 'no leading/trailing hyphen/underscore'],
    ['_bella', 'no leading/trailing hyphen/underscore'],
    ['bella_', 'no leading/trailing hyphen/underscore'],
    ['login', 'This username is reserved. Please choose another one'],
    ['business', 'This username is reserved. Please choose another one'],
    ['customer', 'This username is reserved. Please choose another one'],
    ['auth', 'This username is reserved. Please choose another one'],
    ['api', 'This username is reserved. Please choose another one'],
    ['uploads', 'This username is reserved. Please choose another one'],
    ['assets', 'This username is reserved. Please choose another one'],
    ['LOGIN', 'This username is reserved. Please choose another one'],
  ])('refuses %j: %j', (input, message) => {
    expect(details(usernameSchema.safeParse(input))).toEqual([{ path: '', message }]);
    expect(usernameProblem(normalizeUsername(input))).toBe(message);
  });

  it('agrees with the database check on every accepted name', () => {
    for (const name of ['abc', 'a_b', 'a-b', '0x0', 'z'.repeat(30)]) {
      expect(usernameProblem(name)).toBeNull();
      expect(USERNAME_PATTERN.test(name)).toBe(true);
    }
  });
});

const validBusiness = {
  username: 'bella-hair',
  name: 'Bella Hair',
  category: 'salon',
  currency: 'EUR',
  address: '1 Main St',
  phone: '+49 30 123456',
  email: 'Hello@Bella.example',
  timezone: 'Europe/Berlin',
};

describe('business form', () => {
  it('creates a business and normalises optional fields', () => {
    expect(businessFormSchema.parse({ ...validBusiness, websiteLink: '', extra: 'ignored' })).toEqual({
      ...validBusiness,
      email: 'hello@bella.example',
      description: '',
      customCurrency: null,
      locationLink: null,
      websiteLink: null,
      facebookLink: null,
      instagramLink: null,
    });
  });

  it('may come with a schedule on creation', () => {
    expect(businessFormSchema.parse({ ...validBusiness, schedule: defaultSchedule() }).schedule).toEqual(
      defaultSchedule(),
    );
  });

  it('names every missing required field', () => {
    expect(details(businessFormSchema.safeParse({}))).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'name', message: 'Business name is required' },
      { path: 'category', message: 'Please choose a category' },
      { path: 'currency', message: 'Please choose a currency' },
      { path: 'address', message: 'Address is required' },
      { path: 'phone', message: 'Phone number is required' },
      { path: 'email', message: 'Email is required' },
    ]);
  });

  it.each([
    [
      { currency: 'other' },
      [{ path: 'customCurrency', message: 'Custom currency abbreviation is required' }],
    ],
    [
      { currency: 'other', customCurrency: '   ' },
      [{ path: 'customCurrency', message: 'Custom currency abbreviation is required' }],
    ],
    [
      { currency: 'other', customCurrency: 'ABCDEFGHIJK' },
      [{ path: 'customCurrency', message: 'Custom currency abbreviation must be at most 10 characters' }],
    ],
    [{ currency: 'other', customCurrency: 'PTS' }, []],
    [{ currency: 'XYZ' }, [{ path: 'currency', message: 'Please choose a currency' }]],
    [{ category: 'bakery' }, [{ path: 'category', message: 'Please choose a category' }]],
    [{ username: '-bella' }, [{ path: 'username', message: 'no leading/trailing hyphen/underscore' }]],
    [{ email: 'nope' }, [{ path: 'email', message: 'Please enter a valid email address' }]],
    [
      { websiteLink: 'javascript:alert(1)' },
      [{ path: 'websiteLink', message: 'Please enter a full link starting with http:// or https://' }],
    ],
    [
      { instagramLink: 'instagram.com/bella' },
      [{ path: 'instagramLink', message: 'Please enter a full link starting with http:// or https://' }],
    ],
    [{ timezone: 'Mars/Base' }, [{ path: 'timezone', message: 'Please choose a valid time zone' }]],
    [
      { schedule: { monday: {} } },
      expect.arrayContaining([expect.objectContaining({ path: 'schedule.monday.start' })]),
    ],
  ])('with %j -> %j', (change, expected) => {
    expect(details(businessFormSchema.safeParse({ ...validBusiness, ...change }))).toEqual(expected);
  });

  it('keeps a custom currency only with currency other', () => {
    expect(
      businessFormSchema.parse({ ...validBusiness, currency: 'other', customCurrency: ' PTS ' })
        .customCurrency,
    ).toBe('PTS');
    expect(
      businessFormSchema.parse({ ...validBusiness, currency: 'USD', customCurrency: 'PTS' }).customCurrency,
    ).toBeNull();
  });

  it('lets the server pick the zone when none is sent', () => {
    const { timezone: _zone, ...withoutZone } = validBusiness;
    expect(businessFormSchema.parse(withoutZone).timezone).toBeUndefined();
  });

  it('requires a description when editing', () => {
    expect(details(updateBusinessRequestSchema.safeParse(validBusiness))).toEqual([
      { path: 'description', message: 'Description is required' },
    ]);
    expect(details(updateBusinessRequestSchema.safeParse({ ...validBusiness, description: '   ' }))).toEqual([
      { path: 'description', message: 'Description is required' },
    ]);
    expect(updateBusinessRequestSchema.parse({ ...validBusiness, description: ' Cuts ' }).description).toBe(
      'Cuts',
    );
  });
});

describe('business entity and links', () => {
  it('parses a business as answered', () => {
    const business = {
      _id: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
      name: 'Bella',
      username: 'bella',
      description: '',
      address: 'x',
      phone: '1',
      email: 'b@b.co',
      category: 'spa',
      currency: 'USD',
      customCurrency: null,
      locationLink: null,
      websiteLink: null,
      facebookLink: null,
      instagramLink: null,
      logo: '/uploads/logo.png',
      schedule: null,
      breakHours: [],
      timezone: 'Europe/Berlin',
      cancellationNoticeHours: 24,
      waitlistHoldMinutes: 15,
      reminderLeadMinutes: [1440],
      dateOverrides: [{ date: '2026-12-24', closed: true, note: 'Christmas Eve' }],
      brandColor: '#0f766e',
      createdAt: '2026-03-02T09:00:00.000Z',
    };
    expect(businessSchema.parse(business)).toEqual(business);
  });

  it('bounds the self-service policy: notice 0-720 hours, up to three distinct reminders of 5 min to 7 days', () => {
    const update = { ...validBusiness, description: 'Hair' };
    const problems = (extra: object) =>
      details(updateBusinessRequestSchema.safeParse({ ...update, ...extra }));
    expect(problems({ cancellationNoticeHours: 0, reminderLeadMinutes: [] })).toEqual([]);
    expect(problems({ cancellationNoticeHours: 720, reminderLeadMinutes: [5, 60, 10080] })).toEqual([]);
    expect(problems({ cancellationNoticeHours: 721 })).toEqual([
      { path: 'cancellationNoticeHours', message: M.cancellationNoticeInvalid },
    ]);
    expect(problems({ cancellationNoticeHours: 1.5 })).toEqual([
      { path: 'cancellationNoticeHours', message: M.cancellationNoticeInvalid },
    ]);
    expect(problems({ waitlistHoldMinutes: 5 })).toEqual([]);
    expect(problems({ waitlistHoldMinutes: 1440 })).toEqual([]);
    for (const minutes of [4, 1441, 7.5]) {
      expect(problems({ waitlistHoldMinutes: minutes })).toEqual([
        { path: 'waitlistHoldMinutes', message: M.waitlistHoldInvalid },
      ]);
    }
    expect(problems({ reminderLeadMinutes: [4] })).toEqual([
      { path: 'reminderLeadMinutes.0', message: M.reminderLeadInvalid },
    ]);
    expect(problems({ reminderLeadMinutes: [60, 120, 180, 240] })).toEqual([
      { path: 'reminderLeadMinutes', message: M.reminderLeadsTooMany },
    ]);
    expect(problems({ reminderLeadMinutes: [60, 60] })).toEqual([
      { path: 'reminderLeadMinutes', message: M.reminderLeadsRepeated },
    ]);
  });
});

describe('POST /businesses request', () => {
  it('needs only a username and a name: business registration creates the business at once', () => {
    expect(
      createBusinessRequestSchema.parse({ username: ' My-Shop ', name: 'My Shop', phone: '', email: '' }),
    ).toEqual({
      username: 'my-shop',
      name: 'My Shop',
      description: '',
      category: 'other',
      currency: 'USD',
      customCurrency: null,
      address: '',
      phone: '',
      email: undefined,
      locationLink: null,
      websiteLink: null,
      facebookLink: null,
      instagramLink: null,
    });
  });

  it('still checks every field it is given', () => {
    expect(
      details(
        createBusinessRequestSchema.safeParse({ username: '-x-', name: '', phone: 'abc', email: 'nope' }),
      ),
    ).toEqual([
      { path: 'username', message: 'no leading/trailing hyphen/underscore' },
      { path: 'name', message: 'Business name is required' },
      { path: 'phone', message: 'Please enter a valid phone number' },
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
  });
});
