// Every route of spec section 2, at the paths of config/paths.ts. Pages load lazily so the directory route stays small; protected
// pages are wrapped in their guard (spec section 6).
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { PATHS } from '@/config/paths';
import { GUARDS, type GuardRule } from './guards';
import { Layout } from './layout';
import { RequireRole } from './require-role';
import { RouteError } from './route-error';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const guarded = (rule: GuardRule, load: () => Promise<{ default: ComponentType }>) => async () => {
  const Page = (await load()).default;
  return {
    Component: () => (
      <RequireRole rule={rule}>
        <Page />
      </RequireRole>
    ),
  };
};

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: PATHS.explore, lazy: page(() => import('./routes/explore')) },
      { path: PATHS.welcome, lazy: page(() => import('./routes/welcome')) },
      { path: PATHS.businessLogin, lazy: page(() => import('./routes/business-login')) },
      { path: PATHS.businessRegister, lazy: page(() => import('./routes/business-register')) },
      { path: PATHS.customerLogin, lazy: page(() => import('./routes/customer-login')) },
      { path: PATHS.customerRegister, lazy: page(() => import('./routes/customer-register')) },
      { path: PATHS.authCallback, lazy: page(() => import('./routes/auth-callback')) },
      { path: PATHS.forgotPassword, lazy: page(() => import('./routes/forgot-password')) },
      { path: PATHS.resetPassword, lazy: page(() => import('./routes/reset-password')) },
      { path: PATHS.verifyEmail, lazy: page(() => import('./routes/verify-email')) },
      { path: PATHS.manageBooking, lazy: page(() => import('./routes/manage-booking')) },
      {
        path: PATHS.businessDashboard,
        lazy: guarded(GUARDS.businessDashboard, () => import('./routes/business-dashboard')),
      },
      {
        path: PATHS.businessProfile,
        lazy: guarded(GUARDS.businessProfile, () => import('./routes/business-profile')),
      },
      {
        path: PATHS.businessHistory,
        lazy: guarded(GUARDS.businessHistory, () => import('./routes/business-history')),
      },
      {
        path: PATHS.customerDashboard,
        lazy: guarded(GUARDS.customerDashboard, () => import('./routes/customer-dashboard')),
      },
      {
        path: PATHS.customerProfile,
        lazy: guarded(GUARDS.customerProfile, () => import('./routes/customer-profile')),
      },
      {
        path: PATHS.customerHistory,
        lazy: guarded(GUARDS.customerHistory, () => import('./routes/customer-history')),
      },
      {
        path: PATHS.customerMessages,
        lazy: guarded(GUARDS.customerMessages, () => import('./routes/customer-messages')),
      },
      { path: PATHS.businessById, lazy: page(() => import('./routes/business-page')) },
      { path: PATHS.businessByUsername, lazy: page(() => import('./routes/business-page')) },
    ],
  },
]);
