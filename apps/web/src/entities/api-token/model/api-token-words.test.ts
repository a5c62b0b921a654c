import { describe, expect, it } from 'vitest';
import { lastUsedText } from './api-token-words';

describe('lastUsedText', () => {
  it('says a token was never used, or how long ago it was', () => {
    const now = new Date(Date.UTC(2026, 2, 2, 12));
    expect(lastUsedText({ lastUsedAt: null }, now)).toBe('Never used');
    const threeDays = new Date(now.getTime() - 3 * 86_400_000).toISOString();
    expect(lastUsedText({ lastUsedAt: threeDays }, now)).toBe('Last used 3 days ago');
  });
});
