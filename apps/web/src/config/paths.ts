// Every page of the web app (spec section 2), written once: the router declares its routes from
// `PATHS`, and every link, redirect and guard builds its target with the helpers below. Which
// page belongs to which role (dashboard, history, profile, login, registration) is `ROLE_PAGES`.
// Imported by every layer, so it imports from the shared package only its small, library-free
// modules (the page patterns) and types.
import {
  PAGE_PATHS,
  type OAuthCallbackError,
  type OAuthFailureReason,
  type OnboardingPageStep,
  type UserRole,
} from '@booklane/shared/domain';

/**
 * The route patterns, from the shared package: the server answers 404 for any address that none
 * of them matches (docs/decisions/0021), so the router and the server cannot disagree.
 */
export const PATHS = PAGE_PATHS;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

type RolePages = {
  dashboard: AppPath;
  history: AppPath;
  profile: AppPath;
  login: AppPath;
  register: AppPath;
};

/** The pages of each role. */
const ROLE_PAGES = {
  business: {
    dashboard: PATHS.businessDashboard,
    history: PATHS.businessHistory,
    profile: PATHS.businessProfile,
    login: PATHS.businessLogin,
    register: PATHS.businessRegister,
  },
  customer: {
    dashboard: PATHS.customerDashboard,
    history: PATHS.customerHistory,
    profile: PATHS.customerProfile,
    login: PATHS.customerLogin,
    register: PATHS.customerRegister,
  },
} as const satisfies Record<UserRole, RolePages>;

/** Where a signed-in user lands, and "Back to dashboard" leads: the dashboard of their role. */
export function dashboardPathOf(role: UserRole): AppPath {
  return ROLE_PAGES[role].dashboard;
}

/** The history page of a role (navigation bar). */
export function historyPathOf(role: UserRole): AppPath {
  return ROLE_PAGES[role].history;
}

/** The profile page of a role (navigation bar, 'Profile Settings'). */
export function profilePathOf(role: UserRole): AppPath {
  return ROLE_PAGES[role].profile;
}

/** The login page of a role. */
export function loginPathOf(role: UserRole): AppPath {
  return ROLE_PAGES[role].login;
}

/** The registration page of a role. */
export function registerPathOf(role: UserRole): AppPath {
  return ROLE_PAGES[role].register;
}

/** The query parameter of a login page naming the page to go back to once signed in. */
export const RETURN_PARAM = 'next';

/** A login page that, once signed in, goes back to `returnTo` (a protected page). */
export function loginReturningTo(loginPath: string, returnTo: string): string {
  return `${loginPath}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

/**
 * `path` passing on the page to go back to, when there is one: the links between the login, the
 * registration and the welcome page keep `?next=`, so a detour to create an account still returns.
 */
export function keepingReturn(path: string, returnTo: string | null): string {
  return returnTo ? loginReturningTo(path, returnTo) : path;
}

/**
 * The page to go back to after signing in, when it is a page of this app (never another site).
 * Anything else, control characters included (`%0d%0a` decoded), is ignored quietly: the sign-in
 * goes on to the dashboard.
 */
export function safeReturnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/\p{Cc}/u.test(next)) return null;
  return next;
}

/** The query parameter of the onboarding page naming its step. */
export const ONBOARDING_STEP_PARAM = 'step';

/** The onboarding after business registration (issue 33), at a step: `/business/onboarding?step=hours`. */
export function onboardingPath(step?: OnboardingPageStep): string {
  return step ? `${PATHS.businessOnboarding}?${ONBOARDING_STEP_PARAM}=${step}` : PATHS.businessOnboarding;
}

/** The query parameter of the forgot-password page naming the login it came from. */
export const ROLE_PARAM = 'role';

/** 'Forgot password?' of a login screen: `/forgot-password?role={role}`. */
export function forgotPasswordPath(role: UserRole): string {
  return `${PATHS.forgotPassword}?${ROLE_PARAM}=${role}`;
}

/** A route pattern with its `:name` segments filled in, each value URI-encoded. */
function fill(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/**
 * `/{username}`: a business's public page. (The directory's 'View & Book' link, which falls back
 * to the page by id without a username, is the shared `businessPageHref`; paths.test.ts checks it
 * lands on these routes.)
 */
export function publicPagePath(username: string): string {
  return fill(PATHS.businessByUsername, { username });
}

/** `/embed/{username}`: a business's booking flow alone, for other sites to frame (decisions.md 9.5). */
export function embedPath(username: string): string {
  return fill(PATHS.embed, { username });
}

/** `/customer/business/{id}`: a business page by id. */
export function businessByIdPath(businessId: string): string {
  return fill(PATHS.businessById, { businessId });
}

/** `/join/{token}`: the page of a team invitation's link (decisions.md 9.2). */
export function joinTeamPath(token: string): string {
  return fill(PATHS.joinTeam, { token });
}

/** `/waitlist/offers/{token}`: the page of a place held for a person on a waitlist (decisions.md 9.3). */
export function waitlistOfferPath(token: string): string {
  return fill(PATHS.waitlistOffer, { token });
}

/**
 * `/business/customers/{key}`: one customer of the business (decisions.md 9.4). The key
 * (`email:ana@example.com`) is percent-encoded into one path segment.
 */
export function businessCustomerPath(key: string): string {
  return fill(PATHS.businessCustomer, { key });
}

/** The business dashboard opened on a tab (`/business/dashboard?tab=customers`). */
export function businessDashboardTabPath(tab: string): string {
  return `${PATHS.businessDashboard}?tab=${encodeURIComponent(tab)}`;
}

/** The query parameter of the welcome page that names a failed external sign-in. */
export const SIGN_IN_ERROR_PARAM = 'error';

/** The query parameter of the welcome page that says more about `error=oauth_failed`. */
export const SIGN_IN_REASON_PARAM = 'reason';

/**
 * The welcome page telling why an external sign-in did not complete: `/login?error={code}`, and
 * `&reason={reason}` when the app knows more, and `&next={page}` when the sign-in was to lead back
 * to a page: a retry from there still does.
 */
export function signInErrorPath(
  code: OAuthCallbackError,
  reason?: OAuthFailureReason,
  returnTo: string | null = null,
): string {
  const base = `${PATHS.welcome}?${SIGN_IN_ERROR_PARAM}=${code}`;
  const withReason = reason ? `${base}&${SIGN_IN_REASON_PARAM}=${reason}` : base;
  return returnTo ? `${withReason}&${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : withReason;
}

/** The query parameter of the messages page that opens (or starts) the chat with a business. */
export const CHAT_WITH_BUSINESS_PARAM = 'business';

/** The customer's messages, opening the chat with a business: `/customer/messages?business={id}`. */
export function chatWithBusinessPath(businessId: string): string {
  return `${PATHS.customerMessages}?${CHAT_WITH_BUSINESS_PARAM}=${encodeURIComponent(businessId)}`;
}
