// POST /uploads/business/{id}/logo, multipart field `logo`; answers {logoUrl}.
import type { LogoUploadResponse } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';

export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export function uploadLogo(businessId: string, file: File): Promise<LogoUploadResponse> {
  const body = new FormData();
  body.append('logo', file);
  return apiRequest<LogoUploadResponse>(`/uploads/business/${encodeURIComponent(businessId)}/logo`, {
    method: 'POST',
    body,
  });
}
