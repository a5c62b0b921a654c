// The route table: the business page's photos and next free time (issue 39 item 2; see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const BUSINESS_PAGE_OPERATIONS = {
  getNextFreeTime: {
    method: 'GET',
    path: '/api/businesses/{id}/next-free',
    auth: 'none',
    tag: 'Businesses',
    summary:
      "The business's first bookable time with a free place in the next 14 days, business local (null when there is none)",
  },
  listBusinessPhotos: {
    method: 'GET',
    path: '/api/businesses/{id}/photos',
    auth: 'none',
    tag: 'Businesses',
    summary:
      "The business page's photos (at most 12), in the owner's order, each in several widths as AVIF and WebP",
  },
  uploadBusinessPhoto: {
    method: 'POST',
    path: '/api/uploads/business/{businessId}/photos',
    auth: 'business',
    tag: 'Uploads',
    summary:
      'Add a photo to the business page (PNG, JPEG, WebP or GIF, at most 8 MB; 12 at most), stored resized as AVIF and WebP; the field `alt` may describe it',
  },
  reorderBusinessPhotos: {
    method: 'PUT',
    path: '/api/businesses/{id}/photos/order',
    auth: 'business',
    tag: 'Businesses',
    summary: "Put the business page's photos in a new order",
  },
  updateBusinessPhoto: {
    method: 'PUT',
    path: '/api/business-photos/{id}',
    auth: 'business',
    tag: 'Businesses',
    summary: "Change a photo's description (its alt text)",
  },
  deleteBusinessPhoto: {
    method: 'DELETE',
    path: '/api/business-photos/{id}',
    auth: 'business',
    tag: 'Businesses',
    summary: 'Delete a photo of the business page, and its files',
  },
} as const satisfies Record<string, OperationInfo>;
