import { describe, expect, it } from 'vitest';
import { isAppPage } from './pages';

describe('isAppPage', () => {
  it('knows every page of the app, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/login',
      '/customer/dashboard',
      '/customer/dashboard/',
      '/business/history',
      '/business/customers/email%3Aana%40example.com',
      '/manage/abc.def',
      '/join/abc.def',
      '/customer/business/66a1b2c3d4e5f60718293a4b',
      '/luxe-hair',
      '/luxe-hair/',
      '/customer/bookings/66a1b2c3d4e5f60718293a4b/review',
      '/embed/luxe-hair',
    ]) {
      expect(isAppPage(path), path).toBe(true);
    }
  });

  it('refuses deeper or unknown addresses', () => {
    for (const path of [
      '/customer/foo',
      '/customer/dashboard/extra',
      '/luxe-hair/services',
      '/manage/a/b',
      '/join/a/b',
      '/embed/luxe-hair/extra',
      '/a/b/c',
      '//',
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});
