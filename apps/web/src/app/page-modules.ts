// The code of each page, by its key in PATHS: the router loads it when the page is opened, and
// route-preload.ts starts loading the page of the address being opened alongside the app itself.
import type { ComponentType } from 'react';
import { PATHS } from '@/config/paths';

type PageModule = () => Promise<{ default: ComponentType }>;
type PageKey = keyof typeof PATHS;

export const PAGE_MODULES = {
  explore: () => import('@/pages/explore/explore-page'),
  welcome: () => import('@/pages/welcome/welcome-page'),
  businessLogin: () => import('@/pages/business-login/business-login-page'),
  businessRegister: () => import('@/pages/business-register/business-register-page'),
  customerLogin: () => import('@/pages/customer-login/customer-login-page'),
  customerRegister: () => import('@/pages/customer-register/customer-register-page'),
  authCallback: () => import('@/pages/auth-callback/auth-callback-page'),
  forgotPassword: () => import('@/pages/forgot-password/forgot-password-page'),
  resetPassword: () => import('@/pages/reset-password/reset-password-page'),
  verifyEmail: () => import('@/pages/verify-email/verify-email-page'),
  undoEmailChange: () => import('@/pages/undo-email-change/undo-email-change-page'),
  manageBooking: () => import('@/pages/manage-booking/manage-booking-page'),
  joinTeam: () => import('@/pages/join/join-page'),
  waitlistLeave: () => import('@/pages/waitlist-leave/waitlist-leave-page'),
  waitlistOffer: () => import('@/pages/waitlist-offer/waitlist-offer-page'),
  terms: () => import('@/pages/terms/terms-page'),
  privacy: () => import('@/pages/privacy/privacy-page'),
  businessDashboard: () => import('@/pages/business-dashboard/business-dashboard-page'),
  businessOnboarding: () => import('@/pages/business-onboarding/business-onboarding-page'),
  businessProfile: () => import('@/pages/business-profile/business-profile-page'),
  businessHistory: () => import('@/pages/business-history/business-history-page'),
  businessCustomer: () => import('@/pages/business-customer/business-customer-page'),
  customerDashboard: () => import('@/pages/customer-dashboard/customer-dashboard-page'),
  customerProfile: () => import('@/pages/customer-profile/customer-profile-page'),
  customerHistory: () => import('@/pages/customer-history/customer-history-page'),
  customerMessages: () => import('@/pages/customer-messages/customer-messages-page'),
  customerBookingReview: () => import('@/pages/customer-booking-review/customer-booking-review-page'),
  embed: () => import('@/pages/embed/embed-page'),
  businessById: () => import('@/pages/business/business-page'),
  businessByUsername: () => import('@/pages/business/business-page'),
} satisfies Record<PageKey, PageModule>;

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/(.)\/+$/, '$1').split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
  );
}

// Fixed paths before those with parameters, as the router ranks them.
const RANKED = (Object.keys(PATHS) as PageKey[]).sort(
  (a, b) => Number(PATHS[a].includes(':')) - Number(PATHS[b].includes(':')),
);

/** The page the router shows at `pathname` (without loading the router), if any. */
export function pageOf(pathname: string): PageKey | undefined {
  return RANKED.find((key) => matches(PATHS[key], pathname));
}
