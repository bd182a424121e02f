import { z } from 'zod';

/** POST /api/superadmin/users/:id/action; `delete` anonymises the account (its money stays). */
export const USER_ACTIONS = ['activate', 'suspend', 'delete'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const userActionSchema = z.strictObject({
  action: z.enum(USER_ACTIONS, { error: 'invalidValue' }),
});
