import { describe, expect, it } from 'vitest';
import { photoFallback, photoSrcSet } from './photo-sources';

const photo = {
  files: [
    { width: 480, avif: '/uploads/photos/a-480.avif', webp: '/uploads/photos/a-480.webp' },
    { width: 960, avif: '/uploads/photos/a-960.avif', webp: '/uploads/photos/a-960.webp' },
  ],
};

describe('photo sources', () => {
  it('lists every width of the format for srcset', () => {
    expect(photoSrcSet(photo, 'avif')).toBe(
      '/uploads/photos/a-480.avif 480w, /uploads/photos/a-960.avif 960w',
    );
    expect(photoSrcSet(photo, 'webp')).toBe(
      '/uploads/photos/a-480.webp 480w, /uploads/photos/a-960.webp 960w',
    );
  });

  it('falls back to a WebP a phone can show sharply, or the only one there is', () => {
    expect(photoFallback(photo)).toBe('/uploads/photos/a-480.webp');
    expect(photoFallback({ files: [{ width: 200, avif: '/a.avif', webp: '/a.webp' }] })).toBe('/a.webp');
  });
});
