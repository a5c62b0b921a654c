import { describe, expect, it } from 'vitest';
import { appPageOf } from './pages';

describe('appPageOf', () => {
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
      expect(appPageOf(path), path).not.toBeNull();
    }
  });

  it('refuses deeper or unknown addresses', () => {
    for (const path of [
      '/customer/foo',
      '/customer/nope',
      '/business/nope/x',
      '/customer/dashboard/extra',
      '/luxe-hair/services',
      '/manage/a/b',
      '/join/a/b',
      '/embed/luxe-hair/extra',
      '/a/b/c',
      '//',
    ]) {
      expect(appPageOf(path), path).toBeNull();
    }
  });

  it('names the page, a fixed address before a business of the same name', () => {
    expect(appPageOf('/')).toBe('explore');
    expect(appPageOf('/login')).toBe('welcome');
    expect(appPageOf('/customer/login/')).toBe('customerLogin');
    expect(appPageOf('/customer/business/66a1b2c3d4e5f60718293a4b')).toBe('businessById');
    expect(appPageOf('/luxe-hair')).toBe('businessByUsername');
    expect(appPageOf('/customer')).toBe('businessByUsername');
    expect(appPageOf('/embed/luxe-hair')).toBe('embed');
  });
});
