import type { BusinessPhoto } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';

/** Every file of a business photo is served as its format, kept a year, at its width. */
export async function expectPhotoFilesServed(app: FastifyInstance, photo: BusinessPhoto): Promise<void> {
  for (const file of photo.files) {
    for (const [url, type] of [
      [file.avif, 'image/avif'],
      [file.webp, 'image/webp'],
    ] as const) {
      const served = await app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(file.width);
    }
  }
}
