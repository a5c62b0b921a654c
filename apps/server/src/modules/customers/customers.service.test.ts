import { VALIDATION_MESSAGES } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, searchWords } from './customers.service';

describe('the customers lookup', () => {
  it('splits a search into words; a word with 3 digits or more also matches phone digits', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('  Zoë   Ämmer ')).toEqual([
      { text: 'Zoë', digits: null },
      { text: 'Ämmer', digits: null },
    ]);
    expect(searchWords('+49(170) 12')).toEqual([
      { text: '+49(170)', digits: '49170' },
      { text: '12', digits: null },
    ]);
  });

  it('gives opaque cursors back as they were, and refuses any other', () => {
    const cursor = { sortName: 'zoe ammerlein', key: 'email:zoe@example.com' };
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
    for (const bad of ['nope', encodeCursor(cursor).slice(1), Buffer.from('[1,2]').toString('base64url')]) {
      expect(() => decodeCursor(bad)).toThrow(VALIDATION_MESSAGES.cursorInvalid);
    }
  });
});
