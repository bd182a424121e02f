/**
 * Factories for the web specs: a whole answer of the API with sensible values, changed by the
 * fields a test cares about (`makeRotation({ current_cycle: 2 })`).
 */

import {
  DEFAULT_SAVINGS_RULES,
  NEW_ACCOUNT_SETTINGS,
  WALLET_NETWORKS,
  standingScore,
  type ChatMessageDto,
  type CryptoNetworkDto,
  type ChatPage,
  type ContributionDto,
  type FineDto,
  type GroupDto,
  type GroupFundDto,
  type GroupRulesDto,
  type GroupSavings,
  type MemberStandingDto,
  type PublicContentDto,
  type ReminderMessageDto,
  type ReminderPreferencesDto,
  type RewardsDto,
  type RotationCycleDto,
  type RotationDto,
  type SavingDto,
  type SavingsRulesDto,
  type TurnSwapDto,
  type UserDto,
  type UserSettings,
  type WalletNetwork,
} from '@tontine/contracts';
import { formatMoney } from '../lib/format';
import { startSession } from '../lib/session';

// The signed-in reader.

export const ME = { id: 'u-1', username: 'amina' };

export function signInAsMe(role: UserDto['role'] = 'member'): void {
  startSession('tok-1', { ...ME, role, onboarding_completed: true } as UserDto);
}

let sequence = 0;

export function makeChatMessage(overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  sequence += 1;
  return {
    id: `m-${sequence}`,
    group_id: 'g-1',
    sender_id: 'u-2',
    sender_name: 'Baraka',
    message: `Habari ${sequence}`,
    timestamp: '2026-11-21T09:00:00.000Z',
    is_flagged: false,
    is_admin: false,
    is_read: true,
    flag_count: 0,
    flag_reasons: [],
    ...overrides,
  };
}

export function makeChatPage(overrides: Partial<ChatPage> = {}): ChatPage {
  return { items: [], next_cursor: null, unread_count: 0, is_moderator: false, ...overrides };
}

// The rotation and its money.

/** An amount in KES as Testing Library reads it: the formatter's narrow spaces become plain. */
export const kes = (amount: string) => formatMoney(amount, 'KES').replace(/\s/g, ' ');

/** Three members, Amina first: a monthly rotation from 2026-01-01, 5 000 KES each. */
export const MEMBERS = [
  { user_id: 'u-1', user_name: 'Amina' },
  { user_id: 'u-2', user_name: 'Baraka' },
  { user_id: 'u-3', user_name: 'Chausiku' },
];

export function makeCycle(overrides: Partial<RotationCycleDto> = {}): RotationCycleDto {
  const cycle = overrides.cycle_number ?? 1;
  const beneficiary = MEMBERS[(cycle - 1) % MEMBERS.length];
  return {
    cycle_number: cycle,
    due_date: `2026-0${cycle}-01`,
    beneficiary_id: beneficiary?.user_id ?? null,
    beneficiary_name: beneficiary?.user_name ?? null,
    pot: '15000.00',
    paid_out: false,
    members: MEMBERS.map((m) => ({
      user_id: m.user_id,
      state: 'due',
      approved: '0.00',
      pending: '0.00',
    })),
    ...overrides,
  };
}

export function makeRotation(overrides: Partial<RotationDto> = {}): RotationDto {
  return {
    group_id: 'g-1',
    payout_order_method: 'join_order',
    locked: true,
    order_locked: false,
    started_at: '2026-01-01T08:00:00.000Z',
    draw_seed: null,
    queue: MEMBERS.map((m, i) => ({ position: i + 1, ...m })),
    current_cycle: 1,
    next_payment_date: '2026-01-01',
    next_payout_date: '2026-01-01',
    cycles: [1, 2, 3].map((n) => makeCycle({ cycle_number: n })),
    ...overrides,
  };
}

export function makeContribution(overrides: Partial<ContributionDto> = {}): ContributionDto {
  return {
    id: 'c-1',
    group_id: 'g-1',
    user_id: 'u-2',
    user_name: 'Baraka',
    cycle_number: 1,
    amount: '5000.00',
    currency: 'KES',
    method: 'cash',
    status: 'pending',
    admin_notes: null,
    rejection_reason: null,
    created_at: '2026-01-03T10:00:00.000Z',
    decided_at: null,
    chain_status: null,
    tx_hash: null,
    ...overrides,
  };
}

let fineSequence = 0;

/** Baraka's unpaid late fine of 500 KES for cycle 1, at the ordinary rate. */
export function makeFine(overrides: Partial<FineDto> = {}): FineDto {
  fineSequence += 1;
  return {
    id: `f-${fineSequence}`,
    group_id: 'g-1',
    user_id: 'u-2',
    user_name: 'Baraka',
    cycle_number: 1,
    amount: '500.00',
    currency: 'KES',
    status: 'unpaid',
    rules_version: 1,
    member_was_paid: false,
    created_at: '2026-01-05T00:00:00.000Z',
    payment_recorded_at: null,
    payment_method: null,
    receipt_number: null,
    tx_hash: null,
    decided_at: null,
    decided_by_name: null,
    waive_reason: null,
    rejection_reason: null,
    ...overrides,
  };
}

/** A group's fund in KES that nothing has come into yet. */
export function makeGroupFund(overrides: Partial<GroupFundDto> = {}): GroupFundDto {
  return {
    currency: 'KES',
    balance: '0.00',
    fines_paid: '0.00',
    fines_outstanding: '0.00',
    fines_waived: '0.00',
    ...overrides,
  };
}

// The savings fund.

/** A savings fund kept in KES: a fixed saving of 500 each cycle, no loans yet. */
export function makeSavingsRules(overrides: Partial<SavingsRulesDto> = {}): SavingsRulesDto {
  return {
    ...DEFAULT_SAVINGS_RULES,
    enabled: true,
    saving_amount: '500.00',
    currency: 'KES',
    updated_at: '2026-01-02T08:00:00.000Z',
    ...overrides,
  };
}

let savingSequence = 0;

/** Baraka's saving of 500 KES for cycle 1, declared in cash and waiting for validation. */
export function makeSaving(overrides: Partial<SavingDto> = {}): SavingDto {
  savingSequence += 1;
  return {
    id: `s-${savingSequence}`,
    group_id: 'g-1',
    user_id: 'u-2',
    user_name: 'Baraka',
    cycle_number: 1,
    amount: '500.00',
    currency: 'KES',
    method: 'cash',
    receipt_number: null,
    tx_hash: null,
    status: 'pending',
    created_at: '2026-01-04T09:00:00.000Z',
    decided_at: null,
    decided_by_name: null,
    rejection_reason: null,
    ...overrides,
  };
}

/**
 * A group's savings as a member reads them: the fund of `makeSavingsRules` with nothing in it,
 * this cycle's 500 still to save, nothing listed.
 */
export function makeGroupSavings(overrides: Partial<GroupSavings> = {}): GroupSavings {
  return {
    rules: makeSavingsRules(),
    fund: {
      currency: 'KES',
      balance: '0.00',
      savings: '0.00',
      fines_kept: '0.00',
      interest_earned: '0.00',
      loans_outstanding: '0.00',
      shared_out: '0.00',
    },
    my_savings: '0.00',
    my_due_this_cycle: '500.00',
    my_borrowing_limit: '0.00',
    current_cycle: 1,
    savings: [],
    can_manage: false,
    ...overrides,
  };
}

// The account and its settings.

/** The account the Sécurité specs sign in. */
export function makeAccount(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 'u1',
    username: 'Amina Otieno',
    first_name: 'Amina',
    last_name: 'Otieno',
    email: 'amina@example.org',
    phone_number: null,
    role: 'member',
    status: 'active',
    country: 'KE',
    language: 'fr',
    preferred_language: 'fr',
    preferred_currency: 'KES',
    onboarding_completed: true,
    can_create_groups: true,
    receive_newsletter: false,
    profile_photo_url: null,
    created_at: '2026-01-05T10:00:00Z',
    two_factor_enabled: false,
    two_factor_setup_required: false,
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    ...NEW_ACCOUNT_SETTINGS,
    // A copy: a spec may change it, the next one must not see that.
    notifications: { ...NEW_ACCOUNT_SETTINGS.notifications },
    username: 'Amina Otieno',
    phone_number: '',
    language: 'fr',
    country: 'KE',
    currency: 'KES',
    ...overrides,
  };
}

/**
 * A member's reminder preferences as the API answers them: the defaults (quiet 21:00–07:00,
 * three a day) in Nairobi, every channel chosen and available, nothing sent yet.
 */
export function makeReminderPreferences(
  overrides: Partial<ReminderPreferencesDto> = {},
): ReminderPreferencesDto {
  const channel = { chosen: true, available: true, reason: null };
  return {
    quiet_hours_enabled: true,
    quiet_start: '21:00',
    quiet_end: '07:00',
    daily_limit: 3,
    time_zone: 'Africa/Nairobi',
    reminders_enabled: true,
    channels: { in_app: { ...channel }, email: { ...channel }, sms: { ...channel } },
    recent: [],
    ...overrides,
  };
}

/** A reminder sent by e-mail two days before the due date of Umoja's second cycle. */
export function makeReminderMessage(
  overrides: Partial<ReminderMessageDto> = {},
): ReminderMessageDto {
  sequence += 1;
  return {
    id: `r-${sequence}`,
    channel: 'email',
    kind: 'before_due',
    group_id: 'g-1',
    group_name: 'Umoja',
    cycle_number: 2,
    status: 'sent',
    failure_reason: null,
    send_after: '2026-11-19T06:00:00.000Z',
    sent_at: '2026-11-19T06:00:05.000Z',
    delivered_at: null,
    created_at: '2026-11-19T06:00:00.000Z',
    ...overrides,
  };
}

/** A group as the listings answer it, seen by a member unless `my_relation` says otherwise. */
export function makeListedGroup(overrides: Partial<GroupDto> = {}): GroupDto {
  return {
    id: 'g-1',
    name: 'Chama des amis',
    description: 'Les amis du quartier',
    status: 'active',
    member_count: 3,
    max_members: 10,
    contribution_amount: '5000.00',
    currency: 'KES',
    my_relation: 'member',
    pending_requests_count: null,
    ...overrides,
  } as GroupDto;
}

/**
 * A group's rules: a fixed fine of 500, 1000 for a member already paid, 3 days of grace, the
 * first reminder 2 days before the due date.
 */
export function makeRules(overrides: Partial<GroupRulesDto> = {}): GroupRulesDto {
  return {
    late_fine_kind: 'fixed',
    late_fine: '500.00',
    paid_member_late_fine: '1000.00',
    grace_days: 3,
    reminder_days_before: 2,
    version: 1,
    effective_from_cycle: 1,
    ...overrides,
  };
}

/** A member's rewards with nothing earned yet. */
export function makeRewards(overrides: Partial<RewardsDto> = {}): RewardsDto {
  return {
    premium_until: null,
    is_premium: false,
    coins: 0,
    reputation: 0,
    badges: [],
    themes: [],
    active_theme: null,
    active_badge: null,
    ...overrides,
  };
}

/** GET /crypto/networks as the server answers it: the `configured` networks with USDT and USDC. */
export function makeCryptoNetworks(configured: WalletNetwork[] = ['polygon']): CryptoNetworkDto[] {
  return WALLET_NETWORKS.map((network) =>
    configured.includes(network)
      ? {
          network,
          available: true,
          required_confirmations: 12,
          explorer_url: 'https://explorer.test',
          treasury: '0x0000000000000000000000000000000000000001',
          tokens: [
            { symbol: 'USDT', address: '0x0000000000000000000000000000000000000002', decimals: 6 },
            { symbol: 'USDC', address: '0x0000000000000000000000000000000000000003', decimals: 6 },
          ],
        }
      : {
          network,
          available: false,
          required_confirmations: null,
          explorer_url: null,
          treasury: null,
          tokens: [],
        },
  );
}

/** The public content settings, empty unless given. */
export function makePublicContent(overrides: Partial<PublicContentDto> = {}): PublicContentDto {
  return {
    welcome_message: '',
    terms_of_service: '',
    ads_enabled: false,
    ad_frequency: 30_000,
    homepage_ad_url: '',
    dashboard_ad_url: '',
    contact_url: '',
    social_links: [],
    ...overrides,
  };
}

let turnSwapSequence = 0;

/** Amina (cycle 1) asks Baraka (cycle 2) for his turn: proposed, waiting for his answer. */
export function makeTurnSwap(overrides: Partial<TurnSwapDto> = {}): TurnSwapDto {
  turnSwapSequence += 1;
  return {
    id: `ts-${turnSwapSequence}`,
    group_id: 'g-1',
    proposer_id: 'u-1',
    proposer_name: 'Amina',
    proposer_cycle: 1,
    counterpart_id: 'u-2',
    counterpart_name: 'Baraka',
    counterpart_cycle: 2,
    status: 'proposed',
    reason: null,
    created_at: '2026-01-10T09:00:00.000Z',
    responded_at: null,
    decided_at: null,
    ...overrides,
  };
}

/**
 * A member who owed four cycles, paid three on time and one late, with no fine: 88/100. The
 * score follows the counts given (`standingScore`), unless the test gives it.
 */
export function makeStanding(overrides: Partial<MemberStandingDto> = {}): MemberStandingDto {
  const counts = {
    user_id: 'u-1',
    cycles_owed: 4,
    on_time: 3,
    late: 1,
    missed: 0,
    fines: 0,
    fines_unpaid: 0,
    completed_rotations: 0,
    ...overrides,
  };
  return {
    ...counts,
    score: overrides.score !== undefined ? overrides.score : standingScore(counts),
  };
}
