import type { UiLanguage, UserDto } from '@tontine/contracts';
import { apiRequest } from '../lib/api-client';

/**
 * PUT /api/users/me/language: the signed-in person's one language, which the interface takes at
 * every sign-in and the e-mails, notifications and ads follow.
 */
export function updateLanguage(language: UiLanguage): Promise<UserDto> {
  return apiRequest<UserDto>('/users/me/language', { method: 'PUT', body: { language } });
}
