import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleSend } from '../../../api/console-api';
import { invalidateFigures } from './get-figures';
import type { UserRow } from './console-rows';

export type UserAction = 'activate' | 'suspend' | 'delete';

export const actOnUser = (id: string, action: UserAction) =>
  consoleSend<UserRow>('POST', `/api/superadmin/users/${id}/action`, { action });

/** Activates, suspends or deletes a user; the figures (users, active users) are read again. */
export function useActOnUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => actOnUser(id, action),
    onSuccess: () => invalidateFigures(client),
  });
}
