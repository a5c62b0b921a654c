import { describe, expect, it } from 'vitest';
import { accentColors, accentStyle, BOOKLANE_ACCENT, contrastRatio } from './brand-color';

describe('the accent of a brand colour', () => {
  it('keeps a dark colour as it is, with white text', () => {
    expect(accentColors('#4F46E5')).toMatchObject({ accent: '#4f46e5', onAccent: '#ffffff' });
    expect(accentColors('#0b3d2e').onAccent).toBe('#ffffff');
  });

  it('writes dark text on a light colour', () => {
    expect(accentColors('#facc15')).toMatchObject({ accent: '#facc15', onAccent: '#0f172a' });
    expect(accentColors('#ffffff').onAccent).toBe('#0f172a');
  });

  it('darkens a mid grey that neither text reads on', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#777777', '#0f172a')).toBeLessThan(4.5);
    const { accent, onAccent } = accentColors('#777777');
    expect(onAccent).toBe('#ffffff');
    expect(contrastRatio(accent, onAccent)).toBeGreaterThanOrEqual(4.5);
  });

  it('reads at 4.5:1 or better on every colour, hovered or not', () => {
    const steps = [0, 0x33, 0x66, 0x77, 0x80, 0x99, 0xcc, 0xff];
    for (const r of steps) {
      for (const g of steps) {
        for (const b of steps) {
          const color = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          const { accent, hover, onAccent } = accentColors(color);
          expect(contrastRatio(accent, onAccent), color).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(hover, onAccent), color).toBeGreaterThanOrEqual(4.5);
          expect(hover, color).not.toBe(accent);
        }
      }
    }
  });
});

describe('accentStyle', () => {
  it("sets the theme's three accent variables, and nothing for Booklane's own colours", () => {
    expect(accentStyle('#facc15')).toEqual({
      '--color-accent': '#facc15',
      '--color-accent-hover': expect.stringMatching(/^#[0-9a-f]{6}$/),
      '--color-on-accent': '#0f172a',
    });
    expect(accentStyle(null)).toBeUndefined();
    expect(accentStyle('red')).toBeUndefined();
    expect(accentStyle(BOOKLANE_ACCENT)?.['--color-on-accent']).toBe('#ffffff');
  });
});
