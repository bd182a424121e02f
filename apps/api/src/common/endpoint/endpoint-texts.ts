import {
  type AuditVerifyResult,
  type RecordedAuditEntry,
  type AdminStatsDto,
  type BackupDto,
  type ConfigDto,
  type ContentDto,
  type DocumentDto,
  type DocumentSummaryDto,
  type DocumentVersionDto,
  type PublicContentDto,
  type SystemActionAvailability,
  type SystemActionResult,
  type AuthResponse,
  type ChatMessageDto,
  type ChatModeratorsDto,
  type ChatPage,
  type FlaggedChatMessageDto,
  type FlaggedChatPage,
  type ChatSendResponse,
  type ChatSocketTicketDto,
  type ChatUnreadDto,
  type ConsoleAuditRow,
  type ConsoleCashPaymentRow,
  type ConsoleCryptoPaymentRow,
  type ConsoleGroupRow,
  type ConsolePage,
  type ConsoleSystemLogRow,
  type ConsoleTransactionRow,
  type ConsoleUserRow,
  type PlatformMonthlyDto,
  type PlatformStatsDto,
  type ContributionDto,
  type GroupActivityDto,
  type GroupDetailDto,
  type GroupDto,
  type GroupRulesDto,
  type SavingsRulesDto,
  type GroupSavings,
  type SavingDto,
  type LoanDetail,
  type LoanBookPage,
  type MyLoans,
  type ShareOutPreview,
  type ShareOutDto,
  type HealthResponse,
  type JoinRequestDto,
  type MaintenanceStatus,
  type MemberSummaryDto,
  type MyPaymentsDto,
  type MemberHomeDto,
  type NotificationDto,
  type Page,
  type PayoutDto,
  type RotationDto,
  type SecurityMessage,
  type TwoFactorEnabledResponse,
  type TwoFactorSetupResponse,
  type UserDto,
  type WalletDto,
  type CryptoNetworkDto,
  type CryptoTransactionDto,
  type CryptoPaymentDto,
  type MpesaPaymentDto,
  type MpesaPayoutDto,
  type MpesaPayoutOffer,
  type MpesaAvailability,
  type MpesaAccountDto,
  type ConsoleMpesaPushRow,
  type ConsoleMpesaPaybillRow,
  type ConsoleMpesaPayoutRow,
  type MpesaFloatBalance,
  type MpesaStatementDto,
  type MpesaStatementSummary,
  type CryptoQuoteDto,
  type ExchangeRateDto,
  type AdsForPageDto,
  type RewardedViewDto,
  type RewardClaimDto,
  type RewardsDto,
  type AdImageDto,
  type AdStatsRowDto,
  type FlowProgressDto,
  type FineDto,
  type ReminderPreferencesDto,
  type UnsubscribedDto,
  type GroupFines,
  type TurnSwapDto,
  type GroupTurnSwaps,
  type MemberStandingDto,
  type GroupStandings,
  type GroupMemberDto,
} from '@tontine/contracts';
/**
 * Response shapes of the contracts that the notes name. Named here so that a renamed or removed
 * type fails the typecheck instead of leaving the reference pointing at nothing.
 */
export interface Shapes {
  AuditVerifyResult: AuditVerifyResult;
  RecordedAuditEntry: RecordedAuditEntry;
  BackupDto: BackupDto;
  ConfigDto: ConfigDto;
  ContentDto: ContentDto;
  DocumentDto: DocumentDto;
  DocumentSummaryDto: DocumentSummaryDto;
  DocumentVersionDto: DocumentVersionDto;
  PublicContentDto: PublicContentDto;
  SystemActionAvailability: SystemActionAvailability;
  SystemActionResult: SystemActionResult;
  AdminStatsDto: AdminStatsDto;
  AuthResponse: AuthResponse;
  ChatMessageDto: ChatMessageDto;
  ChatModeratorsDto: ChatModeratorsDto;
  ChatPage: ChatPage;
  ChatSendResponse: ChatSendResponse;
  ChatSocketTicketDto: ChatSocketTicketDto;
  FlaggedChatMessageDto: FlaggedChatMessageDto;
  FlaggedChatPage: FlaggedChatPage;
  ChatUnreadDto: ChatUnreadDto;
  ConsoleAuditRow: ConsoleAuditRow;
  ConsoleCashPaymentRow: ConsoleCashPaymentRow;
  ConsoleCryptoPaymentRow: ConsoleCryptoPaymentRow;
  ConsoleGroupRow: ConsoleGroupRow;
  ConsolePage: ConsolePage<unknown>;
  ConsoleSystemLogRow: ConsoleSystemLogRow;
  ConsoleTransactionRow: ConsoleTransactionRow;
  ConsoleUserRow: ConsoleUserRow;
  PlatformMonthlyDto: PlatformMonthlyDto;
  PlatformStatsDto: PlatformStatsDto;
  ContributionDto: ContributionDto;
  GroupActivityDto: GroupActivityDto;
  GroupDetailDto: GroupDetailDto;
  GroupDto: GroupDto;
  GroupRulesDto: GroupRulesDto;
  SavingsRulesDto: SavingsRulesDto;
  GroupSavings: GroupSavings;
  SavingDto: SavingDto;
  HealthResponse: HealthResponse;
  JoinRequestDto: JoinRequestDto;
  MaintenanceStatus: MaintenanceStatus;
  MemberSummaryDto: MemberSummaryDto;
  MyPaymentsDto: MyPaymentsDto;
  MemberHomeDto: MemberHomeDto;
  NotificationDto: NotificationDto;
  Page: Page<unknown>;
  PayoutDto: PayoutDto;
  RotationDto: RotationDto;
  SecurityMessage: SecurityMessage;
  TwoFactorEnabledResponse: TwoFactorEnabledResponse;
  TwoFactorSetupResponse: TwoFactorSetupResponse;
  UserDto: UserDto;
  WalletDto: WalletDto;
  CryptoNetworkDto: CryptoNetworkDto;
  CryptoTransactionDto: CryptoTransactionDto;
  CryptoPaymentDto: CryptoPaymentDto;
  MpesaPaymentDto: MpesaPaymentDto;
  MpesaPayoutDto: MpesaPayoutDto;
  MpesaPayoutOffer: MpesaPayoutOffer;
  MpesaAvailability: MpesaAvailability;
  MpesaAccountDto: MpesaAccountDto;
  ConsoleMpesaPushRow: ConsoleMpesaPushRow;
  ConsoleMpesaPaybillRow: ConsoleMpesaPaybillRow;
  ConsoleMpesaPayoutRow: ConsoleMpesaPayoutRow;
  MpesaFloatBalance: MpesaFloatBalance;
  MpesaStatementDto: MpesaStatementDto;
  MpesaStatementSummary: MpesaStatementSummary;
  CryptoQuoteDto: CryptoQuoteDto;
  ExchangeRateDto: ExchangeRateDto;
  AdsForPageDto: AdsForPageDto;
  RewardedViewDto: RewardedViewDto;
  RewardClaimDto: RewardClaimDto;
  RewardsDto: RewardsDto;
  AdImageDto: AdImageDto;
  AdStatsRowDto: AdStatsRowDto;
  FlowProgressDto: FlowProgressDto;
  FineDto: FineDto;
  ReminderPreferencesDto: ReminderPreferencesDto;
  UnsubscribedDto: UnsubscribedDto;
  GroupFines: GroupFines;
  TurnSwapDto: TurnSwapDto;
  GroupTurnSwaps: GroupTurnSwaps;
  MemberStandingDto: MemberStandingDto;
  GroupStandings: GroupStandings;
  GroupMemberDto: GroupMemberDto;
  LoanDetail: LoanDetail;
  LoanBookPage: LoanBookPage;
  MyLoans: MyLoans;
  ShareOutPreview: ShareOutPreview;
  ShareOutDto: ShareOutDto;
}

/** A type of @tontine/contracts, named in a description. */
export const shape = (name: keyof Shapes) => `\`${name}\` (@tontine/contracts)`;

export const SESSION = `${shape('AuthResponse')}: \`{ access_token, token_type, expires_at, user }\`.`;
export const MESSAGE = '`{ message }`: the confirmation, in French.';
export const PAGE = (of: string) =>
  `A page: ${shape('Page')} of ${of}, \`{ items, next_cursor }\`, newest first. Pass ` +
  '`next_cursor` as `cursor` for the next page.';
export const LIST = (of: keyof Shapes) => `A list of ${shape(of)}, newest first.`;
export const PAGE_PARAMETERS = {
  cursor: 'The `next_cursor` of the previous page.',
  limit: 'Items per page.',
};
/** The console's lists: keyset pages of 50 (at most 200), newest first. */
export const CONSOLE_PAGE = (of: keyof Shapes) =>
  `A page: ${shape('ConsolePage')} of ${shape(of)}, \`{ items, nextCursor }\`, newest first. ` +
  'Pass `nextCursor` as `cursor` for the next page; it is null on the last one.';
export const CONSOLE_PAGE_PARAMETERS = {
  cursor: 'The `nextCursor` of the previous page.',
  limit: 'Items per page: 50 unless given, at most 200.',
};
/** Who may see or act on a group: its existence first, then the caller's place in it. */
export const MEMBERS_ONLY = ['GROUP_NOT_FOUND', 'NOT_GROUP_MEMBER'] as const;
export const GROUP_ADMINS_ONLY = ['GROUP_NOT_FOUND', 'GROUP_ADMIN_REQUIRED'] as const;
/** The doors into a group all admit the same way: capacity, state, and the admins' last word. */
export const ADMISSION = [
  'ALREADY_MEMBER',
  'GROUP_FULL',
  'GROUP_INACTIVE',
  'EXCLUDED_FROM_GROUP',
  'JOIN_REQUEST_REFUSED',
  'GROUP_RULES_CHANGED',
] as const;
/** Paying into a group: the payer's place, the group's state, the rotation's due. */
export const PAYMENT = [
  'GROUP_NOT_FOUND',
  'PAYMENT_MEMBERS_ONLY',
  'NO_CONTRIBUTION_AMOUNT',
  'GROUP_CLOSED_FOR_PAYMENTS',
  'CURRENCY_MISMATCH',
  'CYCLE_INVALID',
  'NOTHING_DUE',
  'AMOUNT_EXCEEDS_DUE',
] as const;
export const DECIDING = [
  'CONTRIBUTION_NOT_FOUND',
  'GROUP_NOT_FOUND',
  'GROUP_ADMIN_REQUIRED',
  'CONTRIBUTION_DECIDED',
] as const;
/** Deciding a fine: the fine, its group, who handles the group's money, and the fine's state. */
export const FINE_DECIDING = [
  'FINE_NOT_FOUND',
  'GROUP_NOT_FOUND',
  'GROUP_ADMIN_REQUIRED',
  'FINE_SETTLED',
] as const;
/** Paying a late fine of one's own through a provider (M-Pesa, crypto). */
export const FINE_PAYING = [
  'FINE_NOT_FOUND',
  'FINE_SETTLED',
  'FINE_PAYMENT_PENDING',
  'NOT_GROUP_MEMBER',
] as const;
/** Paying one's saving into a group's fund through a provider. */
export const SAVING_PAYING = [
  'NOT_GROUP_MEMBER',
  'GROUP_INACTIVE',
  'SAVINGS_DISABLED',
  'SAVING_ALREADY_PAID',
  'SAVING_AMOUNT_FIXED',
  'SAVING_TOO_SMALL',
] as const;
/** Opening a group's chat: members, admins and super admins, while the chat is open. */
export const CHAT_OPEN = [
  'GROUP_NOT_FOUND',
  'CHAT_MEMBERS_ONLY',
  'CHAT_UNAVAILABLE',
  'CHAT_GROUP_CLOSED',
] as const;
