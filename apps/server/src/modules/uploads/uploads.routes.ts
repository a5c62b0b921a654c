import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../http/errors';
import { route } from '../../http/routes';
import type { BusinessesService } from '../businesses/businesses.service';
import { normalizeLogo } from './image-normalize';
import { sniffImage } from './image-sniff';
import type { LogoStore } from './logo-store';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const NOT_AN_IMAGE = 'Only PNG, JPEG, WebP or GIF images are accepted';
const TOO_LARGE = 'The logo must be at most 2 MB';

export async function uploadsRoutes(
  app: FastifyInstance,
  deps: { businesses: BusinessesService; logos: LogoStore },
) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });

    route(scope, 'uploadLogo', async ({ user, params, request }) => {
      const business = await deps.businesses.owned(user, params.businessId);
      if (!request.isMultipart())
        throw badRequest('Send the logo as multipart/form-data in the field "logo"', 'logo');

      let bytes: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'logo') {
            part.file.resume();
            continue;
          }
          try {
            bytes = await part.toBuffer();
          } catch (err) {
            if (err instanceof scope.multipartErrors.RequestFileTooLargeError) {
              throw new AppError('payload_too_large', TOO_LARGE);
            }
            throw err;
          }
        }
      }
      if (!bytes || bytes.length === 0) throw badRequest('Choose an image file for the logo', 'logo');
      // The bytes must say PNG, JPEG, WebP or GIF (never SVG), then decode as one.
      const image = (await sniffImage(bytes)) ? await normalizeLogo(bytes) : null;
      if (!image) throw new AppError('unsupported_media_type', NOT_AN_IMAGE);

      const logoUrl = await deps.logos.save(image.bytes, image);
      try {
        await deps.businesses.setLogo(business.id, logoUrl);
      } catch (err) {
        await deps.logos.remove(logoUrl);
        throw err;
      }
      await deps.logos.remove(business.logo);
      return { logoUrl };
    });
  });
}
