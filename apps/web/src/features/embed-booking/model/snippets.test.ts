import { describe, expect, it } from 'vitest';
import { embedSnippet } from './snippets';

describe('the embed snippets', () => {
  it("load embed.js from this site, naming the business; the button wears the business's colour", () => {
    expect(embedSnippet('https://booklane.example', 'luxe-hair', 'button', '#0f766e')).toBe(
      '<script src="https://booklane.example/embed.js" data-business="luxe-hair" data-color="#0f766e" async></script>',
    );
    expect(embedSnippet('https://booklane.example', 'luxe-hair', 'button', null)).toBe(
      '<script src="https://booklane.example/embed.js" data-business="luxe-hair" async></script>',
    );
  });

  it('puts the booking inline with data-mode', () => {
    expect(embedSnippet('http://localhost:3000', 'luxe-hair', 'inline', '#0f766e')).toBe(
      '<script src="http://localhost:3000/embed.js" data-business="luxe-hair" data-mode="inline" async></script>',
    );
  });

  it('keeps every value inside its attribute', () => {
    expect(embedSnippet('https://x.example', 'a"b<c&', 'button', null)).toContain(
      'data-business="a&quot;b&lt;c&amp;"',
    );
  });
});
