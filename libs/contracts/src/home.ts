import { z } from 'zod';
import type { RewardsDto } from './ads.js';
import type { MemberSummaryDto, MyPaymentsDto } from './contributions.js';
import type { GroupDto, Page } from './groups.js';
import type { FlowProgressDto } from './guided-flows.js';
import type { NotificationDto } from './notifications.js';
import { userSettingsSchema } from './schemas/settings.js';
import type { UserDto } from './users.js';

/**
 * A part of the home answer that is exactly another endpoint's answer. Those answers are typed by
 * their DTO interfaces, not by zod schemas, so the schema names the endpoint and keeps its type
 * rather than repeating thirty fields that the endpoint's own tests already pin down.
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
  user: answerOf<UserDto>('GET /api/auth/me'),
  settings: userSettingsSchema,
  /** The first page of the caller's groups, at the size the dashboard asks for (`PAGE_SIZE_MAX`). */
  groups: answerOf<Page<GroupDto>>('GET /api/groups?limit=100'),
  summary: answerOf<MemberSummaryDto>('GET /api/users/me/summary'),
  payments: answerOf<MyPaymentsDto>('GET /api/users/me/payments'),
  flows: answerOf<FlowProgressDto[]>('GET /api/users/me/flows', 'array'),
  notifications: answerOf<NotificationDto[]>('GET /api/notifications', 'array'),
  rewards: answerOf<RewardsDto>('GET /api/users/me/rewards'),
});
export type MemberHomeDto = z.output<typeof memberHomeSchema>;
