import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleSend } from '../../../api/console-api';
import { invalidateFigures } from './get-figures';
import type { UserRow } from './console-rows';

export interface NewUser {
  username: string;
  email: string;
  phone?: string;
  password: string;
  role: string;
  status: string;
}

export interface UserChanges {
  username: string;
  email: string;
  phone: string | null;
  role: string;
  status: string;
}

export const createUser = (body: NewUser) =>
  consoleSend<UserRow>('POST', '/api/superadmin/users', body);

export const updateUser = (id: string, body: UserChanges) =>
  consoleSend<UserRow>('PATCH', `/api/superadmin/users/${id}`, body);

/** Creates a user, or changes one (`id` given); the figures are read again. */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: null; body: NewUser } | { id: string; body: UserChanges }) =>
      save.id === null ? createUser(save.body) : updateUser(save.id, save.body),
    onSuccess: () => invalidateFigures(client),
  });
}
