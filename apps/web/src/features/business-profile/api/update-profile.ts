// PUT /users/profile {name, email, phone}; the answer is the user, kept locally (spec section 7).
import type { UpdateProfileRequest, User } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const user = await apiRequest<User>('/users/profile', { method: 'PUT', body });
  session.updateUser(user);
  return user;
}
