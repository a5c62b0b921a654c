import { describe, expect, it } from 'vitest';
import { businessPagePath, publicPageUrl } from '../schemas/business';
import { businessPageHref, publicPageLink } from './links';

describe('businessPageHref', () => {
  it.each([
    { _id: 'b1', username: 'luxe-hair' },
    { _id: 'b2', username: '' },
    { _id: 'b3', username: null },
    { _id: 'b4' },
  ])('leads where businessPagePath leads for %j', (business) => {
    expect(businessPageHref(business)).toBe(businessPagePath(business));
  });

  it('uses the username, else the id', () => {
    expect(businessPageHref({ _id: 'b1', username: 'luxe-hair' })).toBe('/luxe-hair');
    expect(businessPageHref({ _id: 'b2', username: null })).toBe('/customer/business/b2');
  });
});

describe('publicPageLink', () => {
  it.each([
    ['http://localhost:3000', 'bella'],
    ['http://localhost:3000/', 'bella'],
    ['https://booklane.example//', 'luxe-hair'],
  ])('matches publicPageUrl for %s + %s', (origin, username) => {
    expect(publicPageLink(origin, username)).toBe(publicPageUrl(origin, username));
  });
});
