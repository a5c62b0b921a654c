// POST /uploads/business/{id}/logo, multipart field `logo`; answers {logoUrl}.
import { callApi } from '@/lib/api-client';

export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export function uploadLogo(businessId: string, file: File) {
  const body = new FormData();
  body.append('logo', file);
  return callApi('uploadLogo', { params: { businessId }, body });
}
