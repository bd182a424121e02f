import { randomBytes } from 'node:crypto';
import {
  WS_CLOSE,
  backupsQuerySchema,
  configUpdateSchema,
  contentUpdateSchema,
  documentVersionsQuerySchema,
  saveDocumentSchema,
  cashRecordQuerySchema,
  consoleAuditQuerySchema,
  consoleGroupsQuerySchema,
  consolePaymentsQuerySchema,
  consoleSystemLogsQuerySchema,
  consoleTransactionsQuerySchema,
  consoleUsersQuerySchema,
  changePasswordSchema,
  chatModeratorsSchema,
  chatSocketTicketSchema,
  createGroupSchema,
  groupPreviewQuerySchema,
  groupRulesSchema,
  DEFAULT_GROUP_RULES,
  DEFAULT_SAVINGS_RULES,
  paySavingSchema,
  applyLoanSchema,
  guaranteeDecisionSchema,
  loanBookQuerySchema,
  disburseLoanSchema,
  loanRepaymentSchema,
  loanSchedule,
  confirmShareOutSchema,
  savingsRulesSchema,
  createWalletSchema,
  cryptoPaymentSchema,
  cryptoQuoteSchema,
  cryptoSendSchema,
  mpesaPaymentSchema,
  mpesaAssignSchema,
  mpesaRefundSchema,
  mpesaStatementImportSchema,
  setExchangeRateSchema,
  adEventsSchema,
  adsQuerySchema,
  rewardCustomizationSchema,
  decideJoinRequestSchema,
  flagChatMessageSchema,
  forgotPasswordSchema,
  joinRequestSchema,
  joinWithInvitationCodeSchema,
  joinWithPermanentCodeSchema,
  loginRequestSchema,
  maintenanceSubscribeSchema,
  maintenanceToggleSchema,
  markChatReadSchema,
  notificationIdsSchema,
  onboardingCompleteSchema,
  onboardingGroupSchema,
  recordPayoutSchema,
  refreshWalletQuerySchema,
  registerRequestSchema,
  rejectContributionSchema,
  waiveFineSchema,
  proposeTurnSwapSchema,
  setMemberRoleSchema,
  resetPasswordSchema,
  rotationMethodSchema,
  rotationOrderSchema,
  sendChatMessageSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  userActionSchema,
  updateLanguageSchema,
  userSettingsSchema,
  flowProgressSchema,
  cashPaymentDecisionSchema,
  createUserSchema,
  cryptoPaymentDecisionSchema,
  editUserSchema,
  recordAuditEventSchema,
  proofUploadQuerySchema,
  reminderPreferencesSchema,
  oneClickUnsubscribeSchema,
} from '@tontine/contracts';
import { storeFine } from './fine-rows.js';
import { savingsGroup, storeSaving } from './saving-rows.js';
import { LOAN_TERMS, loansGroup, shareOutGroup, storeLoan } from './loan-rows.js';
import { storeSwap, swapCounterpartGroup } from './swap-rows.js';
import type { z } from 'zod';
import { groupCreation, registration, settingsUpdate, uniqueEmail } from './factories.js';
import type { Call } from './route-calls.js';
import { readDeclarations, type DeclaredRoute, type EndpointAccess } from './declarations.js';
import { apiUrl } from './api-target.js';
import { aBackup, currentVersion, savedAdsVersion } from './console-documents.js';
import { claimableView, ensureRouteAds } from './ads.js';
import {
  adminNotification,
  approvedContribution,
  pendingCryptoContribution,
  memberCryptoPayment,
  memberQuote,
  authorMessage,
  flaggedMessage,
  groupReadyForPayout,
  invitationCodeFor,
  pendingContribution,
  pendingRequest,
  photoForm,
  contributionWithProof,
  proofForm,
  resetToken,
  subgroup,
  type Fixture,
  type TableCaller,
} from './route-fixture.js';

/**
 * Who may call what: one row per route the API serves (HTTP and WebSocket), with how to call
 * it. What each caller gets is derived from the route's declaration (`access` of its
 * `@Endpoint`, which the API reference publishes as `x-access`, and its success status), so it
 * is said once, on the controller. `route-permissions.test.ts` checks every row against the
 * running API, fails for a served route without a row and for a row whose route is no longer
 * served; the fuzz tier (`fuzz.test.ts`) derives its bad input for every write route from the
 * same rows.
 *
 * Adding a route: add its row here, in the section of its module: a `call` that builds a valid
 * call for the fixture (route-fixture.ts), the contracts' schema of its body or query as
 * `body` / `query`, so that the fuzz tier builds bodies the endpoint must refuse from it, and
 * `status` / `answers` only where the fixture's state makes an answer differ from what the
 * declaration alone says.
 */
export interface RouteRow {
  /** `METHOD /path` exactly as the API serves it (`WS` for a WebSocket path). */
  route: string;
  /** The status each caller gets; for a WebSocket, OPEN or the close code. */
  expected: Expected;
  /**
   * A call the route accepts from its allowed callers. A call that changes something acts on a
   * target it makes itself (a new group of the cast, a new contribution): it runs once per
   * caller.
   */
  call?: (f: Fixture) => Call | Promise<Call>;
  /** The contracts' schema the endpoint parses its JSON body with. */
  body?: z.ZodType;
  /** The contracts' schema the endpoint parses its query with. */
  query?: z.ZodType;
  /**
   * A successful call changes who the caller is (makes them a group's admin, ends their
   * sessions, changes their password): each caller it succeeds for gets a fresh fixture.
   */
  fresh?: true;
}

/**
 * A row as written here: HTTP rows say how to call; their expectations come from the
 * declaration. `status` is what the callers `access` lets through get, when the fixture's state
 * makes it differ from the declared success (two-factor not on yet: 409); `answers` are the
 * callers whose answer the fixture makes differ from both (the one member a notification is for).
 * WebSocket rows, which no declaration covers, give `expected` whole.
 */
type WrittenRow = Omit<RouteRow, 'expected'> & {
  expected?: Expected;
  status?: number;
  answers?: Partial<Expected>;
};

export type Expected = Record<TableCaller, number>;

/** A WebSocket the server admitted: it stays open and receives its events. */
export const OPEN = 101;

/** Public: no sign-in needed. */
const everyone = (status: number): Expected => ({
  anonymous: status,
  member: status,
  treasurer: status,
  otherMember: status,
  groupAdmin: status,
  otherAdmin: status,
  support: status,
  superAdmin: status,
});

/**
 * Any signed-in account but support staff, whom every route not marked for operators or for
 * their own account refuses (least privilege).
 */
const signedIn = (status: number): Expected => ({
  ...everyone(status),
  anonymous: 401,
  support: 403,
});

/** The caller's own account (@OwnAccountRoute): any signed-in account, support included. */
const ownAccount = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });

/** The group's members (its treasurers among them) and admins, and super admins. */
const insiders = (status: number): Expected => ({
  ...signedIn(403),
  member: status,
  treasurer: status,
  groupAdmin: status,
  superAdmin: status,
});

/** The group's admins and super admins. */
const groupAdmins = (status: number): Expected => ({
  ...signedIn(403),
  groupAdmin: status,
  superAdmin: status,
});

/** Who handles the group's money: its admins and treasurers, and super admins. */
const moneyHandlers = (status: number): Expected => ({ ...groupAdmins(status), treasurer: status });

/** Accounts not in the group yet; its members are told they already are (400). */
const newcomers = (status: number): Expected => ({
  ...signedIn(status),
  member: 400,
  treasurer: 400,
  groupAdmin: 400,
});

const superAdmins = (status: number): Expected => ({ ...signedIn(403), superAdmin: status });

/** The platform's operators (@OperatorsOnly): super admins and support staff. */
export const operators = (status: number): Expected => ({
  ...superAdmins(status),
  support: status,
});

/** A group's chat socket: its members and admins, and super admins; a refusal closes it. */
const chatSocket: Expected = {
  anonymous: WS_CLOSE.unauthorized,
  member: OPEN,
  treasurer: OPEN,
  otherMember: WS_CLOSE.forbidden,
  groupAdmin: OPEN,
  otherAdmin: WS_CLOSE.forbidden,
  support: WS_CLOSE.forbidden,
  superAdmin: OPEN,
};

const txHash = () => `0x${randomBytes(32).toString('hex')}`;

/** Every web client file (@fastify/static): public, whoever asks. */
export const WEB_CLIENT_FILE_ROW: RouteRow = {
  route: 'GET <each file of the built web client>',
  expected: everyone(200),
};

const WRITTEN_ROWS: WrittenRow[] = [
  // Accounts
  {
    route: 'POST /api/auth/register',
    call: () => ({ body: registration() }),
    body: registerRequestSchema,
  },
  {
    route: 'POST /api/auth/login',
    call: (f) => ({ body: { email: f.helper.email, password: f.helper.password } }),
    body: loginRequestSchema,
  },
  { route: 'POST /api/auth/demo' },
  { route: 'GET /api/auth/me' },
  {
    route: 'POST /api/auth/onboarding/complete',
    call: () => ({ body: { role: 'member' } }),
    body: onboardingCompleteSchema,
  },
  {
    route: 'POST /api/auth/onboarding/create-group',
    call: () => ({
      body: { name: 'Onboarding chama', contribution_amount: 50, start_date: '2030-02-01' },
    }),
    body: onboardingGroupSchema,
    fresh: true,
  },
  {
    route: 'POST /api/auth/password/forgot',
    call: () => ({ body: { email: uniqueEmail('forgot') } }),
    body: forgotPasswordSchema,
  },
  {
    route: 'POST /api/auth/password/reset',
    call: async (f) => ({ body: { token: await resetToken(f), password: 'N3wPassword!' } }),
    body: resetPasswordSchema,
  },
  {
    route: 'POST /api/auth/logout',
    fresh: true,
  },
  {
    route: 'POST /api/auth/logout-all',
    fresh: true,
  },
  {
    route: 'PUT /api/users/me/password',
    // The cast's accounts share the factories' password; the demo operators' differ, so their
    // calls are refused (and the shared demo accounts keep their passwords).
    answers: { support: 400, superAdmin: 400 },
    call: () => ({
      body: { current_password: registration().password, new_password: 'N0uveau-Secret1' },
    }),
    body: changePasswordSchema,
    fresh: true,
  },
  // Two-factor sign-in: any signed-in account. Enabling needs a setup first and a code of its
  // secret, disabling and new recovery codes an account that has it on: before the setup row,
  // every caller reaches the handler and gets the state's 409 (two-factor.test.ts has the flow).
  {
    route: 'POST /api/auth/2fa/enable',
    status: 409,
    call: () => ({ body: { code: '123456' } }),
    body: twoFactorCodeSchema,
  },
  {
    route: 'POST /api/auth/2fa/disable',
    status: 409,
    call: () => ({ body: { code: '123456' } }),
    body: twoFactorDisableSchema,
  },
  {
    route: 'POST /api/auth/2fa/recovery-codes',
    status: 409,
    call: () => ({ body: { code: '123456' } }),
    body: twoFactorCodeSchema,
  },
  { route: 'POST /api/auth/2fa/setup' },
  { route: 'GET /api/users/me/settings' },
  {
    route: 'PUT /api/users/me/settings',
    call: () => ({ body: settingsUpdate() }),
    body: userSettingsSchema,
  },
  {
    route: 'PUT /api/users/me/language',
    call: () => ({ body: { language: 'fr' } }),
    body: updateLanguageSchema,
  },
  { route: 'PUT /api/users/me/photo', call: () => ({ form: photoForm }) },
  {
    route: 'GET /api/users/:id/photo',
    call: (f) => ({ params: { id: f.member.user.id } }),
  },
  { route: 'GET /api/users/me/summary' },
  { route: 'GET /api/users/me/payments' },
  { route: 'GET /api/users/me/home' },
  // Guided flows: the caller's own progress, members' routes
  { route: 'GET /api/users/me/flows' },
  {
    route: 'PUT /api/users/me/flows/:flow',
    call: () => ({ params: { flow: 'onboarding' }, body: { step_index: 1, completed: false } }),
    body: flowProgressSchema,
  },
  {
    route: 'GET /api/users/:id/join-requests',
    // The member's own list.
    status: 403,
    answers: { member: 200, superAdmin: 200 },
    call: (f) => ({ params: { id: f.member.user.id } }),
  },
  { route: 'GET /api/health' },

  // Operators
  {
    route: 'POST /api/superadmin/users/:id/action',
    // Activating an active account: allowed, and it changes nothing.
    call: (f) => ({ params: { id: f.helper.user.id }, body: { action: 'activate' } }),
    body: userActionSchema,
  },
  {
    route: 'POST /api/superadmin/users',
    call: () => ({
      body: {
        username: 'Neema Achieng',
        email: uniqueEmail('made'),
        password: 'Str0ngPassw0rd',
        role: 'support',
        status: 'active',
      },
    }),
    body: createUserSchema,
  },
  {
    route: 'PATCH /api/superadmin/users/:id',
    // The helper's phone, written again: allowed, and it changes nothing.
    call: (f) => ({
      params: { id: f.helper.user.id },
      body: { phone: f.helper.user.phone_number },
    }),
    body: editUserSchema,
  },
  {
    route: 'POST /api/superadmin/cash-payments/:id/validate',
    call: async (f) => ({
      params: { id: await pendingContribution(f) },
      body: { action: 'approve' },
    }),
    body: cashPaymentDecisionSchema,
  },
  {
    route: 'POST /api/superadmin/crypto-payments/:id/validate',
    // The check runs on chain: this server has no network configured (crypto-payments.test.ts
    // verifies on a real node).
    status: 503,
    call: async (f) => ({
      params: { id: await pendingCryptoContribution(f) },
      body: { action: 'verify' },
    }),
    body: cryptoPaymentDecisionSchema,
  },
  {
    route: 'POST /api/superadmin/audit',
    call: () => ({
      body: { action: 'export_started', details: 'audit CSV', category: 'system_config' },
    }),
    body: recordAuditEventSchema,
  },
  { route: 'GET /api/superadmin/audit/verify' },
  // The console's reads: figures and keyset lists (docs/api.md, Operators' console)
  { route: 'GET /api/superadmin/stats' },
  { route: 'GET /api/superadmin/stats/monthly' },
  {
    route: 'GET /api/superadmin/users',
    call: () => ({ query: { status: 'active', q: 'a', limit: '5' } }),
    query: consoleUsersQuerySchema,
  },
  {
    route: 'GET /api/superadmin/groups',
    call: () => ({ query: { status: 'active', limit: '5' } }),
    query: consoleGroupsQuerySchema,
  },
  {
    route: 'GET /api/superadmin/transactions',
    query: consoleTransactionsQuerySchema,
  },
  {
    route: 'GET /api/superadmin/system-logs',
    call: () => ({ query: { level: 'error' } }),
    query: consoleSystemLogsQuerySchema,
  },
  {
    route: 'GET /api/superadmin/cash-payments',
    call: () => ({ query: { status: 'pending' } }),
    query: consolePaymentsQuerySchema,
  },
  {
    route: 'GET /api/superadmin/crypto-payments',
    query: consolePaymentsQuerySchema,
  },
  {
    route: 'GET /api/superadmin/audit',
    call: () => ({ query: { category: 'user_management' } }),
    query: consoleAuditQuerySchema,
  },

  // Console: documents, system actions, backups, exports
  { route: 'GET /api/content/public' },
  { route: 'GET /api/superadmin/content' },
  {
    route: 'POST /api/superadmin/content/update',
    call: () => ({ body: { key: 'welcome_message', value: 'Karibu sana !' } }),
    body: contentUpdateSchema,
  },
  { route: 'GET /api/superadmin/config' },
  {
    route: 'POST /api/superadmin/config/update',
    call: () => ({ body: { key: 'auto_backup_enabled', value: false, confirm: true } }),
    body: configUpdateSchema,
  },
  { route: 'GET /api/superadmin/documents' },
  {
    route: 'GET /api/superadmin/documents/:name',
    call: () => ({ params: { name: 'ads' } }),
  },
  {
    route: 'PUT /api/superadmin/documents/:name',
    call: async (f) => ({
      params: { name: 'ads' },
      body: { value: { ads: [] }, baseVersion: await currentVersion(f, 'ads') },
    }),
    body: saveDocumentSchema,
  },
  {
    route: 'GET /api/superadmin/documents/:name/versions',
    call: () => ({ params: { name: 'ads' } }),
    query: documentVersionsQuerySchema,
  },
  {
    route: 'GET /api/superadmin/documents/:name/versions/:version',
    call: async (f) => ({ params: { name: 'ads', version: String(await savedAdsVersion(f)) } }),
  },
  {
    route: 'POST /api/superadmin/documents/:name/versions/:version/restore',
    call: async (f) => ({ params: { name: 'ads', version: String(await savedAdsVersion(f)) } }),
  },
  { route: 'GET /api/superadmin/system/actions' },
  {
    route: 'POST /api/superadmin/system/:action',
    call: () => ({ params: { action: 'clear-cache' } }),
  },
  { route: 'GET /api/superadmin/backups', query: backupsQuerySchema },
  {
    route: 'GET /api/superadmin/backups/:id/download',
    call: async (f) => ({ params: { id: (await aBackup(f, apiUrl())).id } }),
  },
  {
    route: 'GET /api/superadmin/export/:kind',
    // The audit trail: support staff export it too (any other kind is a super admin's).
    call: () => ({ params: { kind: 'audit' } }),
  },

  // Maintenance
  { route: 'GET /api/maintenance/status' },
  {
    route: 'POST /api/maintenance/toggle',
    // Off while it is off: the other rows keep running.
    call: () => ({ body: { enabled: false } }),
    body: maintenanceToggleSchema,
  },
  {
    route: 'POST /api/maintenance/subscribe',
    call: () => ({ body: { email: uniqueEmail('subscriber') } }),
    body: maintenanceSubscribeSchema,
  },

  // Groups and joining
  {
    route: 'POST /api/groups',
    call: () => ({ body: groupCreation() }),
    body: createGroupSchema,
    fresh: true,
  },
  { route: 'GET /api/groups' },
  { route: 'GET /api/groups/search', call: () => ({ query: { q: 'a' } }) },
  { route: 'GET /api/groups/explore' },
  { route: 'GET /api/groups/public' },
  {
    route: 'GET /api/groups/:id',
    call: (f) => ({ params: { id: f.group.id } }),
  },
  {
    route: 'GET /api/groups/:id/activity',
    call: (f) => ({ params: { id: f.group.id } }),
  },
  {
    route: 'GET /api/groups/preview',
    call: async (f) => ({
      query: { permanent_code: (await subgroup(f)).permanent_invitation_code ?? '' },
    }),
    query: groupPreviewQuerySchema,
  },
  {
    route: 'PUT /api/groups/:id/rules',
    call: async (f) => ({
      params: { id: (await subgroup(f)).id },
      body: { ...DEFAULT_GROUP_RULES, late_fine: '50', paid_member_late_fine: '75' },
    }),
    body: groupRulesSchema,
  },
  { route: 'GET /api/groups/:id/savings-rules', call: (f) => ({ params: { id: f.group.id } }) },
  {
    route: 'PUT /api/groups/:id/savings-rules',
    call: async (f) => ({
      params: { id: (await subgroup(f)).id },
      body: { ...DEFAULT_SAVINGS_RULES, enabled: true, saving_amount: '100' },
    }),
    body: savingsRulesSchema,
  },
  {
    route: 'GET /api/groups/:id/savings',
    call: async (f) => ({ params: { id: (await savingsGroup(f)).id } }),
  },
  {
    route: 'POST /api/groups/:id/savings',
    // A super admin who is not a member saves nothing.
    answers: { superAdmin: 403 },
    call: async (f) => ({ params: { id: (await savingsGroup(f)).id }, body: { amount: '100' } }),
    body: paySavingSchema,
  },
  {
    route: 'POST /api/savings/:id/approve',
    call: async (f) => ({ params: { id: await storeSaving(f) } }),
  },
  {
    route: 'POST /api/savings/:id/reject',
    call: async (f) => ({
      params: { id: await storeSaving(f) },
      body: { reason: 'Espèces non reçues' },
    }),
    body: rejectContributionSchema,
  },
  {
    route: 'POST /api/groups/:id/loans',
    // A super admin who is not a member borrows nothing.
    answers: { superAdmin: 403 },
    call: async (f) => ({
      params: { id: (await loansGroup(f)).id },
      body: {
        amount: LOAN_TERMS.principal,
        term_months: LOAN_TERMS.months,
        purpose: 'Stock for the shop',
        guarantor_ids: [],
        accepted_total_repayable: loanSchedule(LOAN_TERMS).totalRepayable,
      },
    }),
    body: applyLoanSchema,
  },
  {
    route: 'GET /api/groups/:id/loans',
    call: async (f) => ({ params: { id: (await loansGroup(f)).id }, query: { view: 'active' } }),
    query: loanBookQuerySchema,
  },
  {
    route: 'GET /api/groups/:id/my-loans',
    call: async (f) => ({ params: { id: (await loansGroup(f)).id } }),
  },
  {
    route: 'GET /api/loans/:id',
    // Its borrower and those who handle the money see it; to anyone else it does not exist.
    answers: { otherMember: 404, otherAdmin: 404 },
    call: async (f) => ({ params: { id: await storeLoan(f, { status: 'active' }) } }),
  },
  {
    route: 'POST /api/loans/:id/guarantee',
    // Only the asked guarantor answers.
    status: 403,
    answers: { treasurer: 200 },
    call: async (f) => ({
      params: {
        id: await storeLoan(f, {
          status: 'awaiting_guarantors',
          guarantor: { userId: f.treasurer.user.id, status: 'pending' },
        }),
      },
      body: { accept: true },
    }),
    body: guaranteeDecisionSchema,
  },
  {
    route: 'POST /api/loans/:id/approve',
    // The group's rule is that an admin approves: a treasurer may not.
    answers: { treasurer: 403 },
    call: async (f) => ({ params: { id: await storeLoan(f, { status: 'awaiting_approval' }) } }),
  },
  {
    route: 'POST /api/loans/:id/reject',
    call: async (f) => ({
      params: { id: await storeLoan(f, { status: 'awaiting_approval' }) },
      body: { reason: 'Le fonds est réservé ce mois-ci' },
    }),
    body: rejectContributionSchema,
  },
  {
    route: 'POST /api/loans/:id/cancel',
    // Only its borrower withdraws it; to anyone else it does not exist.
    status: 404,
    answers: { member: 200 },
    call: async (f) => ({ params: { id: await storeLoan(f, { status: 'awaiting_approval' }) } }),
  },
  {
    route: 'POST /api/loans/:id/disburse',
    call: async (f) => ({ params: { id: await storeLoan(f, { status: 'approved' }) } }),
    body: disburseLoanSchema,
  },
  {
    route: 'POST /api/loans/:id/repayments',
    call: async (f) => ({
      params: { id: await storeLoan(f, { status: 'active' }) },
      body: { amount: '10' },
    }),
    body: loanRepaymentSchema,
  },
  {
    route: 'POST /api/loans/:id/take-over',
    // Only a guarantor who accepted takes it over.
    status: 403,
    answers: { treasurer: 200 },
    call: async (f) => ({
      params: {
        id: await storeLoan(f, {
          status: 'active',
          guarantor: { userId: f.treasurer.user.id, status: 'accepted' },
        }),
      },
    }),
  },
  {
    route: 'GET /api/groups/:id/share-out',
    call: async (f) => ({ params: { id: (await loansGroup(f)).id } }),
  },
  {
    route: 'POST /api/groups/:id/share-out',
    call: async (f) => ({
      params: { id: (await shareOutGroup(f)).id },
      body: { accepted_balance: '100.00' },
    }),
    body: confirmShareOutSchema,
  },
  {
    route: 'POST /api/groups/join-with-permanent-code',
    call: async (f) => ({
      body: { permanent_code: (await subgroup(f)).permanent_invitation_code },
    }),
    body: joinWithPermanentCodeSchema,
  },
  {
    route: 'POST /api/groups/join',
    // The code was issued to otherMember: it names nothing for anyone else.
    status: 404,
    answers: { otherMember: 200 },
    call: async (f) => ({ body: { invitation_code: await invitationCodeFor(f, f.otherMember) } }),
    body: joinWithInvitationCodeSchema,
  },
  {
    route: 'POST /api/groups/:id/join-request',
    call: async (f) => ({
      params: { id: (await subgroup(f)).id },
      body: { message: 'Nataka kujiunga nanyi.' },
    }),
    body: joinRequestSchema,
  },
  {
    route: 'POST /api/groups/:id/request-join',
    call: async (f) => ({ params: { id: (await subgroup(f)).id } }),
  },
  {
    route: 'GET /api/groups/:id/join-requests',
    call: (f) => ({ params: { id: f.group.id } }),
  },
  {
    route: 'POST /api/join-requests/:id/accept',
    call: async (f) => ({
      params: { id: await pendingRequest(f) },
      body: { admin_response: 'Karibu' },
    }),
    body: decideJoinRequestSchema,
  },
  {
    route: 'POST /api/join-requests/:id/reject',
    call: async (f) => ({
      params: { id: await pendingRequest(f) },
      body: { admin_response: 'Complet' },
    }),
    body: decideJoinRequestSchema,
  },
  {
    route: 'DELETE /api/groups/:id',
    call: async (f) => ({ params: { id: (await subgroup(f)).id } }),
  },
  {
    route: 'DELETE /api/groups/:id/members/:memberId',
    call: async (f) => ({ params: { id: (await subgroup(f)).id, memberId: f.member.user.id } }),
  },

  // Notifications: the group admin's own
  { route: 'GET /api/notifications' },
  {
    route: 'POST /api/notifications/read',
    // Someone else's ids are left alone: the call succeeds and updates nothing.
    call: async (f) => ({ body: { ids: [await adminNotification(f)] } }),
    body: notificationIdsSchema,
  },
  {
    route: 'POST /api/notifications/delete',
    call: async (f) => ({ body: { ids: [await adminNotification(f)] } }),
    body: notificationIdsSchema,
  },
  {
    route: 'POST /api/notifications/:id/read',
    // Someone else's notification is not there for them.
    status: 404,
    answers: { groupAdmin: 200 },
    call: async (f) => ({ params: { id: await adminNotification(f) } }),
  },
  {
    route: 'DELETE /api/notifications/:id',
    status: 404,
    answers: { groupAdmin: 200 },
    call: async (f) => ({ params: { id: await adminNotification(f) } }),
  },

  // Rotation, contributions and payouts
  {
    route: 'GET /api/groups/:id/rotation',
    call: (f) => ({ params: { id: f.group.id } }),
  },
  {
    route: 'PUT /api/groups/:id/rotation/method',
    call: async (f) => {
      const group = await subgroup(f, { start_date: '2030-01-01' });
      return { params: { id: group.id }, body: { payout_order_method: 'admin_set' } };
    },
    body: rotationMethodSchema,
  },
  {
    route: 'PUT /api/groups/:id/rotation/order',
    call: async (f) => {
      const group = await subgroup(f, {
        payout_order_method: 'admin_set',
        start_date: '2030-01-01',
      });
      return {
        params: { id: group.id },
        body: { user_ids: [f.member.user.id, f.treasurer.user.id, f.groupAdmin.user.id] },
      };
    },
    body: rotationOrderSchema,
  },
  {
    route: 'POST /api/contributions/cash/record',
    // A super admin who is not a member owes the group nothing.
    answers: { superAdmin: 403 },
    call: (f) => ({ query: { group_id: f.group.id, amount: '1' } }),
    query: cashRecordQuerySchema,
  },
  {
    route: 'GET /api/groups/:id/contributions',
    call: (f) => ({ params: { id: f.group.id } }),
  },
  {
    route: 'POST /api/contributions/:id/approve',
    call: async (f) => ({ params: { id: await pendingContribution(f) } }),
  },
  {
    route: 'POST /api/contributions/:id/reject',
    call: async (f) => ({
      params: { id: await pendingContribution(f) },
      body: { reason: 'Montant non reçu' },
    }),
    body: rejectContributionSchema,
  },
  {
    route: 'PUT /api/groups/:id/members/:memberId/role',
    call: async (f) => ({
      params: { id: (await subgroup(f)).id, memberId: f.member.user.id },
      body: { role: 'treasurer' },
    }),
    body: setMemberRoleSchema,
  },
  { route: 'GET /api/users/me/standing' },
  { route: 'GET /api/users/me/reminder-preferences' },
  {
    route: 'PUT /api/users/me/reminder-preferences',
    call: () => ({
      body: {
        quiet_hours_enabled: true,
        quiet_start: '21:00',
        quiet_end: '07:00',
        daily_limit: 3,
        time_zone: 'Africa/Nairobi',
      },
    }),
    body: reminderPreferencesSchema,
  },
  {
    // A link the server signed stops a channel for good: the table's calls use one it did not.
    route: 'POST /api/reminders/unsubscribe/:token',
    status: 404,
    call: () => ({ params: { token: 'e'.repeat(39) }, body: {} }),
    body: oneClickUnsubscribeSchema,
  },
  // The SMS gateway's callbacks: the tier's API has no gateway configured, so every call is 404.
  ...(['delivery-reports', 'opt-outs'] as const).map((path) => ({
    route: `POST /api/sms/callbacks/:secret/${path}`,
    status: 404,
    call: () => ({ params: { secret: 'not-the-secret' }, body: {} }),
  })),
  { route: 'GET /api/groups/:id/standings', call: (f) => ({ params: { id: f.group.id } }) },
  { route: 'GET /api/groups/:id/turn-swaps', call: (f) => ({ params: { id: f.group.id } }) },
  {
    route: 'POST /api/groups/:id/turn-swaps',
    // Only the group's members have a turn to offer: a super admin has none.
    answers: { superAdmin: 403 },
    call: async (f) => {
      const group = await swapCounterpartGroup(f);
      return { params: { id: group.id }, body: { counterpart_id: group.counterpart } };
    },
    body: proposeTurnSwapSchema,
  },
  {
    route: 'POST /api/turn-swaps/:id/accept',
    // The member asked answers it, no one else.
    answers: { treasurer: 403, groupAdmin: 403, superAdmin: 403 },
    call: async (f) => ({ params: { id: await storeSwap(f, { by: 'author' }) } }),
  },
  {
    route: 'POST /api/turn-swaps/:id/decline',
    answers: { treasurer: 403, groupAdmin: 403, superAdmin: 403 },
    call: async (f) => ({ params: { id: await storeSwap(f, { by: 'author' }) } }),
  },
  {
    route: 'POST /api/turn-swaps/:id/cancel',
    // Its proposer withdraws it, no one else.
    answers: { treasurer: 403, groupAdmin: 403, superAdmin: 403 },
    call: async (f) => ({ params: { id: await storeSwap(f, { by: 'member' }) } }),
  },
  {
    route: 'POST /api/turn-swaps/:id/approve',
    call: async (f) => ({
      params: { id: await storeSwap(f, { by: 'member', accepted: true }) },
    }),
  },
  {
    route: 'POST /api/turn-swaps/:id/reject',
    call: async (f) => ({
      params: { id: await storeSwap(f, { by: 'member', accepted: true }) },
      body: { reason: 'Pas ce mois-ci' },
    }),
    body: rejectContributionSchema,
  },
  { route: 'GET /api/groups/:id/fines', call: (f) => ({ params: { id: f.group.id } }) },
  {
    route: 'POST /api/fines/:id/pay',
    call: async (f) => ({ params: { id: await storeFine(f, 'unpaid') } }),
  },
  {
    route: 'POST /api/fines/:id/approve',
    call: async (f) => ({ params: { id: await storeFine(f, 'pending') } }),
  },
  {
    route: 'POST /api/fines/:id/reject',
    call: async (f) => ({
      params: { id: await storeFine(f, 'pending') },
      body: { reason: 'Argent pas reçu' },
    }),
    body: rejectContributionSchema,
  },
  {
    route: 'POST /api/fines/:id/waive',
    call: async (f) => ({
      params: { id: await storeFine(f, 'unpaid') },
      body: { reason: 'Malade ce mois-là' },
    }),
    body: waiveFineSchema,
  },
  {
    route: 'POST /api/contributions/:id/reverse',
    call: async (f) => ({
      params: { id: await approvedContribution(f) },
      body: { reason: 'Saisi deux fois' },
    }),
    body: rejectContributionSchema,
  },
  {
    route: 'POST /api/groups/:id/payouts',
    call: async (f) => ({
      params: { id: await groupReadyForPayout(f) },
      body: { cycle_number: 1 },
    }),
    body: recordPayoutSchema,
  },
  {
    route: 'GET /api/groups/:id/statement',
    call: (f) => ({ params: { id: f.group.id } }),
  },
  {
    route: 'GET /api/groups/:id/statement.pdf',
    call: (f) => ({ params: { id: f.group.id } }),
  },
  {
    route: 'GET /api/groups/:id/report.pdf',
    call: (f) => ({ params: { id: f.group.id } }),
  },
  {
    route: 'GET /api/admin/stats',
    // Each admin gets the figures of the groups they run (rotation-permissions.test.ts).
    answers: { otherAdmin: 200 },
  },

  // Crypto wallets: the API of this table has no WALLET_MASTER_KEY and no network configured,
  // so every signed-in caller is refused with 503 (crypto-wallets.test.ts runs them on a chain).
  {
    route: 'POST /api/crypto/wallet',
    status: 503,
    call: () => ({ body: { network: 'polygon' } }),
    body: createWalletSchema,
  },
  { route: 'GET /api/crypto/wallets' },
  {
    route: 'POST /api/crypto/wallets/:address/refresh',
    status: 503,
    call: () => ({
      params: { address: `0x${'a'.repeat(40)}` },
      query: { network: 'polygon' },
    }),
    query: refreshWalletQuerySchema,
  },
  { route: 'GET /api/crypto/transactions' },
  { route: 'GET /api/crypto/networks' },
  // Crypto payments, sends and rates: no network is configured on this server, so what reaches
  // the chain answers 503 (crypto-payments.test.ts and crypto-sends.test.ts run them on a node).
  {
    route: 'POST /api/crypto/payments/quote',
    // The group's rules come before the network: its members reach the missing network.
    status: 403,
    answers: { member: 503, treasurer: 503, groupAdmin: 503 },
    call: (f) => ({ body: { group_id: f.group.id, network: 'polygon', token_symbol: 'USDT' } }),
    body: cryptoQuoteSchema,
  },
  {
    route: 'POST /api/crypto/payments',
    // Quotes are the caller's own (anyone else's is not found); the member's reaches the
    // network, which this server does not have.
    status: 404,
    answers: { member: 503 },
    call: async (f) => ({
      body: { source: 'external', quote_id: await memberQuote(f), tx_hash: txHash() },
    }),
    body: cryptoPaymentSchema,
  },
  {
    route: 'GET /api/crypto/payments/:id',
    // The payer's own; the node being unreachable, the stored state is answered.
    status: 404,
    answers: { member: 200 },
    call: async (f) => ({ params: { id: (await memberCryptoPayment(f)).paymentId } }),
  },
  {
    route: 'POST /api/crypto/payments/:id/check',
    status: 404,
    answers: { member: 503 },
    call: async (f) => ({ params: { id: (await memberCryptoPayment(f)).paymentId } }),
  },
  {
    route: 'POST /api/crypto/wallets/:address/send',
    status: 503,
    call: () => ({
      params: { address: `0x${'a'.repeat(40)}` },
      body: { network: 'polygon', token_symbol: 'USDT', to: `0x${'b'.repeat(40)}`, amount: '1' },
    }),
    body: cryptoSendSchema,
  },
  { route: 'GET /api/rates' },
  {
    route: 'POST /api/superadmin/rates',
    call: () => ({ body: { currency: 'KES', units_per_usd: '129.5' } }),
    body: setExchangeRateSchema,
  },

  // M-Pesa: Daraja is not configured on this server, so pushes answer 503 and the callbacks,
  // whose secret does not exist here, 404 (mpesa-payments.test.ts runs them on a stand-in).
  { route: 'GET /api/mpesa' },
  {
    route: 'POST /api/mpesa/payments',
    status: 503,
    call: (f) => ({ body: { group_id: f.group.id } }),
    body: mpesaPaymentSchema,
  },
  {
    route: 'GET /api/mpesa/payments/:id',
    status: 404,
    call: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  ...(
    [
      'stk',
      'transaction-status',
      'transaction-status-timeout',
      'b2c-result',
      'b2c-timeout',
    ] as const
  ).map((path) => ({
    route: `POST /api/mpesa/callbacks/:secret/${path}`,
    status: 404,
    call: () => ({ params: { secret: 'not-the-secret' }, body: {} }),
  })),
  ...(['validation', 'confirmation'] as const).map((path) => ({
    route: `POST /api/paybill/:secret/${path}`,
    status: 404,
    call: () => ({ params: { secret: '0'.repeat(40) }, body: {} }),
  })),
  {
    route: 'GET /api/groups/:id/mpesa',
    // Its members reach the missing configuration; a super admin is no member and pays nothing.
    status: 503,
    answers: { superAdmin: 403 },
    call: (f) => ({ params: { id: f.group.id } }),
  },
  {
    route: 'GET /api/groups/:id/mpesa/payout',
    // Read where payouts by M-Pesa are not set up: `available` says so.
    call: async (f) => ({ params: { id: await groupReadyForPayout(f) } }),
  },
  { route: 'GET /api/superadmin/mpesa/pushes', status: 503 },
  { route: 'GET /api/superadmin/mpesa/paybill', status: 503 },
  { route: 'GET /api/superadmin/mpesa/payouts', status: 503 },
  {
    route: 'POST /api/superadmin/mpesa/paybill/:id/assign',
    // No paybill payment exists where M-Pesa is not configured.
    status: 404,
    call: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { account_reference: '799273982' },
    }),
    body: mpesaAssignSchema,
  },
  {
    route: 'POST /api/superadmin/mpesa/paybill/:id/refund',
    status: 404,
    call: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { note: 'Reversal RVS1' },
    }),
    body: mpesaRefundSchema,
  },
  { route: 'POST /api/superadmin/mpesa/paybill/register-urls', status: 503 },
  // The float and the statements: 503 where M-Pesa is not configured, as the lists above.
  ...(['account-balance', 'account-balance-timeout'] as const).map((path) => ({
    route: `POST /api/mpesa/callbacks/:secret/${path}/:query`,
    status: 404,
    call: () => ({
      params: { secret: 'not-the-secret', query: '00000000-0000-4000-8000-000000000000' },
      body: {},
    }),
  })),
  { route: 'GET /api/superadmin/mpesa/balance', status: 503 },
  { route: 'POST /api/superadmin/mpesa/balance', status: 503 },
  { route: 'GET /api/superadmin/mpesa/statements', status: 503 },
  {
    route: 'POST /api/superadmin/mpesa/statements',
    status: 503,
    call: () => ({
      body: {
        file_name: 'statement.csv',
        content: 'Receipt No.,Completion Time,Paid In,Withdrawn',
      },
    }),
    body: mpesaStatementImportSchema,
  },
  {
    route: 'GET /api/superadmin/mpesa/statements/:id',
    status: 503,
    call: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },

  // Ads and rewards (the demo inventory is seeded; the rewarded views' claims are ads.test.ts's)
  {
    route: 'GET /api/ads',
    call: () => ({ query: { page: 'home' } }),
    query: adsQuerySchema,
  },
  {
    route: 'POST /api/ads/events',
    call: async (f) => {
      await ensureRouteAds(f.tokens.superAdmin!);
      return {
        body: { events: [{ ad_id: 'banner-epargne-fr', kind: 'impression', page: 'home' }] },
      };
    },
    body: adEventsSchema,
  },
  {
    route: 'POST /api/ads/:id/views',
    call: async (f) => {
      await ensureRouteAds(f.tokens.superAdmin!);
      return { params: { id: 'rewarded-virtual-coins-fr' } };
    },
  },
  {
    route: 'POST /api/ads/views/:token/claim',
    // The member's own view, claimable at once: anyone else's claim of it is not found.
    status: 404,
    answers: { member: 200 },
    call: async (f) => ({
      params: { token: await claimableView(f.tokens.superAdmin!, f.tokens.member!) },
    }),
  },
  { route: 'GET /api/users/me/rewards' },
  {
    route: 'PUT /api/users/me/rewards/customization',
    call: () => ({ body: { active_theme: null, active_badge: null } }),
    body: rewardCustomizationSchema,
  },
  {
    route: 'POST /api/superadmin/ad-images',
    call: () => ({ form: photoForm }),
  },
  {
    route: 'GET /api/ad-images/:id',
    call: () => ({ params: { id: 'ad0e0000-0000-4000-8000-000000000001' } }),
  },
  { route: 'GET /api/superadmin/ads/stats' },

  // Chat
  {
    route: 'POST /api/chat/messages',
    // Super admins write in every group as its admins do.
    call: (f) => ({ body: { group_id: f.group.id, message: 'Habari za leo?' } }),
    body: sendChatMessageSchema,
  },
  {
    route: 'GET /api/chat/groups/:groupId/messages',
    call: (f) => ({ params: { groupId: f.group.id } }),
  },
  {
    route: 'POST /api/chat/groups/:groupId/read',
    // Super admins read every chat, so they keep a read mark too.
    call: async (f) => ({
      params: { groupId: f.group.id },
      body: { message_id: await authorMessage(f) },
    }),
    body: markChatReadSchema,
  },
  { route: 'GET /api/chat/unread' },
  {
    route: 'POST /api/chat/messages/:id/flag',
    // Super admins read every chat and may report in it like its members.
    call: async (f) => ({ params: { id: await authorMessage(f) }, body: { reason: 'Spam' } }),
    body: flagChatMessageSchema,
  },
  {
    route: 'DELETE /api/chat/messages/:id',
    // Someone else's message: its author or a moderator.
    call: async (f) => ({ params: { id: await authorMessage(f) } }),
  },
  {
    route: 'GET /api/chat/groups/:groupId/flagged',
    call: (f) => ({ params: { groupId: f.group.id } }),
  },
  {
    route: 'POST /api/chat/messages/:id/dismiss-flags',
    call: async (f) => ({ params: { id: await flaggedMessage(f) } }),
  },
  {
    route: 'GET /api/chat/groups/:groupId/moderators',
    call: (f) => ({ params: { groupId: f.group.id } }),
  },
  {
    route: 'PUT /api/chat/groups/:groupId/moderators',
    call: async (f) => ({
      params: { groupId: (await subgroup(f)).id },
      body: { user_ids: [f.member.user.id] },
    }),
    body: chatModeratorsSchema,
  },

  {
    route: 'POST /api/chat/socket-ticket',
    call: (f) => ({ body: { group_id: f.group.id } }),
    body: chatSocketTicketSchema,
  },
  { route: 'GET /api/superadmin/chat/flagged' },

  // The API reference: public, it carries no data (decision 0012)
  { route: 'GET /api/docs' },
  { route: 'GET /api/docs/openapi.json' },
  {
    route: 'GET /api/docs/assets/:file',
    call: () => ({ params: { file: 'swagger-ui.css' } }),
  },

  // Proofs of payment: the contribution is the member's. Its payer sends and takes
  // back; the payer, the group's admins and super admins read. A member of the group is told
  // no (403); anyone else learns nothing of the contribution (404).
  {
    route: 'POST /api/contributions/:id/proofs',
    status: 403,
    answers: { member: 201, otherMember: 404, otherAdmin: 404 },
    call: async (f) => ({
      params: { id: await pendingContribution(f) },
      query: { source: 'file' },
      form: proofForm,
    }),
    query: proofUploadQuerySchema,
  },
  {
    route: 'GET /api/contributions/:id/proofs',
    answers: { otherMember: 404, otherAdmin: 404 },
    call: async (f) => ({ params: { id: (await contributionWithProof(f)).id } }),
  },
  {
    route: 'GET /api/contributions/:id/proofs/:proofId',
    answers: { otherMember: 404, otherAdmin: 404 },
    call: async (f) => ({ params: await contributionWithProof(f) }),
  },
  {
    route: 'DELETE /api/contributions/:id/proofs/:proofId',
    status: 404,
    // Those who validate payments see the proof, but only its payer removes it.
    answers: { member: 204, treasurer: 403, groupAdmin: 403, superAdmin: 403 },
    call: async (f) => ({ params: await contributionWithProof(f) }),
  },

  // WebSockets: OPEN, or the close code of the refusal
  {
    route: 'WS /ws/notifications',
    expected: {
      ...signedIn(OPEN),
      anonymous: WS_CLOSE.unauthorized,
      support: WS_CLOSE.forbidden,
    },
  },
  {
    route: 'WS /ws/chat/:groupId',
    expected: chatSocket,
    call: (f) => ({ params: { groupId: f.group.id } }),
  },
  {
    route: 'WS /api/ws/:groupId',
    expected: chatSocket,
    call: (f) => ({ params: { groupId: f.group.id } }),
  },

  // CORS preflight: answered only for CORS_ORIGINS, none in the tests
  { route: 'OPTIONS *', expected: everyone(404), call: () => ({ path: '/api/groups' }) },
];

/** What each `access` of a declaration lets each caller get, the allowed ones `status`. */
const BY_ACCESS: Record<EndpointAccess, (status: number) => Expected> = {
  public: everyone,
  'signed-in': signedIn,
  'own-account': ownAccount,
  newcomer: newcomers,
  'group-member': insiders,
  'group-admin': groupAdmins,
  'group-treasurer': moneyHandlers,
  operators,
  'super-admin': superAdmins,
};

/**
 * Every row with what each caller gets: from the declarations, as the API reference of the
 * tier's API publishes them (the same build serves every API the tests start).
 */
export const ROUTE_TABLE: RouteRow[] = withExpectations(WRITTEN_ROWS, await readDeclarations());

function withExpectations(
  rows: WrittenRow[],
  declarations: ReadonlyMap<string, DeclaredRoute>,
): RouteRow[] {
  return rows.map(({ status, answers, expected, ...row }) => {
    if (expected) return { ...row, expected };
    const declared = declarations.get(row.route);
    if (!declared) throw new Error(`${row.route} has no declaration in the API reference`);
    return {
      ...row,
      expected: {
        ...BY_ACCESS[declared.access](status ?? declared.successStatus),
        ...answers,
      },
    };
  });
}
