import { VALIDATION_MESSAGES } from '@booklane/shared/domain';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { businessProfileResolver, type BusinessProfileValues } from './business-form-resolver';

const valid: BusinessProfileValues = {
  username: 'luxe-hair',
  name: 'Luxe Hair',
  description: 'Cuts and colour.',
  category: 'salon',
  currency: 'USD',
  customCurrency: '',
  address: '1 Main Street',
  phone: '+1 555 0100',
  email: 'hello@luxe.example',
  locationLink: '',
  websiteLink: '',
  facebookLink: '',
  instagramLink: '',
  timezone: 'Europe/Berlin',
  policy: {
    cancellationNoticeHours: '48',
    waitlistHoldMinutes: '20',
    reminders: [
      { amount: '1', unit: 'days' },
      { amount: '90', unit: 'minutes' },
    ],
  },
};

const names = [
  'name',
  'description',
  'policy.cancellationNoticeHours',
  'policy.waitlistHoldMinutes',
  'policy.reminders.0.amount',
  'policy.reminders.1.amount',
  'policy.reminders.2.amount',
];
const options = {
  fields: {},
  names,
  shouldUseNativeValidation: false,
} as unknown as ResolverOptions<BusinessProfileValues>;

function resolve(values: BusinessProfileValues) {
  return businessProfileResolver(values, undefined, options);
}

describe('the business form resolver', () => {
  it('sends the policy in the server’s units', async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: 'Luxe Hair',
      cancellationNoticeHours: 48,
      waitlistHoldMinutes: 20,
      reminderLeadMinutes: [1440, 90],
    });
    expect(result.values).not.toHaveProperty('policy');
  });

  it('sends no reminders when every row is removed', async () => {
    const result = await resolve({
      ...valid,
      policy: { ...valid.policy, cancellationNoticeHours: '0', reminders: [] },
    });
    expect(result.values).toMatchObject({ cancellationNoticeHours: 0, reminderLeadMinutes: [] });
  });

  it('puts the shared messages on the controls they are about', async () => {
    const result = await resolve({
      ...valid,
      description: '',
      policy: {
        cancellationNoticeHours: '721',
        waitlistHoldMinutes: '4',
        reminders: [
          { amount: '3', unit: 'minutes' },
          { amount: '8', unit: 'days' },
        ],
      },
    });
    const errors = result.errors as Record<string, unknown>;
    expect(errors.description).toMatchObject({ message: VALIDATION_MESSAGES.descriptionRequired });
    expect(errors.policy).toMatchObject({
      cancellationNoticeHours: { message: VALIDATION_MESSAGES.cancellationNoticeInvalid },
      waitlistHoldMinutes: { message: VALIDATION_MESSAGES.waitlistHoldInvalid },
      reminders: [
        { amount: { message: VALIDATION_MESSAGES.reminderLeadInvalid } },
        { amount: { message: VALIDATION_MESSAGES.reminderLeadInvalid } },
      ],
    });
  });

  it('refuses a blank or fractional notice, a hold out of range and a repeated reminder', async () => {
    for (const notice of ['', '1.5', 'abc', '-1']) {
      const result = await resolve({
        ...valid,
        policy: { ...valid.policy, cancellationNoticeHours: notice },
      });
      expect(result.errors).toMatchObject({
        policy: { cancellationNoticeHours: { message: VALIDATION_MESSAGES.cancellationNoticeInvalid } },
      });
    }
    for (const hold of ['', '2.5', '1441', '0']) {
      const result = await resolve({ ...valid, policy: { ...valid.policy, waitlistHoldMinutes: hold } });
      expect(result.errors).toMatchObject({
        policy: { waitlistHoldMinutes: { message: VALIDATION_MESSAGES.waitlistHoldInvalid } },
      });
    }
    const repeated = await resolve({
      ...valid,
      policy: {
        ...valid.policy,
        cancellationNoticeHours: '24',
        reminders: [
          { amount: '1', unit: 'days' },
          { amount: '24', unit: 'hours' },
        ],
      },
    });
    expect(repeated.errors).toMatchObject({
      policy: { reminders: [undefined, { amount: { message: VALIDATION_MESSAGES.reminderLeadsRepeated } }] },
    });
  });
});
