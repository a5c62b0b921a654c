// route-preload.ts picks the page to load early with pageOf: it must be the page the router shows.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { pageOf } from './page-modules';

const routes = Object.entries(PATHS).map(([id, path]) => ({ id, path }));
const routerPage = (pathname: string) => matchRoutes(routes, pathname)?.[0]?.route.id;

describe('pageOf', () => {
  it.each([
    '/',
    '/login',
    '/login/',
    '/business/login',
    '/customer/register',
    '/auth/callback',
    '/verify-email',
    '/undo-email-change',
    '/manage/abc123',
    '/join/abc123',
    '/waitlist/leave/abc123',
    '/waitlist/offers/abc123',
    '/waitlist/offers',
    '/business/dashboard',
    '/business/customers/email%3Aana%40example.com',
    '/customer/messages',
    '/customer/bookings/b1/review',
    '/customer/business/0b6f0c52-8f4e-4a57-9e39-2c1b1a4c1d00',
    '/luxe-hair',
    '/luxe-hair/',
    '/embed/luxe-hair',
    '/embed',
    '/customer',
    '/manage',
    '/no/such/page',
  ])('%s is the page the router shows', (pathname) => {
    expect(pageOf(pathname)).toBe(routerPage(pathname));
  });

  it('names the directory and a public business page', () => {
    expect(pageOf('/')).toBe('explore');
    expect(pageOf('/luxe-hair')).toBe('businessByUsername');
    expect(pageOf('/embed/luxe-hair')).toBe('embed');
  });
});
