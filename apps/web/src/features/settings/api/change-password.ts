import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, SecurityMessage } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/users/me/password: this session stays, every other one ends. */
export function changePassword(body: ChangePasswordRequest): Promise<SecurityMessage> {
  return apiRequest<SecurityMessage>('/users/me/password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
