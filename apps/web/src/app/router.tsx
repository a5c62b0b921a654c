// Every route of spec section 2. Pages load lazily so the directory route stays small; protected
// pages are wrapped in their guard (spec section 6).
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
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
      { path: '/', lazy: page(() => import('./routes/explore')) },
      { path: '/login', lazy: page(() => import('./routes/welcome')) },
      { path: '/business/login', lazy: page(() => import('./routes/business-login')) },
      { path: '/business/register', lazy: page(() => import('./routes/business-register')) },
      { path: '/customer/login', lazy: page(() => import('./routes/customer-login')) },
      { path: '/customer/register', lazy: page(() => import('./routes/customer-register')) },
      { path: '/auth/callback', lazy: page(() => import('./routes/auth-callback')) },
      {
        path: '/business/dashboard',
        lazy: guarded(GUARDS.businessDashboard, () => import('./routes/business-dashboard')),
      },
      {
        path: '/business/profile',
        lazy: guarded(GUARDS.businessProfile, () => import('./routes/business-profile')),
      },
      {
        path: '/business/history',
        lazy: guarded(GUARDS.businessHistory, () => import('./routes/business-history')),
      },
      {
        path: '/customer/dashboard',
        lazy: guarded(GUARDS.customerDashboard, () => import('./routes/customer-dashboard')),
      },
      {
        path: '/customer/profile',
        lazy: guarded(GUARDS.customerProfile, () => import('./routes/customer-profile')),
      },
      {
        path: '/customer/history',
        lazy: guarded(GUARDS.customerHistory, () => import('./routes/customer-history')),
      },
      {
        path: '/customer/messages',
        lazy: guarded(GUARDS.customerMessages, () => import('./routes/customer-messages')),
      },
      { path: '/customer/business/:businessId', lazy: page(() => import('./routes/business-page')) },
      { path: '/:username', lazy: page(() => import('./routes/business-page')) },
    ],
  },
]);
