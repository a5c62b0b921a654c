import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('names the page, then the app', () => {
    expect(documentTitle('Page not found')).toBe('Page not found · Booklane');
    expect(documentTitle('Ada’s Salon')).toBe('Ada’s Salon · Booklane');
  });
});
