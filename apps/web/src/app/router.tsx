// Every route of spec section 2, at the paths of config/paths.ts. Pages load lazily so the directory route stays small; protected
// pages are wrapped in their guard (spec section 6). The business page's data is asked for by its
// loader, which runs while the page's code loads (not after it has rendered).
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PATHS } from '@/config/paths';
import { prefetchBusinessPage, preloadBusinessPageParts } from '@/pages/business/prefetch-business-page';
import { GUARDS, type GuardRule } from '@/config/guards';
import { Layout } from './layout';
import { PAGE_MODULES } from './page-modules';
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

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

/** The routes, for the browser's router and the server's rendering of the business page (src/ssr). */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const businessData = ({ params }: LoaderFunctionArgs) => {
    const { username, businessId } = params;
    prefetchBusinessPage(queryClient, businessId ? { businessId } : { username: username ?? '' });
    return null;
  };
  // The business page's own route: the parts of the page that load after it are asked for too.
  const businessPageData = (args: LoaderFunctionArgs) => {
    preloadBusinessPageParts();
    return businessData(args);
  };

  return [
    // The booking flow other sites frame (decisions.md 9.5): outside the layout, so no navigation
    // bar, footer, chat or banners come with it. Its loader asks for the business meanwhile.
    {
      path: PATHS.embed,
      errorElement: <RouteError />,
      loader: businessData,
      lazy: page(PAGE_MODULES.embed),
    },
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        { path: PATHS.explore, lazy: page(PAGE_MODULES.explore) },
        { path: PATHS.welcome, lazy: page(PAGE_MODULES.welcome) },
        { path: PATHS.businessLogin, lazy: page(PAGE_MODULES.businessLogin) },
        { path: PATHS.businessRegister, lazy: page(PAGE_MODULES.businessRegister) },
        { path: PATHS.customerLogin, lazy: page(PAGE_MODULES.customerLogin) },
        { path: PATHS.customerRegister, lazy: page(PAGE_MODULES.customerRegister) },
        { path: PATHS.authCallback, lazy: page(PAGE_MODULES.authCallback) },
        { path: PATHS.forgotPassword, lazy: page(PAGE_MODULES.forgotPassword) },
        { path: PATHS.resetPassword, lazy: page(PAGE_MODULES.resetPassword) },
        { path: PATHS.verifyEmail, lazy: page(PAGE_MODULES.verifyEmail) },
        { path: PATHS.undoEmailChange, lazy: page(PAGE_MODULES.undoEmailChange) },
        { path: PATHS.manageBooking, lazy: page(PAGE_MODULES.manageBooking) },
        { path: PATHS.joinTeam, lazy: page(PAGE_MODULES.joinTeam) },
        { path: PATHS.waitlistLeave, lazy: page(PAGE_MODULES.waitlistLeave) },
        { path: PATHS.waitlistOffer, lazy: page(PAGE_MODULES.waitlistOffer) },
        { path: PATHS.terms, lazy: page(PAGE_MODULES.terms) },
        { path: PATHS.privacy, lazy: page(PAGE_MODULES.privacy) },
        {
          path: PATHS.businessDashboard,
          lazy: guarded(GUARDS.businessDashboard, PAGE_MODULES.businessDashboard),
        },
        {
          path: PATHS.businessOnboarding,
          lazy: guarded(GUARDS.businessOnboarding, PAGE_MODULES.businessOnboarding),
        },
        {
          path: PATHS.businessProfile,
          lazy: guarded(GUARDS.businessProfile, PAGE_MODULES.businessProfile),
        },
        {
          path: PATHS.businessHistory,
          lazy: guarded(GUARDS.businessHistory, PAGE_MODULES.businessHistory),
        },
        {
          path: PATHS.businessCustomer,
          lazy: guarded(GUARDS.businessCustomer, PAGE_MODULES.businessCustomer),
        },
        {
          path: PATHS.customerDashboard,
          lazy: guarded(GUARDS.customerDashboard, PAGE_MODULES.customerDashboard),
        },
        {
          path: PATHS.customerProfile,
          lazy: guarded(GUARDS.customerProfile, PAGE_MODULES.customerProfile),
        },
        {
          path: PATHS.customerHistory,
          lazy: guarded(GUARDS.customerHistory, PAGE_MODULES.customerHistory),
        },
        {
          path: PATHS.customerMessages,
          lazy: guarded(GUARDS.customerMessages, PAGE_MODULES.customerMessages),
        },
        {
          path: PATHS.customerBookingReview,
          lazy: guarded(GUARDS.customerBookingReview, PAGE_MODULES.customerBookingReview),
        },
        {
          path: PATHS.businessById,
          loader: businessPageData,
          lazy: page(PAGE_MODULES.businessById),
        },
        {
          path: PATHS.businessByUsername,
          loader: businessPageData,
          lazy: page(PAGE_MODULES.businessByUsername),
        },
        // No page of the app: a not-found page inside the layout (navigation bar, way back).
        { path: '*', lazy: page(() => import('@/pages/not-found/not-found-page')) },
      ],
    },
  ];
}
