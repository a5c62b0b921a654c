import { describe, expect, it } from 'vitest';
import { FALLBACK_NAMES, initials, unreadBadgeText } from './display';

describe('initials', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane doe', 'JD'],
    ['Mary Jane Watson', 'MJ'],
    ['Cher', 'C'],
    ['  Bob   Marley  ', 'BM'],
    ['Élodie Ürge', 'ÉÜ'],
    ['😀 Smile', '😀S'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('can take a single letter for a directory card', () => {
    expect(initials('Bella Hair', 1)).toBe('B');
  });
});

describe('unreadBadgeText', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%d unread shows %j', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });
});

describe('fallback names', () => {
  it('uses the spec texts', () => {
    expect(FALLBACK_NAMES).toEqual({
      service: 'Unknown Service',
      business: 'Unknown Business',
      chatParty: 'Unknown',
      noDescription: 'No description provided',
      noMessages: 'No messages yet',
    });
  });
});
