import { describe, expect, it } from 'vitest';
import { registrationPrefillFrom, registrationPrefillState } from './registration-prefill';

describe('the guest details carried to the customer registration', () => {
  const guest = { name: 'Guest Person', email: 'guest@example.test', phone: '+1 555 0123' };

  it('reads back what the success sheet sent', () => {
    expect(registrationPrefillFrom(registrationPrefillState(guest))).toEqual(guest);
  });

  it('trims the values and keeps a partly filled set', () => {
    expect(
      registrationPrefillFrom({ registrationPrefill: { name: '  Ann  ', email: '', phone: undefined } }),
    ).toEqual({ name: 'Ann', email: '', phone: '' });
  });

  it('ignores a state without details, or with values that are not text', () => {
    for (const state of [
      null,
      undefined,
      'text',
      42,
      {},
      { other: guest },
      { registrationPrefill: null },
      { registrationPrefill: 'guest' },
      { registrationPrefill: { name: 1, email: {}, phone: [] } },
      { registrationPrefill: { name: '   ', email: '', phone: '' } },
    ]) {
      expect(registrationPrefillFrom(state)).toBeNull();
    }
  });

  it('cuts an overlong value', () => {
    const prefill = registrationPrefillFrom({ registrationPrefill: { name: 'x'.repeat(5000) } });
    expect(prefill?.name).toHaveLength(200);
  });
});
