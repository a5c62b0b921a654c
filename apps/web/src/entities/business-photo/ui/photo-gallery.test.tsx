// @vitest-environment happy-dom
// The business page's gallery: Previous and Next buttons and the arrow keys (Home, End) move it one
// photo at a time and say where it is (a range when several fit; nothing when all do); each photo
// offers its widths as AVIF and WebP, keeps its shape before it loads, and only the first loads at
// once.
import type { BusinessPhoto } from '@booklane/shared/schemas';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '@/test-utils/render';
import { PhotoGallery } from './photo-gallery';

cleanUpAfterEach();

const photo = (n: number, alt = ''): BusinessPhoto => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  alt,
  width: 1600,
  height: 1200,
  files: [480, 960, 1600].map((width) => ({
    width,
    avif: `/uploads/photos/p${n}-${width}.avif`,
    webp: `/uploads/photos/p${n}-${width}.webp`,
  })),
});

const photos = [photo(1, 'The front desk'), photo(2), photo(3)];

/**
 * A layout for the row (happy-dom has none): `row` px wide, slides `slide` px wide `gap` apart
 * after `padding`; answers a way to scroll the row (with the scroll event a browser sends).
 */
function layOut({
  row,
  slide,
  gap,
  padding = 0,
}: {
  row: number;
  slide: number;
  gap: number;
  padding?: number;
}) {
  let scrollLeft = 0;
  const place = (el: HTMLElement) => Array.from(el.parentElement?.children ?? []).indexOf(el);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'UL' ? row : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'LI' ? slide : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'LI' ? padding + place(this) * (slide + gap) : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    const n = this.children.length;
    return this.tagName === 'UL' ? 2 * padding + n * slide + (n - 1) * gap : 0;
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
  return {
    scrollTo(left: number) {
      scrollLeft = left;
      fireEvent.scroll(screen.getByRole('list'));
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PhotoGallery', () => {
  it('moves with Previous and Next, which stop at the ends', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PhotoGallery photos={photos} businessName="Luxe Hair" />);
    const previous = screen.getByRole('button', { name: 'Previous photo' });
    const next = screen.getByRole('button', { name: 'Next photo' });
    expect(screen.getByText(/1 \/ 3/)).toBeTruthy();
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    await user.click(next);
    expect(screen.getByText(/2 \/ 3/)).toBeTruthy();
    expect((previous as HTMLButtonElement).disabled).toBe(false);
    await user.click(next);
    expect(screen.getByText(/3 \/ 3/)).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(previous);
    expect(screen.getByText(/2 \/ 3/)).toBeTruthy();
  });

  it('moves with the arrow keys, Home and End on the focused row', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PhotoGallery photos={photos} businessName="Luxe Hair" />);
    const row = screen.getByRole('list', { name: /Photos of Luxe Hair/ });
    row.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(/2 \/ 3/)).toBeTruthy();
    await user.keyboard('{End}');
    expect(screen.getByText(/3 \/ 3/)).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(/3 \/ 3/)).toBeTruthy();
    await user.keyboard('{Home}');
    expect(screen.getByText(/1 \/ 3/)).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText(/1 \/ 3/)).toBeTruthy();
  });

  it('offers every width as AVIF and WebP, keeps each shape, and loads all but the first lazily', () => {
    const { container } = render(<PhotoGallery photos={photos} businessName="Luxe Hair" />);
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'The front desk',
      'Photo 2 of Luxe Hair',
      'Photo 3 of Luxe Hair',
    ]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(
      images.every((img) => img.getAttribute('width') === '1600' && img.getAttribute('height') === '1200'),
    ).toBe(true);
    const sources = Array.from(container.querySelectorAll('picture')[0]!.querySelectorAll('source'));
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      [
        'image/avif',
        '/uploads/photos/p1-480.avif 480w, /uploads/photos/p1-960.avif 960w, /uploads/photos/p1-1600.avif 1600w',
      ],
      [
        'image/webp',
        '/uploads/photos/p1-480.webp 480w, /uploads/photos/p1-960.webp 960w, /uploads/photos/p1-1600.webp 1600w',
      ],
    ]);
    expect(sources.every((s) => s.getAttribute('sizes'))).toBe(true);
  });

  it('shows no count and no buttons when every photo is in view (two photos on a wide screen)', () => {
    layOut({ row: 1104, slide: 360, gap: 12 });
    render(<PhotoGallery photos={photos.slice(0, 2)} businessName="Luxe Hair" />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/\/ 2/)).toBeNull();
  });

  it('says which photos are in view when several fit, and stops Next once the last is in view', async () => {
    const user = userEvent.setup({ delay: null });
    const four = [...photos, photo(4)];
    const row = layOut({ row: 1104, slide: 360, gap: 12 });
    render(<PhotoGallery photos={four} businessName="Luxe Hair" />);
    const previous = screen.getByRole('button', { name: 'Previous photo' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next photo' }) as HTMLButtonElement;
    expect(screen.getByText(/1–3 \/ 4/)).toBeTruthy();
    expect([previous.disabled, next.disabled]).toEqual([true, false]);

    await user.click(next);
    expect(screen.getByText(/2–4 \/ 4/)).toBeTruthy();
    expect([previous.disabled, next.disabled]).toEqual([false, true]);

    // A swipe back to the start says so too.
    act(() => row.scrollTo(0));
    expect(screen.getByText(/1–3 \/ 4/)).toBeTruthy();
    expect(next.disabled).toBe(false);
  });

  it('counts one photo at a time on a phone, where one fits with a peek of the next', () => {
    const row = layOut({ row: 390, slide: 315, gap: 12, padding: 16 });
    render(<PhotoGallery photos={photos} businessName="Luxe Hair" />);
    expect(screen.getByText(/1 \/ 3/)).toBeTruthy();
    act(() => row.scrollTo(327));
    expect(screen.getByText(/2 \/ 3/)).toBeTruthy();
    // The end of the row: the last photo is the one in view.
    act(() => row.scrollTo(2 * 16 + 3 * 315 + 2 * 12 - 390));
    expect(screen.getByText(/3 \/ 3/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next photo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows one photo without buttons', () => {
    render(<PhotoGallery photos={[photo(1)]} businessName="Luxe Hair" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
