import { describe, expect, it } from 'vitest';
import { businessPageHref, publicPageLink } from './links';

describe('businessPageHref', () => {
  it.each([
    [{ _id: 'b1', username: 'luxe-hair' }, '/luxe-hair'],
    [{ _id: 'b2', username: '' }, '/customer/business/b2'],
    [{ _id: 'b3', username: null }, '/customer/business/b3'],
    [{ _id: 'b4' }, '/customer/business/b4'],
  ])('leads %j to %s: the username, else the id', (business, href) => {
    expect(businessPageHref(business)).toBe(href);
  });
});

describe('publicPageLink', () => {
  it.each([
    ['http://localhost:3000', 'bella', 'http://localhost:3000/bella'],
    ['http://localhost:3000/', 'bella', 'http://localhost:3000/bella'],
    ['https://booklane.example//', 'luxe-hair', 'https://booklane.example/luxe-hair'],
  ])('joins %s and %s', (origin, username, link) => {
    expect(publicPageLink(origin, username)).toBe(link);
  });
});
