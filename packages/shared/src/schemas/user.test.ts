import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { PRIVACY_MESSAGES } from '../domain/privacy';
import { issuesToDetails } from '../errors/api-error';
import {
  authResponseSchema,
  businessRegistrationFormSchema,
  changePasswordFormSchema,
  changePasswordRequestSchema,
  customerRegistrationFormSchema,
  loginFormSchema,
  loginRequestSchema,
  oauthStartStateSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  toRegisterRequest,
  updateProfileRequestSchema,
  updateRoleRequestSchema,
  userSchema,
  verifyEmailRequestSchema,
} from './user';

type Parsed = { success: boolean; error?: { issues: Parameters<typeof issuesToDetails>[0] } };
const details = (result: Parsed) => (result.success ? [] : issuesToDetails(result.error?.issues ?? []));

const user = {
  id: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
  name: 'Ann',
  email: 'ann@example.com',
  phone: null,
  role: 'customer',
  avatar: null,
  provider: 'local',
  emailVerified: false,
  createdAt: '2026-03-02T09:00:00.000Z',
};

describe('user and auth answers', () => {
  it('parses a user and the auth answer', () => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(authResponseSchema.parse({ token: 'jwt', user })).toEqual({ token: 'jwt', user });
    expect(userSchema.safeParse({ ...user, role: 'admin' }).success).toBe(false);
    const { emailVerified: _left, ...older } = user;
    expect(userSchema.safeParse(older).success).toBe(false);
  });
});

describe('account links', () => {
  const token = `${'3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60'}.${'a'.repeat(43)}`;
  it('takes a token of the emails and refuses anything else before any work', () => {
    expect(verifyEmailRequestSchema.parse({ token })).toEqual({ token });
    for (const bad of ['', 'no-dot', `${token}.extra`, `${'x'.repeat(65)}.${'a'.repeat(43)}`, 'a b.c d']) {
      expect(details(verifyEmailRequestSchema.safeParse({ token: bad }))).toEqual([
        { path: 'token', message: M.accountTokenInvalid },
      ]);
    }
  });

  it('checks the new password of a reset as registration does, and the form its confirmation first', () => {
    expect(details(resetPasswordRequestSchema.safeParse({ token, newPassword: 'abc' }))).toEqual([
      { path: 'newPassword', message: M.passwordTooShort },
    ]);
    expect(
      details(resetPasswordFormSchema.safeParse({ newPassword: 'abc', confirmPassword: 'abd' })),
    ).toEqual([{ path: 'confirmPassword', message: M.newPasswordsMismatch }]);
    expect(
      details(resetPasswordFormSchema.safeParse({ newPassword: 'abc', confirmPassword: 'abc' })),
    ).toEqual([{ path: 'newPassword', message: M.passwordTooShort }]);
    expect(
      resetPasswordFormSchema.safeParse({ newPassword: 'abcdef', confirmPassword: 'abcdef' }).success,
    ).toBe(true);
  });
});

describe('login', () => {
  it.each([
    [{ email: 'Ann@Example.com', password: 'x' }, []],
    [
      { email: '', password: '' },
      [
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ],
    ],
    [
      { email: 'ann', password: 'secret' },
      [{ path: 'email', message: 'Please enter a valid email address' }],
    ],
    [
      { email: 'ann@example.com', password: 'x'.repeat(129) },
      [{ path: 'password', message: 'Password must be at most 128 characters' }],
    ],
    [
      {},
      [
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(details(loginRequestSchema.safeParse(input))).toEqual(expected);
    expect(details(loginFormSchema.safeParse(input))).toEqual(expected);
  });

  it('lowercases the email, keeps the role, drops unknown keys', () => {
    expect(
      loginRequestSchema.parse({ email: ' Ann@Example.com ', password: 'pw', role: 'business', extra: 1 }),
    ).toEqual({
      email: 'ann@example.com',
      password: 'pw',
      role: 'business',
    });
  });
});

describe('registration', () => {
  it('registers a customer with a phone and a business without', () => {
    expect(
      registerRequestSchema.parse({
        role: 'customer',
        name: 'Ann',
        email: 'a@b.co',
        password: 'secret',
        phone: '555 0100',
      }),
    ).toEqual({
      role: 'customer',
      name: 'Ann',
      email: 'a@b.co',
      password: 'secret',
      phone: '555 0100',
    });
    expect(
      registerRequestSchema.parse({
        role: 'business',
        name: 'Bo',
        email: 'b@b.co',
        password: 'secret',
        phone: 'x',
      }),
    ).toEqual({
      role: 'business',
      name: 'Bo',
      email: 'b@b.co',
      password: 'secret',
    });
  });

  it.each([
    [
      { role: 'customer', name: 'Ann', email: 'a@b.co', password: 'secret' },
      [{ path: 'phone', message: 'Phone number is required' }],
    ],
    [
      { role: 'business', name: '', email: 'a@b.co', password: 'secret' },
      [{ path: 'name', message: 'Name is required' }],
    ],
    [
      { role: 'business', name: 'Bo', email: 'a@b.co', password: '12345' },
      [{ path: 'password', message: 'Password must be at least 6 characters' }],
    ],
    [
      { role: 'business', name: 'Bo', email: 'a@b.co', password: '' },
      [{ path: 'password', message: 'Password is required' }],
    ],
    [
      { role: 'business', name: 'Bo', email: 'a@b.co', password: 'p'.repeat(129) },
      [{ path: 'password', message: 'Password must be at most 128 characters' }],
    ],
    [
      { role: 'admin', name: 'Bo', email: 'a@b.co', password: 'secret' },
      [{ path: 'role', message: 'Please choose Customer or Business Owner' }],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(details(registerRequestSchema.safeParse(input))).toEqual(expected);
  });

  it('checks the business registration form, username included', () => {
    expect(
      businessRegistrationFormSchema.parse({
        username: ' Bella-Hair ',
        name: 'Bo',
        email: 'b@b.co',
        password: 'secret',
        timezone: 'europe/berlin',
        acceptTerms: true,
      }),
    ).toEqual({
      username: 'bella-hair',
      name: 'Bo',
      email: 'b@b.co',
      password: 'secret',
      timezone: 'Europe/Berlin',
      acceptTerms: true,
    });
    expect(
      details(
        businessRegistrationFormSchema.safeParse({
          username: '',
          name: '',
          email: '',
          password: '',
          timezone: 'Mars/Olympus',
        }),
      ),
    ).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'name', message: 'Name is required' },
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'Password is required' },
      { path: 'timezone', message: M.timezoneInvalid },
      { path: 'acceptTerms', message: PRIVACY_MESSAGES.termsRequired },
    ]);
  });

  it('registers a business account with its business, checked by the business rules', () => {
    const account = { role: 'business', name: 'Bo', email: 'b@b.co', password: 'secret' };
    expect(
      registerRequestSchema.parse({
        ...account,
        business: { username: ' Bella ', timezone: 'Europe/Paris' },
      }),
    ).toEqual({ ...account, business: { username: 'bella', timezone: 'Europe/Paris' } });
    expect(
      details(
        registerRequestSchema.safeParse({
          ...account,
          business: { username: 'api', name: ' ', timezone: '+01:00', category: 'bakery' },
        }),
      ),
    ).toEqual([
      { path: 'business.username', message: M.usernameReserved },
      { path: 'business.name', message: M.businessNameRequired },
      { path: 'business.timezone', message: M.timezoneInvalid },
      { path: 'business.category', message: M.categoryRequired },
    ]);
  });

  it('checks the customer registration form', () => {
    expect(
      details(customerRegistrationFormSchema.safeParse({ name: '', email: '', phone: '', password: '' })),
    ).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'Password is required' },
      { path: 'phone', message: 'Phone number is required' },
      { path: 'acceptTerms', message: PRIVACY_MESSAGES.termsRequired },
    ]);
  });

  it('turns a form into the register call, the business with the account', () => {
    expect(
      toRegisterRequest(
        {
          username: 'bella',
          name: 'Bo',
          email: 'b@b.co',
          password: 'secret',
          timezone: 'Europe/Rome',
          acceptTerms: true,
        },
        'business',
      ),
    ).toEqual({
      role: 'business',
      name: 'Bo',
      email: 'b@b.co',
      password: 'secret',
      acceptTerms: true,
      business: { username: 'bella', timezone: 'Europe/Rome' },
    });
    expect(
      toRegisterRequest(
        { name: 'Ann', email: 'a@b.co', phone: '555 0100', password: 'secret', acceptTerms: true },
        'customer',
      ),
    ).toEqual({
      role: 'customer',
      name: 'Ann',
      email: 'a@b.co',
      password: 'secret',
      phone: '555 0100',
      acceptTerms: true,
    });
  });

  it('asks the forms for agreement to the terms, and the API refuses a refusal', () => {
    const form = { name: 'Ann', email: 'a@b.co', phone: '555 0100', password: 'secret' };
    expect(details(customerRegistrationFormSchema.safeParse(form))).toEqual([
      { path: 'acceptTerms', message: PRIVACY_MESSAGES.termsRequired },
    ]);
    expect(customerRegistrationFormSchema.safeParse({ ...form, acceptTerms: true }).success).toBe(true);
    const request = { role: 'customer', ...form };
    expect(registerRequestSchema.safeParse(request).success).toBe(true);
    expect(details(registerRequestSchema.safeParse({ ...request, acceptTerms: false }))).toEqual([
      { path: 'acceptTerms', message: PRIVACY_MESSAGES.termsRequired },
    ]);
  });
});

describe('role, profile and password', () => {
  it('defaults the role choice to customer', () => {
    expect(updateRoleRequestSchema.parse({})).toEqual({ role: 'customer' });
    expect(updateRoleRequestSchema.parse({ role: 'business' })).toEqual({ role: 'business' });
    expect(details(updateRoleRequestSchema.safeParse({ role: 'admin' }))).toEqual([
      { path: 'role', message: 'Please choose Customer or Business Owner' },
    ]);
    expect(oauthStartStateSchema.parse({ intendedRole: 'business' })).toEqual({ intendedRole: 'business' });
  });

  it("bounds the web app's sign-in nonce in the start state", () => {
    const nonce = 'A'.repeat(21) + '-_0123456789abcdefXYZ';
    expect(oauthStartStateSchema.parse({ intendedRole: 'customer', nonce })).toEqual({
      intendedRole: 'customer',
      nonce,
    });
    for (const bad of ['short', 'x'.repeat(129), `${'a'.repeat(30)}<script>`, `${'a'.repeat(30)} b`, 42]) {
      expect(oauthStartStateSchema.safeParse({ intendedRole: 'customer', nonce: bad }).success).toBe(false);
    }
  });

  it.each([
    [{ name: 'Ann', email: 'ANN@b.co', phone: '555 0100' }, []],
    [
      { name: '', email: '', phone: '' },
      [
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Email is required' },
        { path: 'phone', message: 'Phone number is required' },
      ],
    ],
    [
      { name: 'Ann', email: 'nope', phone: '555 0100' },
      [{ path: 'email', message: 'Please enter a valid email address' }],
    ],
  ])('profile %j -> %j', (input, expected) => {
    expect(details(updateProfileRequestSchema.safeParse(input))).toEqual(expected);
  });

  it.each([
    // The spec's order: mismatch first, then length.
    [
      { currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abd' },
      [{ path: 'confirmPassword', message: 'New passwords do not match' }],
    ],
    [
      { currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' },
      [{ path: 'newPassword', message: 'New password must be at least 6 characters' }],
    ],
    [
      { currentPassword: 'old', newPassword: '', confirmPassword: '' },
      [{ path: 'newPassword', message: 'New password must be at least 6 characters' }],
    ],
    [{ currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdef' }, []],
    [
      { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' },
      [{ path: 'currentPassword', message: 'Current password is required' }],
    ],
    [
      { currentPassword: '', newPassword: 'a', confirmPassword: 'b' },
      [
        { path: 'currentPassword', message: 'Current password is required' },
        { path: 'confirmPassword', message: 'New passwords do not match' },
      ],
    ],
    [
      { currentPassword: 'old', newPassword: 'n'.repeat(129), confirmPassword: 'n'.repeat(129) },
      [{ path: 'newPassword', message: 'New password must be at most 128 characters' }],
    ],
  ])('password form %j -> %j', (input, expected) => {
    expect(details(changePasswordFormSchema.safeParse(input))).toEqual(expected);
  });

  it('sends only current and new password', () => {
    expect(
      changePasswordRequestSchema.parse({
        currentPassword: 'old',
        newPassword: 'abcdef',
        confirmPassword: 'abcdef',
      }),
    ).toEqual({
      currentPassword: 'old',
      newPassword: 'abcdef',
    });
    expect(
      details(changePasswordRequestSchema.safeParse({ currentPassword: 'old', newPassword: 'abc' })),
    ).toEqual([{ path: 'newPassword', message: 'New password must be at least 6 characters' }]);
  });
});
