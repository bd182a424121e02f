import { z } from 'zod';
import type { RewardsDto } from './ads.js';
import { memberSummaryDtoSchema, myPaymentsDtoSchema } from './contributions.js';
import { groupPageSchema } from './groups.js';
import type { FlowProgressDto } from './guided-flows.js';
import { notificationDtoSchema } from './notifications.js';
import { userSettingsSchema } from './schemas/settings.js';
import { userDtoSchema } from './users.js';

/**
 * A part of the home answer that is exactly another endpoint's answer whose type is still a DTO
 * interface, not a zod schema: the schema names the endpoint and keeps its type.
 */
const answerOf = <T>(endpoint: string, shape: 'object' | 'array' = 'object') =>
  (shape === 'array'
    ? z.array(z.looseObject({})).describe(`Exactly what \`${endpoint}\` answers.`)
    : z
        .looseObject({})
        .describe(`Exactly what \`${endpoint}\` answers.`)) as unknown as z.ZodType<T>;

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
  flows: answerOf<FlowProgressDto[]>('GET /api/users/me/flows', 'array'),
  notifications: z.array(notificationDtoSchema),
  rewards: answerOf<RewardsDto>('GET /api/users/me/rewards'),
});
export type MemberHomeDto = z.output<typeof memberHomeSchema>;
