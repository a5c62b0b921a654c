import { VALIDATION_MESSAGES } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  canAddReminder,
  fieldsToPolicy,
  formFieldOfIssue,
  minutesToReminder,
  nextReminder,
  policyToFields,
  reminderToMinutes,
} from './policy-model';

describe('reminder lead times', () => {
  it('show in the largest unit that keeps them whole', () => {
    expect(minutesToReminder(1440)).toEqual({ amount: '1', unit: 'days' });
    expect(minutesToReminder(10080)).toEqual({ amount: '7', unit: 'days' });
    expect(minutesToReminder(120)).toEqual({ amount: '2', unit: 'hours' });
    expect(minutesToReminder(1500)).toEqual({ amount: '25', unit: 'hours' });
    expect(minutesToReminder(90)).toEqual({ amount: '90', unit: 'minutes' });
    expect(minutesToReminder(5)).toEqual({ amount: '5', unit: 'minutes' });
  });

  it('convert to minutes, decimals included', () => {
    expect(reminderToMinutes({ amount: '2', unit: 'days' })).toBe(2880);
    expect(reminderToMinutes({ amount: '1.5', unit: 'hours' })).toBe(90);
    expect(reminderToMinutes({ amount: '0.1', unit: 'hours' })).toBe(6);
    expect(reminderToMinutes({ amount: ' 30 ', unit: 'minutes' })).toBe(30);
  });

  it('keep what is not a whole minute or not a number as it is, for the schema to refuse', () => {
    expect(reminderToMinutes({ amount: '2.5', unit: 'minutes' })).toBe(2.5);
    expect(reminderToMinutes({ amount: '', unit: 'hours' })).toBeNaN();
    expect(reminderToMinutes({ amount: 'soon', unit: 'hours' })).toBeNaN();
  });

  it('round-trip every stored value', () => {
    for (const minutes of [5, 45, 60, 90, 720, 1440, 1500, 2880, 10080]) {
      expect(reminderToMinutes(minutesToReminder(minutes))).toBe(minutes);
    }
  });

  it('offer a lead time not chosen yet when one is added, up to three', () => {
    expect(nextReminder([])).toEqual({ amount: '1', unit: 'days' });
    expect(nextReminder([{ amount: '24', unit: 'hours' }])).toEqual({ amount: '1', unit: 'hours' });
    expect(
      nextReminder([
        { amount: '1', unit: 'days' },
        { amount: '60', unit: 'minutes' },
      ]),
    ).toEqual({ amount: '2', unit: 'hours' });
    expect(canAddReminder([1, 2])).toBe(true);
    expect(canAddReminder([1, 2, 3])).toBe(false);
  });
});

describe('the policy fields', () => {
  it('start from the stored policy, or the defaults', () => {
    expect(
      policyToFields({
        cancellationNoticeHours: 48,
        waitlistHoldMinutes: 30,
        reminderLeadMinutes: [1440, 60],
      }),
    ).toEqual({
      cancellationNoticeHours: '48',
      waitlistHoldMinutes: '30',
      reminders: [
        { amount: '1', unit: 'days' },
        { amount: '1', unit: 'hours' },
      ],
    });
    expect(policyToFields({ cancellationNoticeHours: 0, reminderLeadMinutes: [] })).toEqual({
      cancellationNoticeHours: '0',
      waitlistHoldMinutes: '15',
      reminders: [],
    });
    expect(policyToFields({})).toEqual({
      cancellationNoticeHours: '24',
      waitlistHoldMinutes: '15',
      reminders: [{ amount: '1', unit: 'days' }],
    });
  });

  it('become the request fields', () => {
    expect(
      fieldsToPolicy({
        cancellationNoticeHours: '12',
        waitlistHoldMinutes: ' 20 ',
        reminders: [
          { amount: '2', unit: 'days' },
          { amount: '30', unit: 'minutes' },
        ],
      }),
    ).toEqual({ cancellationNoticeHours: 12, waitlistHoldMinutes: 20, reminderLeadMinutes: [2880, 30] });
    const blank = fieldsToPolicy({ cancellationNoticeHours: ' ', waitlistHoldMinutes: '', reminders: [] });
    expect(blank.cancellationNoticeHours).toBeNaN();
    expect(blank.waitlistHoldMinutes).toBeNaN();
  });
});

describe('errors of the shared schema', () => {
  it('go to the control they are about', () => {
    expect(formFieldOfIssue(['cancellationNoticeHours'], 'x', [])).toBe('policy.cancellationNoticeHours');
    expect(formFieldOfIssue(['waitlistHoldMinutes'], 'x', [])).toBe('policy.waitlistHoldMinutes');
    expect(formFieldOfIssue(['reminderLeadMinutes', 1], 'x', [60, 3])).toBe('policy.reminders.1.amount');
    expect(formFieldOfIssue(['description'], 'x', [])).toBe('description');
  });

  it('put a repeated lead time on the row that repeats it, anything else on the list', () => {
    expect(
      formFieldOfIssue(['reminderLeadMinutes'], VALIDATION_MESSAGES.reminderLeadsRepeated, [60, 1440, 60]),
    ).toBe('policy.reminders.2.amount');
    expect(
      formFieldOfIssue(['reminderLeadMinutes'], VALIDATION_MESSAGES.reminderLeadsTooMany, [5, 6, 7, 8]),
    ).toBe('policy.reminders');
  });
});
