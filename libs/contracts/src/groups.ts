// One module per function: date-fns's index loads all of its ~250 functions, a second of
// start-up for every process (and every test file) that imports the contracts.
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { formatISO } from 'date-fns/formatISO';
import { parseISO } from 'date-fns/parseISO';
import { isPositiveMoney } from './money.js';
import type { SuccessMessage } from './success-messages.js';

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

export type GroupRelation = 'admin' | 'member' | 'pending';

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

export interface GroupMemberDto {
  id: string;
  username: string;
  /** For the group's admins and super admins only. */
  email: string | null;
  /** For the group's admins and super admins; every member sees the admins' own (Call Admin). */
  phone: string | null;
  role: 'admin' | 'member';
  joined_at: string;
}

export interface GroupDto {
  id: string;
  name: string;
  description: string;
  category: GroupCategory | null;
  admin_id: string;
  admin_name: string;
  /** Only for the group's members: Call Admin. */
  admin_phone: string | null;
  owner_id: string;
  member_count: number;
  max_members: number;
  is_active: boolean;
  is_public: boolean;
  is_private: boolean;
  status: GroupStatus;
  currency: string;
  contribution_amount: string;
  /** The pot of one cycle with today's members. */
  total_amount: string;
  payout_frequency: PayoutFrequency;
  frequency: PayoutFrequency;
  start_date: string;
  current_cycle: number;
  next_payment_date: string;
  next_payout_date: string;
  chat_enabled: boolean;
  payment_enabled: boolean;
  theme: string;
  region: string;
  language: GroupLanguage;
  payout_order_method: PayoutOrderMethod;
  beneficiary_contributes: boolean;
  /** Only for the group's members (Invite Friends). */
  permanent_invitation_code: string | null;
  created_at: string;
  /** The caller's relation: admin, member, pending (a request waits), or none. */
  my_relation: GroupRelation | null;
  /** Only for the group's admins: join requests waiting for a decision. */
  pending_requests_count: number | null;
}

export interface GroupDetailDto extends GroupDto {
  /** Members and their contacts: only for the group's members and super admins. */
  members: GroupMemberDto[] | null;
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

export type JoinRequestStatus = 'pending' | 'accepted' | 'rejected';

export interface JoinRequestDto {
  id: string;
  group_id: string;
  group_name: string;
  group_description: string;
  user_id: string;
  username: string;
  message: string;
  status: JoinRequestStatus;
  created_at: string;
  decided_at: string | null;
  admin_response: string | null;
}

/** POST /api/groups: the group just created. */
export interface CreateGroupResponse extends SuccessMessage {
  success: boolean;
  group: GroupDto;
}

/** POST /api/auth/onboarding/create-group: the caller's first group, and its permanent code. */
export interface OnboardingGroupResponse extends SuccessMessage {
  group_name: string;
  group_id: string;
  permanent_invitation_code: string;
}

/** POST /api/groups/join-with-permanent-code: the group joined. */
export interface JoinWithPermanentCodeResponse extends SuccessMessage {
  group: GroupDto;
}

/** POST /api/groups/join with a temporary code: the group joined. */
export interface JoinWithInvitationCodeResponse {
  success: boolean;
  group: GroupDto;
}

/** POST /api/groups/:id/join-request: the request sent, with its message. */
export interface SendJoinRequestResponse extends SuccessMessage {
  success: boolean;
  request: JoinRequestDto;
}

/** POST /api/groups/:id/request-join: a public group is joined, a private one is asked. */
export type RequestJoinResponse =
  | { success: boolean; status: 'joined'; group: GroupDto }
  | { success: boolean; status: 'pending'; request: JoinRequestDto };

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

export type GroupActivityType =
  'group_created' | 'member_joined' | 'member_excluded' | 'request_accepted' | 'request_rejected';

/** One line of a group's activity feed: what happened, to whom, when. */
export interface GroupActivityDto {
  type: GroupActivityType;
  user_id: string;
  user_name: string;
  at: string;
}
