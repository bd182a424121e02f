import type { UserDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/users/me/photo, multipart field `photo`. Registration sends it with the token it
 * has just received, before the session is stored.
 */
export function uploadProfilePhoto(photo: File, token?: string): Promise<UserDto> {
  const body = new FormData();
  body.append('photo', photo);
  return apiRequest<UserDto>('/users/me/photo', { method: 'PUT', body, token });
}
