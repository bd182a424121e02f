// One module per function: date-fns's index loads all of its ~250 functions, a second of
// start-up for every process (and every test file) that imports the contracts.
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { formatISO } from 'date-fns/formatISO';
import { parseISO } from 'date-fns/parseISO';
import { isPositiveMoney } from './money.js';
import { z } from 'zod';
import { successMessageSchema } from './success-messages.js';
import { groupRulesDtoSchema } from './group-rules.js';

export const GROUP_STATUSES = ['active', 'closed', 'completed', 'suspended'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

export const PAYOUT_FREQUENCIES = ['weekly', 'monthly', 'quarterly'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];

export const PAYOUT_ORDER_METHODS = ['join_order', 'random_draw', 'admin_set'] as const;
export type PayoutOrderMethod = (typeof PAYOUT_ORDER_METHODS)[number];

export const GROUP_LANGUAGES = ['sw', 'en', 'fr'] as const;
export type GroupLanguage = (typeof GROUP_LANGUAGES)[number];

export const GROUP_CATEGORIES = [
  'savings',
  'business',
  'family',
  'community',
  'education',
  'agriculture',
  'investment',
  'other',
] as const;
export type GroupCategory = (typeof GROUP_CATEGORIES)[number];

export const GROUP_CURRENCIES = ['KES', 'USD', 'EUR', 'XOF', 'XAF', 'TZS', 'UGX'] as const;

export const GROUP_RELATIONS = ['admin', 'member', 'pending'] as const;
export type GroupRelation = (typeof GROUP_RELATIONS)[number];

/** Limits of the two creation forms. */
export const CREATE_GROUP_LIMITS = { minMembers: 2, maxMembers: 50, defaultMembers: 10 } as const;
export const ONBOARDING_GROUP_LIMITS = {
  minMembers: 3,
  maxMembers: 100,
  defaultMembers: 20,
} as const;
export const DEFAULT_GROUP_LANGUAGE: GroupLanguage = 'sw';
export const DEFAULT_GROUP_CURRENCY = 'KES';

/** Permanent codes: 8 upper-case characters with no look-alikes (no 0/O, 1/I/L). */
export const PERMANENT_CODE_LENGTH = 8;
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Temporary codes, issued when a join request is accepted. */
export const TEMPORARY_CODE_LENGTH = 10;
export const TEMPORARY_CODE_TTL_DAYS = 7;

export const MEMBERS_PREVIEW_COUNT = 5;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/**
 * A member's role in a group: its admins run it; its treasurers handle its money (record cash,
 * validate and reject payments, settle fines) without changing its rules, members or order.
 */
export const MEMBER_ROLES = ['admin', 'treasurer', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** PUT /api/groups/:id/members/:userId/role: an admin names a treasurer, or takes it back. */
export const setMemberRoleSchema = z.strictObject({
  role: z.enum(['treasurer', 'member'], { error: 'invalidValue' }),
});
export type SetMemberRole = z.output<typeof setMemberRoleSchema>;

export const groupMemberDtoSchema = z.strictObject({
  id: z.string(),
  username: z.string(),
  /** For the group's admins and super admins only. */
  email: z.string().nullable(),
  /** For the group's admins and super admins; every member sees the admins' own (Call Admin). */
  phone: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
  joined_at: z.string(),
});
export type GroupMemberDto = z.output<typeof groupMemberDtoSchema>;

export const groupDtoSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(GROUP_CATEGORIES).nullable(),
  admin_id: z.string(),
  admin_name: z.string(),
  /** Only for the group's members: Call Admin. */
  admin_phone: z.string().nullable(),
  owner_id: z.string(),
  member_count: z.number(),
  max_members: z.number(),
  is_active: z.boolean(),
  is_public: z.boolean(),
  is_private: z.boolean(),
  status: z.enum(GROUP_STATUSES),
  currency: z.string(),
  contribution_amount: z.string(),
  /** The pot of one cycle with today's members. */
  total_amount: z.string(),
  payout_frequency: z.enum(PAYOUT_FREQUENCIES),
  frequency: z.enum(PAYOUT_FREQUENCIES),
  start_date: z.string(),
  current_cycle: z.number(),
  next_payment_date: z.string(),
  next_payout_date: z.string(),
  chat_enabled: z.boolean(),
  payment_enabled: z.boolean(),
  theme: z.string(),
  region: z.string(),
  language: z.enum(GROUP_LANGUAGES),
  payout_order_method: z.enum(PAYOUT_ORDER_METHODS),
  beneficiary_contributes: z.boolean(),
  /** Shown to everyone who may see the group, so that a member joins knowing them. */
  rules: groupRulesDtoSchema,
  /** Only for the group's members (Invite Friends). */
  permanent_invitation_code: z.string().nullable(),
  created_at: z.string(),
  /** The caller's relation: admin, member, pending (a request waits), or none. */
  my_relation: z.enum(GROUP_RELATIONS).nullable(),
  /** The caller is one of its treasurers: they validate payments and settle fines. */
  is_treasurer: z.boolean(),
  /** Only for the group's admins: join requests waiting for a decision. */
  pending_requests_count: z.number().nullable(),
});
export type GroupDto = z.output<typeof groupDtoSchema>;

export const groupDetailDtoSchema = z.strictObject({
  ...groupDtoSchema.shape,
  /** Members and their contacts: only for the group's members and super admins. */
  members: z.array(groupMemberDtoSchema).nullable(),
  /**
   * The rules the current cycle runs on: `rules` itself, unless a change waits for a later cycle
   * (`rules.effective_from_cycle` after the current one), in which case the version before it.
   */
  rules_in_force: groupRulesDtoSchema,
});
export type GroupDetailDto = z.output<typeof groupDetailDtoSchema>;

/** A keyset page, newest first: pass `next_cursor` as `cursor` for the next one (null on the last). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), next_cursor: z.string().nullable() });
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

/** GET /api/groups, /search, /explore, /public: a page of groups. */
export const groupPageSchema = pageSchema(groupDtoSchema);

export const JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

export const joinRequestDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  group_name: z.string(),
  group_description: z.string(),
  user_id: z.string(),
  username: z.string(),
  message: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  admin_response: z.string().nullable(),
  /** The temporary code of an accepted request, for its owner only, while it is usable. */
  invitation_code: z.string().nullable(),
  invitation_expires_at: z.string().nullable(),
});
export type JoinRequestDto = z.output<typeof joinRequestDtoSchema>;

/** POST /api/groups: the group just created. */
export const createGroupResponseSchema = z.strictObject({
  ...successMessageSchema.shape,
  success: z.boolean(),
  group: groupDtoSchema,
});
export type CreateGroupResponse = z.output<typeof createGroupResponseSchema>;

/** POST /api/auth/onboarding/create-group: the caller's first group, and its permanent code. */
export const onboardingGroupResponseSchema = z.strictObject({
  ...successMessageSchema.shape,
  group_name: z.string(),
  group_id: z.string(),
  permanent_invitation_code: z.string(),
});
export type OnboardingGroupResponse = z.output<typeof onboardingGroupResponseSchema>;

/** POST /api/groups/join-with-permanent-code: the group joined. */
export const joinWithPermanentCodeResponseSchema = z.strictObject({
  ...successMessageSchema.shape,
  group: groupDtoSchema,
});
export type JoinWithPermanentCodeResponse = z.output<typeof joinWithPermanentCodeResponseSchema>;

/** POST /api/groups/join with a temporary code: the group joined. */
export const joinWithInvitationCodeResponseSchema = z.strictObject({
  success: z.boolean(),
  group: groupDtoSchema,
});
export type JoinWithInvitationCodeResponse = z.output<typeof joinWithInvitationCodeResponseSchema>;

/** POST /api/groups/:id/join-request: the request sent, with its message. */
export const sendJoinRequestResponseSchema = z.strictObject({
  ...successMessageSchema.shape,
  success: z.boolean(),
  request: joinRequestDtoSchema,
});
export type SendJoinRequestResponse = z.output<typeof sendJoinRequestResponseSchema>;

/** POST /api/groups/:id/request-join: a public group is joined, a private one is asked. */
export const requestJoinResponseSchema = z.discriminatedUnion('status', [
  z.strictObject({ success: z.boolean(), status: z.literal('joined'), group: groupDtoSchema }),
  z.strictObject({
    success: z.boolean(),
    status: z.literal('pending'),
    request: joinRequestDtoSchema,
  }),
]);
export type RequestJoinResponse = z.output<typeof requestJoinResponseSchema>;

/** DELETE /api/groups/:id and DELETE /api/groups/:id/members/:memberId. */
export const groupActionResponseSchema = z.strictObject({
  ...successMessageSchema.shape,
  success: z.boolean(),
});
export type GroupActionResponse = z.output<typeof groupActionResponseSchema>;

/** Feature rules (what a group's state allows): the clients disable, the API refuses, with the same functions. */
type FeatureGroup = Pick<
  GroupDto,
  'status' | 'chat_enabled' | 'payment_enabled' | 'contribution_amount'
>;

export function isChatAvailable(group: Pick<FeatureGroup, 'status' | 'chat_enabled'>): boolean {
  return group.chat_enabled !== false && group.status !== 'closed' && group.status !== 'suspended';
}

export function isPaymentAvailable(group: FeatureGroup): boolean {
  return (
    group.payment_enabled !== false &&
    group.status !== 'closed' &&
    group.status !== 'suspended' &&
    group.status !== 'completed' &&
    isPositiveMoney(group.contribution_amount)
  );
}

/**
 * Cycle n is due on start + (n − 1) × frequency, in calendar months for monthly and quarterly
 * (a 31st falls back to the month's last day), computed from the start each time so that the
 * fallback never drifts.
 */
export function cycleDueDate(startDate: string, frequency: PayoutFrequency, cycle: number): string {
  const start = parseISO(startDate);
  const steps = cycle - 1;
  const due =
    frequency === 'weekly'
      ? addWeeks(start, steps)
      : addMonths(start, frequency === 'monthly' ? steps : steps * 3);
  return formatISO(due, { representation: 'date' });
}

/**
 * The end of a cycle's grace: its last day (the due date plus the days of grace) and the first
 * instant after it, in UTC. A payment recorded before `end` was made in time.
 */
export function cycleDeadline(
  startDate: string,
  frequency: PayoutFrequency,
  cycle: number,
  graceDays: number,
): { day: string; end: Date } {
  const due = parseISO(cycleDueDate(startDate, frequency, cycle));
  const day = formatISO(addDays(due, graceDays), { representation: 'date' });
  return { day, end: new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000) };
}

export const GROUP_ACTIVITY_TYPES = [
  'group_created',
  'member_joined',
  'member_excluded',
  'request_accepted',
  'request_rejected',
] as const;
export type GroupActivityType = (typeof GROUP_ACTIVITY_TYPES)[number];

/** One line of a group's activity feed: what happened, to whom, when. */
export const groupActivityDtoSchema = z.strictObject({
  type: z.enum(GROUP_ACTIVITY_TYPES),
  user_id: z.string(),
  user_name: z.string(),
  at: z.string(),
});
export type GroupActivityDto = z.output<typeof groupActivityDtoSchema>;
