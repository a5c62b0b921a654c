import { PRIVACY_MESSAGES, VALIDATION_MESSAGES as M } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import { staffAccountErrors } from './staff-account';

describe('staffAccountErrors', () => {
  it('accepts a complete account', () => {
    expect(
      staffAccountErrors({
        name: 'Maya',
        email: 'maya@example.com',
        password: 'secret123',
        acceptTerms: true,
      }),
    ).toEqual({});
  });

  it('names each wrong field once, in the registration’s words', () => {
    const errors = staffAccountErrors({ name: '', email: 'nope', password: '', acceptTerms: false });
    expect(errors.name).toBe(M.nameRequired);
    expect(errors.email).toBe(M.emailInvalid);
    expect(errors.password).toBe(M.passwordRequired);
    expect(errors.acceptTerms).toBe(PRIVACY_MESSAGES.termsRequired);
  });
});
