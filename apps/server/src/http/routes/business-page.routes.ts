// The business page's next free time and photos (issue 39 item 2, docs/decisions/0046); the photo
// upload itself is in uploads.routes.ts (multipart).
import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import type { AvailabilityService } from '../../modules/availability/availability.service';
import type { BusinessesService } from '../../modules/businesses/businesses.service';
import type { PhotosService } from '../../modules/photos/photos.service';

export function businessPageRoutes(
  app: FastifyInstance,
  deps: { businesses: BusinessesService; availability: AvailabilityService; photos: PhotosService },
) {
  const { businesses, availability, photos } = deps;
  route(app, 'getNextFreeTime', async ({ params }) =>
    availability.nextFreeTime(await businesses.byId(params.id)),
  );
  route(app, 'listBusinessPhotos', ({ params }) => photos.listPublic(params.id));
  route(app, 'reorderBusinessPhotos', ({ user, params, body }) => photos.reorder(user, params.id, body.ids));
  route(app, 'updateBusinessPhoto', ({ user, params, body }) => photos.update(user, params.id, body.alt));
  route(app, 'deleteBusinessPhoto', ({ user, params }) => photos.remove(user, params.id));
}
