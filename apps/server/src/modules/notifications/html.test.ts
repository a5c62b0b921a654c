import { describe, expect, it } from 'vitest';
import { escapeHtml, html, safeHref } from './html';

describe('email html', () => {
  it('escapes every interpolated value', () => {
    const name = '<img src=x onerror=alert(1)> & "Bob\'s"';
    expect(html`<p>${name}</p>`.value).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bob&#39;s&quot;</p>',
    );
  });

  it('composes pieces without escaping them twice, and drops empty values', () => {
    const inner = html`<b>${'a<b'}</b>`;
    expect(html`<p>${inner}${null}${false}${[html`<i>1</i>`, '<2>']}</p>`.value).toBe(
      '<p><b>a&lt;b</b><i>1</i>&lt;2&gt;</p>',
    );
  });

  it('keeps only web links', () => {
    expect(safeHref('https://booklane.example/x')).toBe('https://booklane.example/x');
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(escapeHtml('plain')).toBe('plain');
  });
});
