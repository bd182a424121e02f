import { z } from 'zod';
import { rewardsDtoSchema } from './ads.js';
import { memberSummaryDtoSchema, myPaymentsDtoSchema } from './contributions.js';
import { groupPageSchema } from './groups.js';
import { flowProgressListSchema } from './guided-flows.js';
import { notificationDtoSchema } from './notifications.js';
import { userSettingsSchema } from './schemas/settings.js';
import { userDtoSchema } from './users.js';

/**
 * `GET /api/users/me/home`: everything the signed-in member's dashboard reads for its first
 * screen, in one answer, each part as its own endpoint answers it, so that the client seeds
 * each section's query from it and nothing waits on a chain of requests.
 */
export const memberHomeSchema = z.strictObject({
  user: userDtoSchema,
  settings: userSettingsSchema,
  /** The first page of the caller's groups, at the size the dashboard asks for (`PAGE_SIZE_MAX`). */
  groups: groupPageSchema,
  summary: memberSummaryDtoSchema,
  payments: myPaymentsDtoSchema,
  flows: flowProgressListSchema,
  notifications: z.array(notificationDtoSchema),
  rewards: rewardsDtoSchema,
});
export type MemberHomeDto = z.output<typeof memberHomeSchema>;
