// Users, sign-in, registration, profile and password (spec sections 3, 5 and 7).

import { z } from 'zod';
import {
  AUTH_PROVIDERS,
  OAUTH_PROVIDERS,
  DEFAULT_USER_ROLE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_ROLES,
} from '../domain/constants';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { PRIVACY_MESSAGES } from '../domain/privacy';
import {
  emailSchema,
  idSchema,
  instantSchema,
  personNameSchema,
  phoneSchema,
  requiredText,
  timeZoneSchema,
} from './common';
import { businessSchema, categorySchema, usernameSchema } from './business';

export const userRoleSchema = z.enum(USER_ROLES, { error: M.roleInvalid });
const authProviderSchema = z.enum(AUTH_PROVIDERS);

/** The signed-in user as the API answers it and the web keeps it (`user` in local storage). */
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: userRoleSchema,
  avatar: z.string().nullable(),
  provider: authProviderSchema,
  /**
   * Whether the owner of the account has shown they read its email (a link we sent, or a
   * provider that vouches for it). Guest bookings made with the address, and external sign-ins
   * with it, join the account only once it is (decisions.md 8.5).
   */
  emailVerified: z.boolean(),
  /**
   * A new address asked for and not confirmed yet (docs/decisions/0030): `email` stays the
   * account's address until the link sent to this one is opened. Given by the profile routes.
   */
  pendingEmail: z.string().nullable().optional(),
  /**
   * A business account's choice of the weekly summary email of the businesses it owns (decisions.md
   * 9.4; on by default). Given by the profile routes, to business accounts only.
   */
  weeklySummaryEmails: z.boolean().optional(),
  createdAt: instantSchema,
});
export type User = z.infer<typeof userSchema>;

/** Registration password: decisions.md section 3 bounds it to 6..128. One message per failure. */
const newPasswordSchema = z.string({ error: M.passwordRequired }).superRefine((password, ctx) => {
  if (password === '') ctx.addIssue({ code: 'custom', message: M.passwordRequired });
  else if (password.length < PASSWORD_MIN_LENGTH)
    ctx.addIssue({ code: 'custom', message: M.passwordTooShort });
  else if (password.length > PASSWORD_MAX_LENGTH)
    ctx.addIssue({ code: 'custom', message: M.passwordTooLong });
});

/** Sign-in password: no length rule beyond a bound (spec section 5: none shown). */
const loginPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

/** `POST /auth/login`; the forms send the role of the screen they are on. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  role: userRoleSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
/** The login screens' form: email and password (the role comes from the screen). */
export const loginFormSchema = loginRequestSchema.pick({ email: true, password: true });

/**
 * Agreement to the terms and the privacy notice (issue 39): the registration forms require it;
 * the API refuses `false` and takes its absence from the clients of spec section 7, whose
 * payload has no such field (docs/decisions/0042).
 */
const acceptTermsSchema = z.literal(true, { error: PRIVACY_MESSAGES.termsRequired });

/**
 * The business made together with a business account (issue 33): the account and the business
 * are created in one transaction, or neither is (a taken username refuses before anything is
 * written). `name` defaults to the account's name, `timezone` to the server's, `category` to
 * `other`; the rest of the profile is completed later (docs/decisions/0003).
 */
const businessSignUpSchema = z.object({
  username: usernameSchema,
  name: requiredText(M.businessNameRequired, NAME_MAX_LENGTH, M.nameTooLong).optional(),
  /** The browser's zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), editable in the form. */
  timezone: timeZoneSchema.optional(),
  category: categorySchema.optional(),
});
export type BusinessSignUp = z.output<typeof businessSignUpSchema>;

const businessRegisterRequestSchema = z.object({
  role: z.literal('business'),
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** Optional: without it the account has no business yet (a staff member's, or an older client's). */
  business: businessSignUpSchema.optional(),
  acceptTerms: acceptTermsSchema.optional(),
});
const customerRegisterRequestSchema = z.object({
  role: z.literal('customer'),
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phone: phoneSchema,
  acceptTerms: acceptTermsSchema.optional(),
});

/**
 * `POST /auth/register`: phone only for customers. A business account may bring its business
 * (`business`), created in the same transaction; older clients create it with `POST /businesses`.
 */
export const registerRequestSchema = z.discriminatedUnion(
  'role',
  [businessRegisterRequestSchema, customerRegisterRequestSchema],
  { error: M.roleInvalid },
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * 'Business Registration' form: the username and the time zone (the browser's, editable) are
 * sent with the account, which is created with its business or not at all.
 */
export const businessRegistrationFormSchema = z.object({
  username: usernameSchema,
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  timezone: timeZoneSchema,
  acceptTerms: acceptTermsSchema,
});
export type BusinessRegistrationForm = z.infer<typeof businessRegistrationFormSchema>;

/** 'Create Customer Account' form. */
export const customerRegistrationFormSchema = customerRegisterRequestSchema
  .omit({ role: true })
  .extend({ acceptTerms: acceptTermsSchema });
export type CustomerRegistrationForm = z.infer<typeof customerRegistrationFormSchema>;

/** The register call of a registration form: drops what the call does not take. */
export function toRegisterRequest(
  form: BusinessRegistrationForm | CustomerRegistrationForm,
  role: z.infer<typeof userRoleSchema>,
): RegisterRequest {
  if (role === 'customer' && 'phone' in form) {
    return {
      role,
      name: form.name,
      email: form.email,
      password: form.password,
      phone: form.phone,
      acceptTerms: form.acceptTerms,
    };
  }
  const account = {
    role: 'business' as const,
    name: form.name,
    email: form.email,
    password: form.password,
    acceptTerms: form.acceptTerms,
  };
  return 'username' in form
    ? { ...account, business: { username: form.username, timezone: form.timezone } }
    : account;
}

/** Answer of register, login and the external sign-in return. */
export const authResponseSchema = z.object({ token: z.string().min(1), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Answer of `POST /auth/register`: the session, and the business when one was made with it. */
export const registerResponseSchema = authResponseSchema.extend({ business: businessSchema.optional() });

/** `PUT /auth/update-role` and the 'Complete Your Profile' choice (customer by default). */
export const updateRoleRequestSchema = z.object({ role: userRoleSchema.default(DEFAULT_USER_ROLE) });
export type UpdateRoleRequest = z.infer<typeof updateRoleRequestSchema>;

/** The external sign-in providers (`GET /auth/{provider}`). */
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/** `GET /auth/providers`: the providers the server is configured for, in the order the forms show them. */
export const signInProvidersResponseSchema = z.object({ providers: z.array(oauthProviderSchema) });

/** `GET /auth/{provider}?state=...`: `state` is JSON text (see `oauthStartStateSchema`); a bad one means customer. */
export const oauthStartQuerySchema = z.object({ state: z.string().optional() });

/** `GET /auth/{provider}/callback`: what the provider sends back (any other parameter is kept for it). */
export const oauthCallbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/**
 * `state` of `/auth/google` and `/auth/facebook`: JSON carrying the role chosen before sign-in and,
 * from the web app, `nonce`: a random value the starting tab keeps, which the server seals into its
 * state and hands back on a successful return (`/auth/callback?...&state=<nonce>`), so the page
 * signs in only a sign-in that this browser started.
 */
export const oauthStartStateSchema = z.object({
  intendedRole: userRoleSchema.default(DEFAULT_USER_ROLE),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22,128}$/)
    .optional(),
});

/**
 * `PUT /users/profile` and the Personal Information form: name, email and phone required; a
 * business account also says whether it wants the weekly summary email.
 */
export const updateProfileRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  /** Asked for when the email changes (an account with a password; docs/decisions/0030). */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, M.passwordTooLong).optional(),
  /** A business account's weekly summary email (decisions.md 9.4); left out, it stays as it is. */
  weeklySummaryEmails: z.boolean().optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** `PUT /users/password`. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired),
  newPassword: z
    .string({ error: M.newPasswordTooShort })
    .min(PASSWORD_MIN_LENGTH, M.newPasswordTooShort)
    .max(PASSWORD_MAX_LENGTH, M.newPasswordTooLong),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * The link of an account email: `{id}.{mac}` in base64url (decisions.md 8.5). Bounded so that a
 * forged one is refused before any work.
 */
const accountTokenSchema = z
  .string({ error: M.accountTokenInvalid })
  .regex(/^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{16,64}$/, M.accountTokenInvalid);

/** `POST /auth/verify-email`: the token of the link in the verification email. */
export const verifyEmailRequestSchema = z.object({ token: accountTokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** `POST /auth/forgot-password` and the 'Forgot password?' form. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** `POST /auth/reset-password`: the link's token and the new password (the registration rule). */
export const resetPasswordRequestSchema = z.object({
  token: accountTokenSchema,
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset page's form: the new password twice, checked as the password-change form is. */
export const resetPasswordFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.newPasswordsMismatch });
      return;
    }
    const checked = newPasswordSchema.safeParse(form.newPassword);
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: checked.error.issues[0]!.message });
    }
  });

/** `PUT /users/password` answer: earlier tokens stop working, so it carries the session's new one. */
export const passwordChangedResponseSchema = z.object({ message: z.string(), token: z.string().min(1) });

/**
 * The password-change form: current, new and confirm. The spec orders the checks: 'New passwords
 * do not match' first, and only when they match 'New password must be at least 6 characters'.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.newPasswordsMismatch });
      return;
    }
    if (form.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: M.newPasswordTooShort });
    } else if (form.newPassword.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: M.newPasswordTooLong });
    }
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
