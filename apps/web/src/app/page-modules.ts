// The code of each page, by its key in PATHS: the router loads it when the page is opened, and
// route-preload.ts starts loading the page of the address being opened alongside the app itself.
import type { ComponentType } from 'react';
import { PATHS } from '@/config/paths';

type PageModule = () => Promise<{ default: ComponentType }>;
type PageKey = keyof typeof PATHS;

export const PAGE_MODULES = {
  explore: () => import('./routes/explore'),
  welcome: () => import('./routes/welcome'),
  businessLogin: () => import('./routes/business-login'),
  businessRegister: () => import('./routes/business-register'),
  customerLogin: () => import('./routes/customer-login'),
  customerRegister: () => import('./routes/customer-register'),
  authCallback: () => import('./routes/auth-callback'),
  forgotPassword: () => import('./routes/forgot-password'),
  resetPassword: () => import('./routes/reset-password'),
  verifyEmail: () => import('./routes/verify-email'),
  manageBooking: () => import('./routes/manage-booking'),
  businessDashboard: () => import('./routes/business-dashboard'),
  businessProfile: () => import('./routes/business-profile'),
  businessHistory: () => import('./routes/business-history'),
  customerDashboard: () => import('./routes/customer-dashboard'),
  customerProfile: () => import('./routes/customer-profile'),
  customerHistory: () => import('./routes/customer-history'),
  customerMessages: () => import('./routes/customer-messages'),
  customerBookingReview: () => import('./routes/customer-booking-review'),
  businessById: () => import('./routes/business-page'),
  businessByUsername: () => import('./routes/business-page'),
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
