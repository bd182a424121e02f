import {
  memberHomeSchema,
  userSettingsSchema,
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
  type CryptoQuoteDto,
  type ExchangeRateDto,
  type AdsForPageDto,
  type RewardedViewDto,
  type RewardClaimDto,
  type RewardsDto,
  type AdImageDto,
  type AdStatsRowDto,
  type FlowProgressDto,
} from '@tontine/contracts';
import type {
  ChatSocketEvents,
  NotificationSocketEvents,
  OperationNotes,
  SocketNotes,
  WebSocketRoute,
} from './openapi-document.js';

/**
 * Response shapes of the contracts that the notes name. Named here so that a renamed or removed
 * type fails the typecheck instead of leaving the reference pointing at nothing.
 */
interface Shapes {
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
  CryptoQuoteDto: CryptoQuoteDto;
  ExchangeRateDto: ExchangeRateDto;
  AdsForPageDto: AdsForPageDto;
  RewardedViewDto: RewardedViewDto;
  RewardClaimDto: RewardClaimDto;
  RewardsDto: RewardsDto;
  AdImageDto: AdImageDto;
  AdStatsRowDto: AdStatsRowDto;
  FlowProgressDto: FlowProgressDto;
}

/** A type of @tontine/contracts, named in a description. */
const shape = (name: keyof Shapes) => `\`${name}\` (@tontine/contracts)`;

const SESSION = `${shape('AuthResponse')}: \`{ access_token, token_type, expires_at, user }\`.`;
const MESSAGE = '`{ message }`: the confirmation, in French.';
const PAGE = (of: string) =>
  `A page: ${shape('Page')} of ${of}, \`{ items, next_cursor }\`, newest first. Pass ` +
  '`next_cursor` as `cursor` for the next page.';
const LIST = (of: keyof Shapes) => `A list of ${shape(of)}, newest first.`;
const PAGE_PARAMETERS = {
  cursor: 'The `next_cursor` of the previous page.',
  limit: 'Items per page.',
};
/** The console's lists: keyset pages of 50 (at most 200), newest first. */
const CONSOLE_PAGE = (of: keyof Shapes) =>
  `A page: ${shape('ConsolePage')} of ${shape(of)}, \`{ items, nextCursor }\`, newest first. ` +
  'Pass `nextCursor` as `cursor` for the next page; it is null on the last one.';
const CONSOLE_PAGE_PARAMETERS = {
  cursor: 'The `nextCursor` of the previous page.',
  limit: 'Items per page: 50 unless given, at most 200.',
};
/** Who may see or act on a group: its existence first, then the caller's place in it. */
const MEMBERS_ONLY = ['GROUP_NOT_FOUND', 'NOT_GROUP_MEMBER'] as const;
const GROUP_ADMINS_ONLY = ['GROUP_NOT_FOUND', 'GROUP_ADMIN_REQUIRED'] as const;
/** The doors into a group all admit the same way: capacity, state, and the admins' last word. */
const ADMISSION = [
  'ALREADY_MEMBER',
  'GROUP_FULL',
  'GROUP_INACTIVE',
  'EXCLUDED_FROM_GROUP',
  'JOIN_REQUEST_REFUSED',
] as const;
/** Paying into a group: the payer's place, the group's state, the rotation's due. */
const PAYMENT = [
  'GROUP_NOT_FOUND',
  'PAYMENT_MEMBERS_ONLY',
  'NO_CONTRIBUTION_AMOUNT',
  'GROUP_CLOSED_FOR_PAYMENTS',
  'CURRENCY_MISMATCH',
  'CYCLE_INVALID',
  'NOTHING_DUE',
  'AMOUNT_EXCEEDS_DUE',
] as const;
const DECIDING = [
  'CONTRIBUTION_NOT_FOUND',
  'GROUP_NOT_FOUND',
  'GROUP_ADMIN_REQUIRED',
  'CONTRIBUTION_DECIDED',
] as const;
/** Opening a group's chat: members, admins and super admins, while the chat is open. */
const CHAT_OPEN = [
  'GROUP_NOT_FOUND',
  'CHAT_MEMBERS_ONLY',
  'CHAT_UNAVAILABLE',
  'CHAT_GROUP_CLOSED',
] as const;

/**
 * What only a person can say about each route: its purpose, its answer and the codes its
 * service refuses with. Keyed `METHOD /path` as the API serves it; the API tier's
 * openapi.test.ts fails for a served route without notes and for notes of a route not served.
 */
export const OPERATION_NOTES: Readonly<Record<string, OperationNotes>> = {
  // Accounts and sessions
  'POST /api/auth/register': {
    summary: 'Create an account and sign in',
    errors: ['EMAIL_TAKEN'],
    success: { description: `The new account's session. ${SESSION}` },
  },
  'POST /api/auth/login': {
    summary: 'Sign in',
    description:
      'With two-factor sign-in on, send `otp` (a code of the app or a recovery code): without ' +
      'it the answer is 401 `TWO_FACTOR_REQUIRED`, which does not count as a failed attempt. ' +
      'Attempts are counted per account and per address; past the limit the answer is 429 ' +
      'with Retry-After, and a password reset unblocks the account at once.',
    errors: [
      'INVALID_CREDENTIALS',
      'TWO_FACTOR_REQUIRED',
      'TWO_FACTOR_INVALID',
      'ACCOUNT_SUSPENDED',
      'TOO_MANY_LOGIN_ATTEMPTS',
    ],
    success: { description: `A new session. ${SESSION}` },
  },
  'POST /api/auth/demo': {
    summary: 'Sign in as the demo member',
    description: 'Only while the server runs in demo mode.',
    errors: ['DEMO_DISABLED'],
    success: { description: `The demo member's session. ${SESSION}` },
  },
  'GET /api/auth/me': {
    summary: 'Who is signed in',
    success: {
      description:
        `The caller's account, ${shape('UserDto')}. \`two_factor_setup_required\` tells a ` +
        'super admin who must set up two-factor sign-in before anything else.',
    },
  },
  'POST /api/auth/logout': {
    summary: 'Sign out this session',
    success: { description: `${MESSAGE} The token answers 401 \`SESSION_REVOKED\` from now on.` },
  },
  'POST /api/auth/logout-all': {
    summary: 'Sign out everywhere',
    success: { description: `${MESSAGE} Every session of the account ends, this one too.` },
  },
  'POST /api/auth/onboarding/complete': {
    summary: 'Finish onboarding as a member',
    success: { description: `The account, ${shape('UserDto')}, with \`onboarding_completed\`.` },
  },
  'POST /api/auth/onboarding/create-group': {
    summary: 'Finish onboarding by creating a group',
    description: 'The caller becomes the new group’s admin, and onboarding is complete.',
    errors: ['GROUP_CREATE_FORBIDDEN'],
    success: {
      description: '`{ message, group_name, group_id, permanent_invitation_code }`.',
    },
  },
  'POST /api/auth/password/forgot': {
    summary: 'Ask for a password reset link',
    description:
      'The answer is the same whether an account has this address or not: the look-up and ' +
      'the e-mail happen after it. An address gets at most 3 e-mails an hour; a link is valid ' +
      'one hour and once.',
    success: { description: MESSAGE },
  },
  'POST /api/auth/password/reset': {
    summary: 'Set a new password with the token of a reset link',
    description:
      'Every session of the account ends, every other link dies, and the sign-in limit of ' +
      'the account is lifted.',
    errors: ['RESET_TOKEN_INVALID'],
    success: { description: MESSAGE },
  },
  'PUT /api/users/me/password': {
    summary: 'Change the password',
    description:
      'Needs the current password, checked under the sign-in limit of the account (429 while ' +
      'it is blocked, even for the right one). Every other session ends and the owner is ' +
      'told by e-mail.',
    errors: ['CURRENT_PASSWORD_INVALID', 'TOO_MANY_LOGIN_ATTEMPTS'],
    success: { description: `${shape('SecurityMessage')}: ${MESSAGE}` },
  },
  'POST /api/auth/2fa/setup': {
    summary: 'Start setting up two-factor sign-in',
    errors: ['TWO_FACTOR_ALREADY_ENABLED'],
    success: {
      description:
        `${shape('TwoFactorSetupResponse')}: \`{ secret, otpauth_url, qr_code }\`, the QR ` +
        'code as an SVG data URL. Confirm with a first code at `/api/auth/2fa/enable`.',
    },
  },
  'POST /api/auth/2fa/enable': {
    summary: 'Turn two-factor sign-in on',
    description:
      'With a code of the secret from the setup, checked under the sign-in limit of the ' +
      'account. The other sessions end; this one, which proved the second factor, may do ' +
      'everything.',
    errors: [
      'TWO_FACTOR_ALREADY_ENABLED',
      'TWO_FACTOR_SETUP_NOT_STARTED',
      'TWO_FACTOR_CODE_INCORRECT',
      'TOO_MANY_LOGIN_ATTEMPTS',
    ],
    success: {
      description: `${shape('TwoFactorEnabledResponse')} and \`message\`: ten single-use recovery codes, shown once.`,
    },
  },
  'POST /api/auth/2fa/disable': {
    summary: 'Turn two-factor sign-in off',
    description:
      'With a code or the password, checked under the sign-in limit of the account. A super ' +
      'admin who must use it cannot.',
    errors: [
      'TWO_FACTOR_NOT_ENABLED',
      'TWO_FACTOR_REQUIRED_FOR_ROLE',
      'TWO_FACTOR_CODE_INCORRECT',
      'CURRENT_PASSWORD_INVALID',
      'TOO_MANY_LOGIN_ATTEMPTS',
    ],
    success: { description: `${shape('SecurityMessage')}: ${MESSAGE}` },
  },
  'POST /api/auth/2fa/recovery-codes': {
    summary: 'Replace the recovery codes',
    description: 'With a code, checked under the sign-in limit of the account.',
    errors: ['TWO_FACTOR_NOT_ENABLED', 'TWO_FACTOR_CODE_INCORRECT', 'TOO_MANY_LOGIN_ATTEMPTS'],
    success: {
      description: `${shape('TwoFactorEnabledResponse')}: ten new codes; the old ones stop working.`,
    },
  },

  // The account's settings and photo
  'GET /api/users/me/settings': {
    summary: 'Read the settings',
    success: { description: 'The settings of every tab.', schema: userSettingsSchema },
  },
  'PUT /api/users/me/settings': {
    summary: 'Save the settings',
    description: 'The whole object, as read.',
    success: { description: `\`{ settings, user, message }\`: \`user\` is a ${shape('UserDto')}.` },
  },
  'PUT /api/users/me/language': {
    summary: 'Choose the account’s language',
    description:
      'The one language of the person (fr, en or sw): the interface takes it at every sign-in, ' +
      'and the e-mails, SMS, notifications and ads follow it. The settings’ `language` is the same.',
    success: { description: `The ${shape('UserDto')} with its new language.` },
  },
  'PUT /api/users/me/photo': {
    summary: 'Replace the profile photo',
    description: 'A JPEG, PNG or GIF of at most 5 MB, typed from its bytes whatever its name.',
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { photo: { type: 'string', contentMediaType: 'image/*' } },
            required: ['photo'],
          },
        },
      },
    },
    errors: ['PHOTO_TOO_LARGE', 'PHOTO_NOT_IMAGE'],
    success: { description: `The account, ${shape('UserDto')}, with its \`profile_photo_url\`.` },
  },
  'GET /api/users/:id/photo': {
    summary: 'A profile photo',
    errors: ['PHOTO_NOT_FOUND'],
    success: {
      description: 'The image, with its real type; may be kept privately for a day.',
      status: 200,
      mediaTypes: ['image/jpeg', 'image/png', 'image/gif'],
    },
  },
  'GET /api/users/me/summary': {
    summary: "The caller's money across their groups",
    success: { description: `${shape('MemberSummaryDto')}: totals per currency.` },
  },
  'GET /api/users/me/home': {
    summary: "The dashboard's first screen in one answer",
    description:
      'What the member dashboard reads before it can paint, each part exactly as its own ' +
      'endpoint answers it: `user` (`GET /api/auth/me`), `settings` (`GET /api/users/me/settings`), ' +
      '`groups` (`GET /api/groups?limit=100`), `summary` (`GET /api/users/me/summary`), ' +
      '`payments` (`GET /api/users/me/payments`), `flows` (`GET /api/users/me/flows`), ' +
      '`notifications` (`GET /api/notifications`) and `rewards` (`GET /api/users/me/rewards`). ' +
      'The web client asks for it before it renders and seeds each section from it; each ' +
      'section then refreshes through its own endpoint.',
    success: { description: `${shape('MemberHomeDto')}.`, schema: memberHomeSchema },
  },
  'GET /api/users/me/payments': {
    summary: "The caller's payments across their groups",
    description:
      'Per group, what the current cycle still asks of the caller (due date, approved, pending, ' +
      'owed), and their contributions, newest first, with the group and the chain status.',
    success: { description: `${shape('MyPaymentsDto')}.` },
  },
  'GET /api/users/:id/join-requests': {
    summary: "A person's join requests",
    description:
      'The person themselves or a super admin. The owner also sees the temporary invitation ' +
      'code of an accepted request while it is valid.',
    errors: ['FORBIDDEN'],
    success: { description: LIST('JoinRequestDto') },
  },
  'GET /api/health': {
    summary: 'Health',
    description: 'Also proves that the database answers: if it does not, the answer is an error.',
    success: {
      description: `${shape('HealthResponse')}: \`{ status, database, version, time }\`.`,
    },
  },

  // Operators
  'GET /api/superadmin/stats': {
    summary: "The console's figures",
    description:
      'Users, groups (all and active), transactions (approved contributions and payouts), ' +
      'revenue: approved contributions in KES as an exact decimal, other currencies listed apart ' +
      'and never added; accounts seen in 24 h; health (the share of the configured database, ' +
      'Redis and SMTP checks that pass); the share of 5xx answers in the last hour over every ' +
      'instance; API starts recorded; the running version. Shared for ' +
      'PLATFORM_STATS_CACHE_SECONDS, and dropped when an operator acts on a user or a payment.',
    parameters: {
      fresh: "`true`: computed now (the console's refresh button), and shared from then on.",
    },
    success: { description: `${shape('PlatformStatsDto')}.` },
  },
  'GET /api/superadmin/stats/monthly': {
    summary: 'The overview charts: the last 12 months',
    description:
      'Per calendar month (UTC), oldest first: accounts and groups created, contributions ' +
      'approved (by the month they were recorded) and their total in KES.',
    parameters: {
      fresh: "`true`: computed now (the console's refresh button), and shared from then on.",
    },
    success: { description: `${shape('PlatformMonthlyDto')}.` },
  },
  'GET /api/superadmin/users': {
    summary: 'The users tab',
    description: CONSOLE_PAGE('ConsoleUserRow'),
    parameters: {
      ...CONSOLE_PAGE_PARAMETERS,
      status: '`active` or `suspended`.',
      role: '`member`, `admin`, `super_admin` or `support`.',
      q: 'Part of the username or e-mail, whatever its case.',
    },
    success: { description: CONSOLE_PAGE('ConsoleUserRow') },
  },
  'GET /api/superadmin/groups': {
    summary: 'The groups tab',
    description: 'Groups not deleted, with their admin.',
    parameters: {
      ...CONSOLE_PAGE_PARAMETERS,
      status: "The group's status.",
      q: 'Part of the name.',
    },
    success: { description: CONSOLE_PAGE('ConsoleGroupRow') },
  },
  'GET /api/superadmin/transactions': {
    summary: 'Every contribution and payout',
    description: 'Contributions of every method and status, and payouts (status `paid`).',
    parameters: CONSOLE_PAGE_PARAMETERS,
    success: { description: CONSOLE_PAGE('ConsoleTransactionRow') },
  },
  'GET /api/superadmin/system-logs': {
    summary: 'The warnings and errors the server logged',
    description: 'The newest 10,000 kept, stored within a second or so of being logged.',
    parameters: { ...CONSOLE_PAGE_PARAMETERS, level: '`error` or `warn`.' },
    success: { description: CONSOLE_PAGE('ConsoleSystemLogRow') },
  },
  'GET /api/superadmin/cash-payments': {
    summary: 'Cash payments',
    parameters: { ...CONSOLE_PAGE_PARAMETERS, status: '`pending`, `approved` or `rejected`.' },
    success: { description: CONSOLE_PAGE('ConsoleCashPaymentRow') },
  },
  'GET /api/superadmin/crypto-payments': {
    summary: 'Crypto payments',
    parameters: { ...CONSOLE_PAGE_PARAMETERS, status: '`pending`, `approved` or `rejected`.' },
    success: { description: CONSOLE_PAGE('ConsoleCryptoPaymentRow') },
  },
  'GET /api/superadmin/audit': {
    summary: 'The audit trail',
    parameters: {
      ...CONSOLE_PAGE_PARAMETERS,
      category: 'One of the categories of the audit entries.',
      q: 'Part of the action, the details or the admin name, whatever its case.',
    },
    success: { description: CONSOLE_PAGE('ConsoleAuditRow') },
  },
  'POST /api/superadmin/users/:id/action': {
    summary: 'Suspend, reactivate or delete an account',
    description:
      "A suspension ends the account's sessions at once, over HTTP and on its sockets. " +
      'Deletion anonymises the account (status `deleted`; e-mail, names, phone, photo replaced, ' +
      'password unusable), ends its sessions and memberships, and keeps its money history. ' +
      'Nobody acts on themselves; a super admin can be neither suspended nor deleted; someone ' +
      'who runs a group cannot be deleted. Audited (`user_management`).',
    errors: [
      'CANNOT_ACT_ON_SELF',
      'CANNOT_ACT_ON_SUPER_ADMIN',
      'USER_NOT_FOUND',
      'USER_DELETED',
      'USER_RUNS_GROUPS',
    ],
    success: { description: `The account, ${shape('ConsoleUserRow')}.` },
  },
  'POST /api/superadmin/users': {
    summary: 'Create an account',
    description:
      "The console's user form: username, e-mail, phone and password follow the registration's " +
      'rules; role `member`, `admin`, `super_admin` or `support`. Audited (`user_management`).',
    errors: ['EMAIL_TAKEN'],
    success: { description: `The account, ${shape('ConsoleUserRow')}.` },
  },
  'PATCH /api/superadmin/users/:id': {
    summary: 'Edit an account',
    description:
      'Changes the fields sent (`phone: null` clears it). Nobody changes their own role or ' +
      "status; a super admin cannot be suspended. A suspension or a new role ends the account's " +
      'sessions at once. Audited (`user_management`) when something changed.',
    errors: [
      'CANNOT_CHANGE_OWN_ROLE',
      'CANNOT_ACT_ON_SUPER_ADMIN',
      'USER_NOT_FOUND',
      'USER_DELETED',
      'EMAIL_TAKEN',
    ],
    success: { description: `The account, ${shape('ConsoleUserRow')}.` },
  },
  'POST /api/superadmin/cash-payments/:id/validate': {
    summary: 'Approve or reject a cash payment',
    description:
      "The group admins' own decision (the contributions service): the same lock, totals, " +
      'notification and audit entry (`payment_validation`); only a pending payment is decided.',
    errors: ['CONTRIBUTION_NOT_FOUND', 'GROUP_NOT_FOUND', 'CONTRIBUTION_DECIDED'],
    success: { description: `The payment, ${shape('ConsoleCashPaymentRow')}.` },
  },
  'POST /api/superadmin/crypto-payments/:id/validate': {
    summary: 'Verify a crypto payment on chain',
    description:
      'Body `{ action: "verify" }`. Runs the verification every check uses (docs/crypto.md): the ' +
      'receipt, the Transfer log of the quoted token to the treasury for at least the quoted ' +
      "amount, and the network's confirmations; a pending payment becomes confirmed or failed " +
      '(its contribution then rejected with the reason). Audited (`payment_validation`, ' +
      '`crypto_payment_verified`). A node that does not answer is 503 and nothing changes.',
    errors: [
      'CONTRIBUTION_NOT_FOUND',
      'CRYPTO_PAYMENT_NOT_FOUND',
      'CRYPTO_NETWORK_UNAVAILABLE',
      'CRYPTO_SERVICE_UNAVAILABLE',
    ],
    success: { description: `The payment, ${shape('ConsoleCryptoPaymentRow')}.` },
  },
  'POST /api/superadmin/audit': {
    summary: 'Record a console event in the audit trail',
    description:
      "Recorded under the caller's session and address. `admin_id`, `admin_name` and " +
      '`timestamp` in the body (the console sends them) are accepted and ignored.',
    success: { description: `The entry, ${shape('RecordedAuditEntry')}.` },
  },
  'GET /api/superadmin/audit/verify': {
    summary: 'Verify the audit hash chain',
    description:
      'Walks every entry in order of position and recomputes its hash: `firstBroken` names the ' +
      'first entry changed (`changed`, or `rehashed` when its hash was recomputed), removed ' +
      '(`removed`: the entry after the gap, or `id` null at the end) or written beside the chain ' +
      '(`inserted`).',
    success: { description: `${shape('AuditVerifyResult')}.` },
  },
  // Console: documents, system actions, backups, exports
  'GET /api/content/public': {
    summary: "The console's content for the member client",
    description:
      'Read-only subset of the content document: welcome message, terms of service, whether ' +
      'ads are shown and how often, the ad addresses, the contact link and the filled-in social ' +
      'links of the maintenance page. Open during maintenance. Changes show at once, without a ' +
      'restart.',
    success: { description: `${shape('PublicContentDto')}.` },
  },
  'GET /api/superadmin/content': {
    summary: 'The content settings',
    description: "The live maintenance message is the maintenance module's.",
    success: { description: `${shape('ContentDto')}: \`{ values, version, updated_at }\`.` },
  },
  'POST /api/superadmin/content/update': {
    summary: 'Change one content setting',
    description:
      'Validated by the content schema, saved as a new version of the content document and ' +
      'audited (content_management) in one transaction. A new maintenance message is the ' +
      "maintenance module's message at once.",
    errors: ['SETTING_UNKNOWN', 'DOCUMENT_INVALID', 'DOCUMENT_VERSION_CONFLICT'],
    success: { description: `The new ${shape('ContentDto')}.` },
  },
  'GET /api/superadmin/config': {
    summary: 'The system configuration',
    description:
      "Secrets of the server's environment are listed masked, read-only; `maintenance_mode` is " +
      'the live switch.',
    success: {
      description: `${shape('ConfigDto')}: \`{ values, secrets, version, updated_at }\`.`,
    },
  },
  'POST /api/superadmin/config/update': {
    summary: 'Change one configuration setting',
    description:
      'A critical action: refused without `confirm: true`. Secrets cannot be set. Saved as a ' +
      'new version and audited (system_config); takes effect on every instance without a ' +
      'restart (session expiry of new sessions, two-factor for operators, crypto payments, ' +
      'maintenance).',
    errors: [
      'SETTING_SECRET_READ_ONLY',
      'SETTING_FIXED',
      'SETTING_UNKNOWN',
      'CONFIG_CONFIRMATION_REQUIRED',
      'DOCUMENT_INVALID',
      'DOCUMENT_VERSION_CONFLICT',
    ],
    success: { description: `The new ${shape('ConfigDto')}.` },
  },
  'GET /api/superadmin/documents': {
    summary: "The platform's documents",
    success: { description: `A list of ${shape('DocumentSummaryDto')}.` },
  },
  'GET /api/superadmin/documents/:name': {
    summary: 'A document with its JSON Schema',
    description: "The schema is generated from the contracts' zod schema for the code editor.",
    errors: ['DOCUMENT_NOT_FOUND'],
    success: { description: `${shape('DocumentDto')}.` },
  },
  'PUT /api/superadmin/documents/:name': {
    summary: 'Save a document',
    description:
      "`baseVersion` is the version the edit started from: a save after someone else's is " +
      'refused (409). Validated, versioned and audited in one transaction.',
    errors: [
      'DOCUMENT_NOT_FOUND',
      'DOCUMENT_INVALID',
      'DOCUMENT_VERSION_CONFLICT',
      'SETTING_SECRET_READ_ONLY',
      'SETTING_FIXED',
    ],
    success: { description: `The saved ${shape('DocumentDto')}.` },
  },
  'GET /api/superadmin/documents/:name/versions': {
    summary: "A document's saved versions",
    errors: ['DOCUMENT_NOT_FOUND'],
    parameters: PAGE_PARAMETERS,
    success: {
      description: `\`{ items, nextCursor }\` of ${shape('DocumentVersionDto')}, newest first.`,
    },
  },
  'GET /api/superadmin/documents/:name/versions/:version': {
    summary: 'One saved version',
    errors: ['DOCUMENT_NOT_FOUND', 'DOCUMENT_VERSION_NOT_FOUND'],
    success: { description: `${shape('DocumentVersionDto')} with its \`value\`.` },
  },
  'POST /api/superadmin/documents/:name/versions/:version/restore': {
    summary: 'Restore a saved version',
    description: 'Saved again as a new version, validated by the current schema, audited.',
    errors: ['DOCUMENT_NOT_FOUND', 'DOCUMENT_VERSION_NOT_FOUND', 'DOCUMENT_INVALID'],
    success: { description: `The restored ${shape('DocumentDto')}.` },
  },
  'GET /api/superadmin/system/actions': {
    summary: 'Which system actions this server can run',
    description:
      'For each action, whether it can run here and otherwise the refusal its POST would ' +
      'answer (`code`, `detail`): the console says why before asking for a confirmation.',
    success: {
      description: `A list of ${shape('SystemActionAvailability')}: \`{ action, available, code, detail }\`.`,
    },
  },
  'POST /api/superadmin/system/:action': {
    summary: 'Run a system action',
    description:
      '`backup`/`backup-db` (a consistent dump, gzip, in BACKUP_DIR), `optimize-db`, ' +
      '`clear-cache` (every instance), `maintenance` (toggle), `restart` (graceful, under ' +
      'the supervisor of npm start), `deploy` (DEPLOY_COMMAND). Audited. An action not ' +
      'configured here answers 501, and the refused attempt is audited too.',
    errors: [
      'SYSTEM_ACTION_UNKNOWN',
      'RESTART_UNAVAILABLE',
      'DEPLOY_NOT_CONFIGURED',
      'DEPLOY_FAILED',
    ],
    success: { description: `${shape('SystemActionResult')}: \`{ action, ok, message, … }\`.` },
  },
  'GET /api/superadmin/backups': {
    summary: 'The database backups',
    parameters: PAGE_PARAMETERS,
    success: { description: `\`{ items, nextCursor }\` of ${shape('BackupDto')}, newest first.` },
  },
  'GET /api/superadmin/backups/:id/download': {
    summary: 'Download a backup',
    errors: ['BACKUP_NOT_FOUND'],
    success: {
      description: 'The gzip file: SQL statements (MariaDB) or the database file (SQLite).',
      status: 200,
      mediaTypes: ['application/gzip'],
    },
  },
  'GET /api/superadmin/export/:kind': {
    summary: 'Export data as CSV',
    description:
      'Kinds all, users, groups, payments, audit, database. Streamed from a database cursor; ' +
      'formula cells escaped, UTF-8 mark; several tables as a ZIP of one CSV each. No ' +
      'password hash, two-factor secret or token. Audited. Support staff export `audit` only.',
    errors: ['EXPORT_KIND_UNKNOWN', 'SUPPORT_ACCESS_DENIED'],
    success: {
      description: 'The file, named `<kind>-YYYY-MM-DD.csv` or `.zip`.',
      status: 200,
      mediaTypes: ['text/csv', 'application/zip'],
    },
  },
  'GET /api/maintenance/status': {
    summary: 'Whether maintenance is on',
    success: { description: `${shape('MaintenanceStatus')}.` },
  },
  'POST /api/maintenance/toggle': {
    summary: 'Turn maintenance on or off',
    description:
      "Turning it on closes every socket but super admins' with code 4503, on every instance; " +
      'turning it off tells the subscribers by e-mail. Audited.',
    success: { description: `The new ${shape('MaintenanceStatus')}.` },
  },
  'POST /api/maintenance/subscribe': {
    summary: 'Be told by e-mail when maintenance ends',
    success: { description: MESSAGE },
  },

  // Groups
  'POST /api/groups': {
    summary: 'Create a group',
    description: 'The creator becomes its admin.',
    errors: ['GROUP_CREATE_FORBIDDEN'],
    success: {
      description: `\`{ success, group, message }\`: \`group\` is a ${shape('GroupDto')}.`,
    },
  },
  'GET /api/groups': {
    summary: "The caller's groups",
    description: 'Groups the caller administers or belongs to, and those where a request waits.',
    parameters: PAGE_PARAMETERS,
    success: { description: PAGE(`${shape('GroupDto')} with \`my_relation\``) },
  },
  'GET /api/groups/search': {
    summary: 'Search groups',
    parameters: { ...PAGE_PARAMETERS, q: 'Words of the name or description, or an exact id.' },
    success: { description: PAGE(shape('GroupDto')) },
  },
  'GET /api/groups/explore': {
    summary: 'Explore groups the caller is not in',
    parameters: { ...PAGE_PARAMETERS, q: 'Words of the name, description or category.' },
    success: { description: PAGE(shape('GroupDto')) },
  },
  'GET /api/groups/public': {
    summary: 'Public active groups',
    parameters: PAGE_PARAMETERS,
    success: { description: PAGE(shape('GroupDto')) },
  },
  'GET /api/groups/:id': {
    summary: 'A group',
    description:
      '`members`, the permanent invitation code and the admin’s phone only for the group’s ' +
      'members and super admins; members’ contact details only for its admins and super admins.',
    errors: ['GROUP_NOT_FOUND'],
    success: { description: `${shape('GroupDetailDto')}.` },
  },
  'GET /api/groups/:id/activity': {
    summary: "A group's recent activity",
    errors: [...MEMBERS_ONLY],
    success: { description: LIST('GroupActivityDto') },
  },
  'DELETE /api/groups/:id': {
    summary: 'Delete a group',
    description: 'Its chat sockets close. Audited.',
    errors: [...GROUP_ADMINS_ONLY],
    success: { description: '`{ success, message }`.' },
  },
  'DELETE /api/groups/:id/members/:memberId': {
    summary: 'Exclude a member',
    description:
      'Not oneself, not an admin. The member is told by notification and e-mail, and cannot ' +
      'come back by any door until an admin accepts a new request. Audited.',
    errors: [
      ...GROUP_ADMINS_ONLY,
      'CANNOT_EXCLUDE_SELF',
      'CANNOT_EXCLUDE_ADMIN',
      'MEMBER_NOT_FOUND',
    ],
    success: { description: '`{ success, message }`.' },
  },

  // Joining a group
  'POST /api/groups/join-with-permanent-code': {
    summary: "Join with a group's permanent code",
    description: 'At most 20 tries of a code in 10 minutes per account.',
    errors: ['INVALID_PERMANENT_CODE', ...ADMISSION, 'TOO_MANY_JOIN_ATTEMPTS'],
    success: { description: `\`{ message, group }\`: \`group\` is a ${shape('GroupDto')}.` },
  },
  'POST /api/groups/join': {
    summary: 'Join with a temporary invitation code',
    description:
      'The single-use code, valid 7 days, that an accepted join request issued to the caller.',
    errors: [
      'INVALID_INVITATION_CODE',
      'INVITATION_EXPIRED',
      'GROUP_NOT_FOUND',
      ...ADMISSION,
      'TOO_MANY_JOIN_ATTEMPTS',
    ],
    success: { description: `\`{ success, group }\`: \`group\` is a ${shape('GroupDto')}.` },
  },
  'POST /api/groups/:id/join-request': {
    summary: 'Ask to join a group',
    description: "The group's admins decide; one pending request at a time.",
    errors: ['GROUP_NOT_FOUND', 'GROUP_INACTIVE', 'ALREADY_MEMBER', 'JOIN_REQUEST_PENDING'],
    success: {
      description: `\`{ success, message, request }\`: \`request\` is a ${shape('JoinRequestDto')}.`,
    },
  },
  'POST /api/groups/:id/request-join': {
    summary: 'Join a public group, or ask to join a private one',
    errors: ['GROUP_NOT_FOUND', ...ADMISSION, 'JOIN_REQUEST_PENDING'],
    success: {
      description:
        "`{ success, status: 'joined', group }` for a public group, " +
        "`{ success, status: 'pending', request }` for a private one.",
    },
  },
  'GET /api/groups/:id/join-requests': {
    summary: "A group's join requests",
    errors: [...GROUP_ADMINS_ONLY],
    success: { description: LIST('JoinRequestDto') },
  },
  'POST /api/join-requests/:id/accept': {
    summary: 'Accept a join request',
    description:
      'Issues a temporary invitation code (single use, 7 days), sent to the person as a ' +
      '`group_join_approved` notification and by e-mail. Audited.',
    errors: [
      'JOIN_REQUEST_NOT_FOUND',
      'GROUP_NOT_FOUND',
      'GROUP_ADMIN_REQUIRED',
      'JOIN_REQUEST_DECIDED',
    ],
    success: { description: `The request, ${shape('JoinRequestDto')}.` },
  },
  'POST /api/join-requests/:id/reject': {
    summary: 'Refuse a join request',
    description:
      'The person cannot join by any door until an admin accepts a newer request. Audited.',
    errors: [
      'JOIN_REQUEST_NOT_FOUND',
      'GROUP_NOT_FOUND',
      'GROUP_ADMIN_REQUIRED',
      'JOIN_REQUEST_DECIDED',
    ],
    success: { description: `The request, ${shape('JoinRequestDto')}.` },
  },

  // Rotation, contributions and payouts
  'GET /api/groups/:id/rotation': {
    summary: "A group's rotation",
    description:
      'The payout queue (locked once the first cycle is due) and each cycle with its due ' +
      "date, beneficiary, pot and every member's state.",
    errors: [...MEMBERS_ONLY],
    success: { description: `${shape('RotationDto')}.` },
  },
  'PUT /api/groups/:id/rotation/order': {
    summary: 'Set the payout order',
    description:
      'Only for groups whose order the admin sets, and only until the first payout. Audited.',
    errors: [
      ...GROUP_ADMINS_ONLY,
      'ORDER_NOT_ADMIN_SET',
      'ROTATION_LOCKED',
      'ORDER_MEMBERS_MISMATCH',
    ],
    success: { description: `The rotation, ${shape('RotationDto')}.` },
  },
  'PUT /api/groups/:id/rotation/method': {
    summary: 'Change how the payout order is made',
    description:
      'Until the first payout. After the start date the queue is made again at once (a new recorded draw, the join order, or the queue as it stands for the admin to arrange). Audited.',
    errors: [...GROUP_ADMINS_ONLY, 'ROTATION_LOCKED'],
    success: { description: `The rotation, ${shape('RotationDto')}.` },
  },
  'POST /api/contributions/cash/record': {
    summary: 'Record a cash contribution',
    description:
      'The payment travels in the query string, with an empty body. A member records their ' +
      "own, a group admin a member's (audited). Send an `Idempotency-Key` to retry safely: the " +
      'same key answers the first recording again.',
    parameters: {
      'Idempotency-Key': '8 to 100 letters, digits, `_`, `.`, `:` or `-`, unique per payment.',
      member_id: 'For a group admin recording a member’s payment; default the caller.',
      cycle_number: 'Default the current cycle.',
    },
    errors: [...PAYMENT, 'IDEMPOTENCY_CONFLICT'],
    success: {
      description: `\`{ success, message, contribution }\`: a pending ${shape('ContributionDto')}.`,
    },
  },
  'GET /api/groups/:id/contributions': {
    summary: "A group's contributions",
    description: "Members see their own; the group's admins and super admins see all.",
    errors: [...MEMBERS_ONLY],
    success: { description: LIST('ContributionDto') },
  },
  'POST /api/contributions/:id/approve': {
    summary: 'Approve a contribution',
    description:
      'The payer is told. Audited. A crypto contribution is approved only once the chain ' +
      'confirmed it (409 `CRYPTO_NOT_CONFIRMED` before).',
    errors: [...DECIDING, 'CRYPTO_NOT_CONFIRMED'],
    success: { description: `The contribution, ${shape('ContributionDto')}.` },
  },
  'POST /api/contributions/:id/reject': {
    summary: 'Reject a contribution',
    description: 'The payer is told, with the reason. Audited.',
    errors: [...DECIDING],
    success: { description: `The contribution, ${shape('ContributionDto')}.` },
  },
  'POST /api/contributions/:id/reverse': {
    summary: 'Reverse an approved contribution',
    description:
      'Records a negative approved entry that cancels it; once per contribution. Audited.',
    errors: [...DECIDING, 'CONTRIBUTION_NOT_REVERSIBLE', 'CONTRIBUTION_ALREADY_REVERSED'],
    success: { description: `The reversing entry, ${shape('ContributionDto')}.` },
  },
  'GET /api/groups/:id/statement': {
    summary: "A group's statement as CSV",
    errors: [...MEMBERS_ONLY],
    success: {
      description: 'A CSV file (UTF-8 with a byte order mark), named in Content-Disposition.',
      status: 200,
      mediaTypes: ['text/csv'],
    },
  },
  'POST /api/groups/:id/payouts': {
    summary: "Record the current cycle's payout",
    description:
      'Once every payer of the cycle has paid. The beneficiary and the group are told; the ' +
      'group completes after the last turn. Audited.',
    errors: [
      ...GROUP_ADMINS_ONLY,
      'ROTATION_NOT_STARTED',
      'ROTATION_COMPLETE',
      'CYCLE_INVALID',
      'CONTRIBUTIONS_INCOMPLETE',
      'PAYOUT_ALREADY_RECORDED',
      'PAYOUT_ORDER_CHANGED',
    ],
    success: { description: `The payout, ${shape('PayoutDto')}.` },
  },
  // Crypto wallets (custodial, decision 17)
  'POST /api/crypto/wallet': {
    summary: 'Create my custodial wallet on a network',
    description:
      'Body `{ network }`: polygon (the default), ethereum or bsc. The address is derived from ' +
      "the platform's master seed at m/44'/60'/<network>'/0/<user index>; one wallet per user " +
      'and network (a second one is 409 `WALLET_EXISTS`). Balances are null until the first ' +
      'refresh. Refused with 503 when the server has no `WALLET_MASTER_KEY` or the network is ' +
      'not configured.',
    errors: ['CRYPTO_WALLETS_DISABLED', 'CRYPTO_NETWORK_UNAVAILABLE', 'WALLET_EXISTS'],
    success: { description: `The new wallet, ${shape('WalletDto')}.` },
  },
  'GET /api/crypto/wallets': {
    summary: 'My custodial wallets',
    description:
      'With the USDT and USDC balances last read on chain, in token units as decimal strings, ' +
      'and when they were read (`balances_read_at`, null if never). Oldest first.',
    success: { description: `A list of ${shape('WalletDto')}, oldest first.` },
  },
  'POST /api/crypto/wallets/:address/refresh': {
    summary: "Read my wallet's balances on chain",
    description:
      'Query `network` (polygon by default). Reads `balanceOf` on the configured USDT and USDC ' +
      'contracts through the network’s JSON-RPC and stores the balances with the time read. ' +
      'An RPC that fails or does not answer in time is 503 `CRYPTO_SERVICE_UNAVAILABLE` and ' +
      'nothing is stored.',
    parameters: { network: 'polygon (the default), ethereum or bsc.' },
    errors: ['CRYPTO_NETWORK_UNAVAILABLE', 'WALLET_NOT_FOUND', 'CRYPTO_SERVICE_UNAVAILABLE'],
    success: { description: `The wallet with its new balances, ${shape('WalletDto')}.` },
  },
  'GET /api/crypto/transactions': {
    summary: 'My crypto transactions',
    description:
      "Deposits to my wallets (the tokens' Transfer logs found by the deposit scan), my " +
      'contributions paid in crypto and my sends, newest first, the latest 200. `status` is ' +
      "the chain's: pending until the network's confirmations, then confirmed; failed when " +
      'the chain refused or dropped it. A short scan of my networks runs first (at most about ' +
      '2 s; the background job does the rest), and a node that does not answer leaves the ' +
      'list as stored.',
    success: { description: LIST('CryptoTransactionDto') },
  },
  'GET /api/crypto/networks': {
    summary: 'The crypto networks the server offers',
    description:
      'polygon, ethereum and bsc, each with `available` false when the server has no ' +
      'configuration for it; otherwise its confirmations, explorer, treasury and tokens.',
    success: { description: `A list of ${shape('CryptoNetworkDto')}, one per network.` },
  },
  'POST /api/crypto/payments/quote': {
    summary: "What my cycle's contribution costs in a token, now",
    description:
      'Body `{ group_id, network, token_symbol, cycle_number? }`. What is still due for the ' +
      "cycle (contribution − approved − pending), converted at the super admins' current rate " +
      "for the group's currency (USD is 1) and rounded up to the token's decimals, with the " +
      'treasury to pay; valid 30 minutes, used by one payment. No rate for the currency is 422 ' +
      '`RATE_UNAVAILABLE`.',
    errors: [
      'CRYPTO_PAYMENTS_DISABLED',
      'CRYPTO_NETWORK_UNAVAILABLE',
      ...PAYMENT,
      'RATE_UNAVAILABLE',
    ],
    success: { description: `The quote, ${shape('CryptoQuoteDto')}.` },
  },
  'POST /api/crypto/payments': {
    summary: 'Pay a quote in tokens',
    description:
      '`{ source: "custodial", quote_id }`: the server checks the wallet\'s token balance and ' +
      'gas, signs an ERC-20 transfer to the treasury, records it, broadcasts it (send an ' +
      'Idempotency-Key: a retry answers the first payment and sends nothing). `{ source: ' +
      '"external", quote_id, tx_hash }`: a transfer made from an outside wallet. Either makes a ' +
      'pending crypto contribution, checked on chain at once and then by the background job; ' +
      'a transaction pays once, ever (409 `TX_HASH_USED`). A node that does not answer is 503 ' +
      'and nothing is recorded.',
    parameters: {
      'Idempotency-Key': '8 to 100 letters, digits, `_`, `.`, `:` or `-`, unique per payment.',
    },
    errors: [
      'QUOTE_NOT_FOUND',
      'QUOTE_USED',
      'QUOTE_EXPIRED',
      'TX_HASH_USED',
      'IDEMPOTENCY_CONFLICT',
      'WALLET_NOT_FOUND',
      'CRYPTO_INSUFFICIENT_BALANCE',
      'CRYPTO_INSUFFICIENT_GAS',
      'CRYPTO_WALLETS_DISABLED',
      'CRYPTO_PAYMENTS_DISABLED',
      'CRYPTO_NETWORK_UNAVAILABLE',
      'CRYPTO_SERVICE_UNAVAILABLE',
      ...PAYMENT,
    ],
    success: { description: `The payment, ${shape('CryptoPaymentDto')}.` },
  },
  'GET /api/crypto/payments/:id': {
    summary: 'My crypto payment',
    description:
      'While pending it is checked on chain first; when the node does not answer, the stored ' +
      'state is answered.',
    errors: ['CRYPTO_PAYMENT_NOT_FOUND'],
    success: { description: `The payment, ${shape('CryptoPaymentDto')}.` },
  },
  'POST /api/crypto/payments/:id/check': {
    summary: 'Check my crypto payment on chain now',
    description: 'The verification the job runs; a node that does not answer is 503.',
    errors: [
      'CRYPTO_PAYMENT_NOT_FOUND',
      'CRYPTO_NETWORK_UNAVAILABLE',
      'CRYPTO_SERVICE_UNAVAILABLE',
    ],
    success: { description: `The payment, ${shape('CryptoPaymentDto')}.` },
  },
  'POST /api/crypto/wallets/:address/send': {
    summary: 'Send tokens from my custodial wallet',
    description:
      "Body `{ network, token_symbol, to, amount }` (token units, at most the token's " +
      'decimals). `to` must be a valid address (EIP-55 checksum when mixed case), not the ' +
      "wallet itself; the wallet's token balance and gas must suffice. The server signs and " +
      'broadcasts the transfer; send an Idempotency-Key (a retry answers the first send). ' +
      'Answers a `CryptoTransactionDto` (@tontine/contracts) of type `send`.',
    parameters: {
      'Idempotency-Key': '8 to 100 letters, digits, `_`, `.`, `:` or `-`, unique per send.',
    },
    errors: [
      'WALLET_NOT_FOUND',
      'INVALID_ADDRESS',
      'SEND_TO_SELF',
      'AMOUNT_TOO_PRECISE',
      'IDEMPOTENCY_CONFLICT',
      'CRYPTO_INSUFFICIENT_BALANCE',
      'CRYPTO_INSUFFICIENT_GAS',
      'CRYPTO_WALLETS_DISABLED',
      'CRYPTO_NETWORK_UNAVAILABLE',
      'CRYPTO_SERVICE_UNAVAILABLE',
    ],
    success: { description: 'The send, a `CryptoTransactionDto` (@tontine/contracts).' },
  },
  'GET /api/rates': {
    summary: 'The current exchange rates',
    description:
      'Units of each currency for one US dollar, the newest a super admin set (USD is 1 and ' +
      'not listed). Any signed-in account, support staff included.',
    success: { description: `A list of ${shape('ExchangeRateDto')}, by currency.` },
  },
  'POST /api/superadmin/rates': {
    summary: 'Set an exchange rate',
    description:
      'Body `{ currency, units_per_usd }`: the new current rate; earlier ones stay in the ' +
      'history. Audited (`system_config`).',
    success: { description: `The rate, ${shape('ExchangeRateDto')}.` },
  },

  // Ads and rewards (issue 14)
  'GET /api/ads': {
    summary: 'The ads a page may show now',
    description:
      "Query `page` (one of `AD_PAGES`). The inventory ads active now in the caller's " +
      'language; none on a restricted page, while ads are off or the caller is premium, or ' +
      'once the sign-in session recorded MAX_ADS_PER_SESSION impressions. Each type waits its ' +
      'frequency cap since its last impression in the session; banners only on BANNER_PAGES, ' +
      'native cards only on NATIVE_PAGES (docs/decisions.md).',
    parameters: { page: 'The page the client shows.' },
    success: { description: `${shape('AdsForPageDto')}: \`none\` says why a page has no ad.` },
  },
  'POST /api/ads/events': {
    summary: 'Record impressions, clicks and completed views',
    description:
      'Body `{ events: [{ ad_id, kind, page }] }`, 1–50 per call, recorded under the caller and ' +
      'the sign-in session. An unknown ad refuses the whole batch, nothing written.',
    errors: ['AD_NOT_FOUND'],
    success: { description: 'Nothing: recorded.', status: 204 },
  },
  'POST /api/ads/:id/views': {
    summary: 'Start a rewarded view',
    description:
      "The server's clock starts: the claim is accepted from `claimable_at` (the start plus " +
      "the ad's minimum view time). Refused while ads are off or outside the ad's dates.",
    errors: ['AD_NOT_FOUND', 'AD_NOT_REWARDED', 'ADS_UNAVAILABLE'],
    success: { description: `${shape('RewardedViewDto')}, with its \`view_token\`.`, status: 201 },
  },
  'POST /api/ads/views/:token/claim': {
    summary: "Claim a rewarded view's reward",
    description:
      'Once per token, only by the viewer, not before `claimable_at`: 7 premium days (added to ' +
      'a premium still running), the customization pack, the achievement badge with 500 ' +
      "reputation points, or 100 virtual coins (never money), granted in the claim's " +
      'transaction.',
    errors: ['AD_VIEW_NOT_FOUND', 'AD_VIEW_TOO_EARLY', 'AD_REWARD_ALREADY_CLAIMED'],
    success: { description: `${shape('RewardClaimDto')}: the reward and the rewards after it.` },
  },
  'GET /api/users/me/rewards': {
    summary: "The caller's rewards",
    success: { description: `${shape('RewardsDto')}.` },
  },
  'PUT /api/users/me/rewards/customization': {
    summary: 'Use an owned theme and badge',
    description: 'Body `{ active_theme, active_badge }`; null uses none.',
    errors: ['REWARD_NOT_OWNED'],
    success: { description: `${shape('RewardsDto')}, as saved.` },
  },
  'POST /api/superadmin/ad-images': {
    summary: 'Upload an ad image',
    description:
      'A JPEG, PNG, GIF or WebP of at most 2 MB, typed from its bytes whatever its name; stored ' +
      'under DATA_DIR, outside the web root. Audited (`content_management`).',
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { image: { type: 'string', contentMediaType: 'image/*' } },
            required: ['image'],
          },
        },
      },
    },
    errors: ['PHOTO_TOO_LARGE', 'PHOTO_NOT_IMAGE'],
    success: {
      description: `${shape('AdImageDto')}: its \`url\` goes in the inventory.`,
      status: 201,
    },
  },
  'GET /api/ad-images/:id': {
    summary: 'An ad image',
    description:
      'Public: the member client shows it. An image never changes (a new one has a new id).',
    errors: ['AD_IMAGE_NOT_FOUND'],
    success: {
      description: 'The image, with its real type; cached for a year.',
      status: 200,
      mediaTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    },
  },
  'GET /api/superadmin/ads/stats': {
    summary: 'Counts per ad',
    description:
      'Impressions, clicks, completed views and rewards claimed, for every ad of the ' +
      'inventory, then for any removed ad that has counts.',
    success: { description: `A list of ${shape('AdStatsRowDto')}.` },
  },
  'GET /api/admin/stats': {
    summary: 'Statistics over the groups the caller administers',
    description: 'Super admins get the whole platform’s.',
    errors: ['STATS_FORBIDDEN'],
    success: { description: `${shape('AdminStatsDto')}.` },
  },

  // Notifications
  'GET /api/notifications': {
    summary: "The caller's notifications",
    success: { description: `The latest 100, ${shape('NotificationDto')}, newest first.` },
  },
  'POST /api/notifications/read': {
    summary: 'Mark notifications read',
    description: "Only the caller's own count.",
    success: { description: '`{ updated }`: how many changed.' },
  },
  'POST /api/notifications/delete': {
    summary: 'Delete notifications',
    description: "Only the caller's own count.",
    success: { description: '`{ deleted }`: how many went.' },
  },
  'POST /api/notifications/:id/read': {
    summary: 'Mark a notification read',
    errors: ['NOTIFICATION_NOT_FOUND'],
    success: { description: '`{ updated: 1 }`.' },
  },
  'DELETE /api/notifications/:id': {
    summary: 'Delete a notification',
    errors: ['NOTIFICATION_NOT_FOUND'],
    success: { description: '`{ deleted: 1 }`.' },
  },

  // Chat
  'POST /api/chat/messages': {
    summary: "Send a message to a group's chat",
    description:
      'Checked in this order: sign-in, an empty text, membership (a super admin writes in any ' +
      'group, as its admins do), the group’s state, the length; then at most 20 messages in ' +
      '10 seconds per person. The group’s sockets receive `new_message`.',
    errors: [
      'CHAT_MESSAGE_EMPTY',
      'GROUP_NOT_FOUND',
      'CHAT_NOT_MEMBER',
      'CHAT_GROUP_INACTIVE',
      'CHAT_MESSAGE_TOO_LONG',
      'CHAT_RATE_LIMITED',
    ],
    success: { description: `${shape('ChatSendResponse')}: \`{ id, timestamp }\`.` },
  },
  'GET /api/chat/groups/:groupId/messages': {
    summary: "A group's chat history",
    description:
      'Pages back with `before`; `after` gives what a reconnecting client missed. Super ' +
      'admins may read every chat.',
    parameters: {
      before: 'The `next_cursor` of the previous page (older messages).',
      after: 'A message id: the messages after it.',
      limit: 'Messages per page.',
    },
    errors: [...CHAT_OPEN],
    success: {
      description: `${shape('ChatPage')}: \`{ items (oldest first), next_cursor, unread_count, is_moderator }\`.`,
    },
  },
  'POST /api/chat/groups/:groupId/read': {
    summary: 'Mark the chat read up to a message',
    description: 'The mark only moves forward.',
    errors: [...CHAT_OPEN, 'CHAT_MESSAGE_NOT_FOUND'],
    success: { description: '`{ unread_count }`.' },
  },
  'GET /api/chat/unread': {
    summary: "Unread messages in each of the caller's groups",
    success: { description: `A list of ${shape('ChatUnreadDto')}.` },
  },
  'POST /api/chat/messages/:id/flag': {
    summary: 'Report a message',
    description:
      'Not one’s own message; once per person. The moderators’ sockets receive `message_flagged`.',
    errors: ['CHAT_MESSAGE_NOT_FOUND', ...CHAT_OPEN, 'CHAT_FLAG_OWN', 'CHAT_ALREADY_FLAGGED'],
    success: { description: '`{ message_id, is_moderator }`.' },
  },
  'DELETE /api/chat/messages/:id': {
    summary: 'Delete a message',
    description:
      'Its author, or a moderator (audited). The group’s sockets receive `message_deleted`.',
    errors: ['CHAT_MESSAGE_NOT_FOUND', ...CHAT_OPEN, 'CHAT_DELETE_FORBIDDEN'],
    success: { description: '`{ deleted, message_id }`.' },
  },
  'POST /api/chat/socket-ticket': {
    summary: "A one-minute ticket that opens a group's chat socket",
    description:
      'For a client that does not hold the session token (the desktop console’s renderer): ' +
      'pass it as `ticket` on `/ws/chat/<groupId>`. It names the caller’s session and this ' +
      'group only, and is refused everywhere else.',
    errors: [...CHAT_OPEN],
    success: { description: `${shape('ChatSocketTicketDto')}: \`{ ticket, expires_at }\`.` },
  },
  'GET /api/superadmin/chat/flagged': {
    summary: 'Reported messages of every group, for the console’s moderation queue',
    description:
      'Messages with reports no moderator dismissed, newest first, with their group and ' +
      'sender. Delete and Ignore go through `/api/chat/messages/:id`.',
    parameters: { limit: 'Items per page.', cursor: 'The `nextCursor` of the previous page.' },
    success: {
      description: `${shape('FlaggedChatPage')}: \`{ items, nextCursor }\`, each item a ${shape('FlaggedChatMessageDto')}.`,
    },
  },
  'GET /api/chat/groups/:groupId/flagged': {
    summary: 'Reported messages waiting for a moderator',
    errors: ['GROUP_NOT_FOUND', 'CHAT_MODERATOR_REQUIRED'],
    success: {
      description: `A list of ${shape('ChatMessageDto')} with \`flag_count\` and \`flag_reasons\`.`,
    },
  },
  'POST /api/chat/messages/:id/dismiss-flags': {
    summary: "Dismiss a message's reports",
    description: 'The reports are kept but the message leaves the list for good. Audited.',
    errors: ['CHAT_MESSAGE_NOT_FOUND', 'GROUP_NOT_FOUND', 'CHAT_MODERATOR_REQUIRED'],
    success: {
      description: '`{ dismissed, message_id }`: `dismissed` is false when nothing was waiting.',
    },
  },
  'GET /api/chat/groups/:groupId/moderators': {
    summary: "A group's chat moderators",
    errors: [...CHAT_OPEN],
    success: { description: `${shape('ChatModeratorsDto')}: \`{ group_id, moderator_ids }\`.` },
  },
  'PUT /api/chat/groups/:groupId/moderators': {
    summary: "Name a group's chat moderators",
    description: 'Members of the group, at most 20; the whole list. Audited.',
    errors: ['GROUP_NOT_FOUND', 'CHAT_MODERATORS_ADMIN_ONLY', 'CHAT_MODERATORS_INVALID'],
    success: { description: `The new list, ${shape('ChatModeratorsDto')}.` },
  },

  // This reference
  'GET /api/docs': {
    summary: 'This reference, as a page',
    success: {
      description: 'An HTML page that browses the document below.',
      mediaTypes: ['text/html'],
    },
  },
  'GET /api/docs/openapi.json': {
    summary: 'This reference, as an OpenAPI 3.1 document',
    success: { description: 'This document.' },
  },
  'GET /api/docs/assets/:file': {
    summary: "A file of the reference's page",
    description:
      'The page’s viewer, served from the API’s own packages: the page needs no other site.',
    errors: ['NOT_FOUND'],
    success: {
      description: 'A script, a style sheet or an icon.',
      status: 200,
      mediaTypes: ['text/javascript', 'text/css', 'image/png'],
    },
  },

  // Proofs of payment (issue 14)
  'POST /api/contributions/:id/proofs': {
    summary: 'Attach a proof of payment',
    description:
      'The payer only, while the contribution waits for validation. An image, PDF, Word ' +
      'document or text of at most 10 MB, typed from its bytes whatever its name; stored ' +
      'outside the web root. At most 5 per contribution and 100 MB per member over 30 days.',
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: ['file'],
          },
        },
      },
    },
    parameters: {
      source: '`camera` for a photo taken in the app, `file` (the default) otherwise.',
    },
    errors: [
      'CONTRIBUTION_NOT_FOUND',
      'FORBIDDEN',
      'PROOF_CONTRIBUTION_NOT_PENDING',
      'PROOF_TOO_LARGE',
      'PROOF_TYPE_REFUSED',
      'PROOFS_PER_CONTRIBUTION_REACHED',
      'PROOF_BYTES_PER_MEMBER_REACHED',
      'MALFORMED_BODY',
    ],
    success: { description: 'The proof, `PaymentProofDto` (@tontine/contracts).' },
  },
  'GET /api/contributions/:id/proofs': {
    summary: "A contribution's proofs of payment",
    description: 'For the payer, the group’s admins and super admins; oldest first.',
    errors: ['CONTRIBUTION_NOT_FOUND', 'FORBIDDEN'],
    success: { description: 'A list of `PaymentProofDto` (@tontine/contracts).' },
  },
  'GET /api/contributions/:id/proofs/:proofId': {
    summary: 'The file of a proof of payment',
    description:
      'For the payer, the group’s admins and super admins (a super admin who does not run the ' +
      'group is audited). Images inline, anything else as an attachment; never sniffed.',
    errors: ['CONTRIBUTION_NOT_FOUND', 'FORBIDDEN', 'PROOF_NOT_FOUND'],
    success: {
      description:
        'The file, with its type read from its bytes and its name in Content-Disposition.',
      status: 200,
      mediaTypes: [
        'image/jpeg',
        'image/png',
        'image/gif',
        'image/webp',
        'application/pdf',
        'application/msword',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'text/plain',
      ],
    },
  },
  'DELETE /api/contributions/:id/proofs/:proofId': {
    summary: 'Take a proof of payment back',
    description: 'The payer only, while the contribution waits for validation.',
    errors: [
      'CONTRIBUTION_NOT_FOUND',
      'FORBIDDEN',
      'PROOF_NOT_FOUND',
      'PROOF_CONTRIBUTION_NOT_PENDING',
    ],
    success: { description: 'Nothing: 204.' },
  },

  // Guided flows (001 §2.3)
  'GET /api/users/me/flows': {
    summary: 'My progress in the guided flows',
    description:
      'The flows the caller started (onboarding, groupCreation, joinRequest), in that order: the ' +
      'step reached and whether the flow was finished. A flow never started is not listed.',
    success: { description: `A list of ${shape('FlowProgressDto')}.` },
  },
  'PUT /api/users/me/flows/:flow': {
    summary: 'Save the step reached in a guided flow',
    description:
      'Body `{ step_index, completed }`: the index of the step reached (0 for the first) and ' +
      'whether the flow was finished. The last save wins, going back included, so the flow ' +
      'resumes there on any device.',
    parameters: { flow: '`onboarding`, `groupCreation` or `joinRequest`.' },
    errors: ['FLOW_NOT_FOUND', 'FLOW_STEP_INVALID'],
    success: { description: `The progress saved, ${shape('FlowProgressDto')}.` },
  },
};

const NOTIFICATION_EVENTS: NotificationSocketEvents = {
  notification: `A new notification, ${shape('NotificationDto')}.`,
};

const CHAT_EVENTS: ChatSocketEvents = {
  new_message: `A message was sent: \`{ type, message }\`, a ${shape('ChatMessageDto')}.`,
  message_deleted: 'A message was deleted: `{ type, group_id, message_id }`.',
  message_flagged: 'To moderators only: a message was reported, `{ type, message }`.',
  flag_dismissed: 'To moderators only: reports were dismissed, `{ type, group_id, message_id }`.',
};

const CHAT_SOCKET: SocketNotes = {
  summary: "A group's chat, live",
  description:
    'The token and the membership are checked when the socket opens; a refusal closes it with ' +
    '4401 (token), 4403 (not a member, chat unavailable, or excluded later) or 4404 (no such ' +
    'group), with the message as the reason. With REDIS_URL the events reach sockets held by ' +
    'any instance.',
  events: CHAT_EVENTS,
};

/** The WebSocket paths of the contracts: each one must be described (the type says so). */
export const SOCKET_NOTES: Readonly<Record<WebSocketRoute, SocketNotes>> = {
  '/ws/notifications': {
    summary: "The caller's notifications, live",
    description:
      'Events `{ type, data }`, sent after the change that made them is committed. A missing ' +
      'or bad token closes the socket with 4401 and the reason.',
    events: NOTIFICATION_EVENTS,
  },
  '/ws/chat/:groupId': CHAT_SOCKET,
  '/api/ws/:groupId': { ...CHAT_SOCKET, summary: "A group's chat, live (the older path)" },
};
