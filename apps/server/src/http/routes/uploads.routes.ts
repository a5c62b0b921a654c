import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../core/errors';
import { route } from '../route';
import type { UploadsService } from '../../modules/uploads/uploads.service';
import type { PhotosService, PhotoUpload } from '../../modules/photos/photos.service';
import { BUSINESS_PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@booklane/shared/domain';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const TOO_LARGE = 'The logo must be at most 2 MB';
const PHOTO_TOO_LARGE = 'The photo must be at most 2 MB';
const INCOMPLETE = 'The upload was cut off or is not valid multipart/form-data. Please try again.';

export async function uploadsRoutes(app: FastifyInstance, uploads: UploadsService, photos: PhotosService) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });

    /** The bytes of the multipart field `field` (other parts are skipped), or undefined without one. */
    const readImage = async (
      request: FastifyRequest,
      field: 'logo' | 'photo',
    ): Promise<Buffer | undefined> => {
      if (!request.isMultipart())
        throw badRequest(`Send the ${field} as multipart/form-data in the field "${field}"`, field);
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== field) {
              part.file.resume();
              continue;
            }
            bytes = await part.toBuffer();
          }
        }
      } catch (err) {
        if (err instanceof scope.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('payload_too_large', field === 'logo' ? TOO_LARGE : PHOTO_TOO_LARGE);
        }
        // The parser's own refusals of the body (a part or the form that ends before its closing
        // boundary, a malformed part header) carry no status: they are the client's bad input.
        if (err instanceof Error && !('statusCode' in err)) throw badRequest(INCOMPLETE, field);
        throw err;
      }
      return bytes;
    };

    route(scope, 'uploadLogo', ({ user, params, request }) =>
      uploads.replaceLogo(user, params.businessId, () => readImage(request, 'logo')),
    );
    route(scope, 'uploadTeamMemberPhoto', ({ user, params, request }) =>
      uploads.replaceTeamMemberPhoto(user, params.id, () => readImage(request, 'photo')),
    );
  });
  // The business page's photos (docs/decisions/0046): a larger file than a logo, and its description.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: BUSINESS_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    const readPhoto = async (request: FastifyRequest): Promise<PhotoUpload> => {
      if (!request.isMultipart())
        throw badRequest('Send the photo as multipart/form-data in the field "photo"', 'photo');
      let bytes: Buffer | undefined;
      let alt: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'photo') {
              part.file.resume();
              continue;
            }
            bytes = await part.toBuffer();
          } else if (part.fieldname === 'alt' && typeof part.value === 'string') {
            alt = part.value;
          }
        }
      } catch (err) {
        if (err instanceof scope.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('payload_too_large', PHOTO_MESSAGES.tooLarge);
        }
        if (err instanceof Error && !('statusCode' in err)) throw badRequest(INCOMPLETE, 'photo');
        throw err;
      }
      return { bytes, alt };
    };
    route(scope, 'uploadBusinessPhoto', ({ user, params, request }) =>
      photos.add(user, params.businessId, () => readPhoto(request)),
    );
  });
}
