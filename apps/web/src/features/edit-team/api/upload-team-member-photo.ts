// POST /uploads/team-members/{id}/photo, multipart field `photo` (the logo's rules); answers the
// member.
import { callApi } from '@/lib/api-client';

export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export function uploadTeamMemberPhoto(memberId: string, file: File) {
  const body = new FormData();
  body.append('photo', file);
  return callApi('uploadTeamMemberPhoto', { params: { id: memberId }, body });
}
