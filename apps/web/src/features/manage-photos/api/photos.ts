// The owner's changes of the business page's photos (docs/decisions/0046): add (multipart field
// `photo`, optional `alt`), describe, reorder, delete.
import { callApi } from '@/lib/api-client';

export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export function uploadPhoto(businessId: string, file: File, alt: string) {
  const body = new FormData();
  if (alt.trim()) body.append('alt', alt.trim());
  body.append('photo', file);
  return callApi('uploadBusinessPhoto', { params: { businessId }, body });
}

export function describePhoto(photoId: string, alt: string) {
  return callApi('updateBusinessPhoto', { params: { id: photoId }, body: { alt } });
}

export function reorderPhotos(businessId: string, ids: string[]) {
  return callApi('reorderBusinessPhotos', { params: { id: businessId }, body: { ids } });
}

export function deletePhoto(photoId: string) {
  return callApi('deleteBusinessPhoto', { params: { id: photoId } });
}
