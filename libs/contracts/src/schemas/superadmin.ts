import { z } from 'zod';

/** POST /api/superadmin/users/:id/action. */
export const USER_ACTIONS = ['activate', 'suspend'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const userActionSchema = z.strictObject({
  action: z.enum(USER_ACTIONS, { error: 'invalidValue' }),
});
