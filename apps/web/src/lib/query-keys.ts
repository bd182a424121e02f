/**
 * Query keys shared across features: a mutation in one feature invalidates what another
 * feature reads (saving the settings refreshes the signed-in user, for example).
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  settings: ['users', 'me', 'settings'] as const,
  /**
   * The member's reminder preferences and recent reminders; saving the settings refreshes them
   * (their channels are the settings' toggles, SMS needs the profile's phone).
   */
  reminderPreferences: ['users', 'me', 'reminder-preferences'] as const,
  maintenanceStatus: ['maintenance', 'status'] as const,
  health: ['health'] as const,
  /** Every group list and detail starts with this key: a membership change refreshes them all. */
  groups: ['groups'] as const,
  myGroups: ['groups', 'mine'] as const,
  group: (id: string) => ['groups', 'detail', id] as const,
  groupSearch: (q: string) => ['groups', 'search', q] as const,
  groupExplore: (filters: Record<string, unknown>) => ['groups', 'explore', filters] as const,
  /** The group a permanent code opens, read before joining with it. */
  groupPreview: (code: string) => ['groups', 'preview', code] as const,
  groupJoinRequests: (groupId: string) => ['groups', 'join-requests', groupId] as const,
  /** Under `groups`: a membership or request change refreshes the feed with the rest. */
  groupActivity: (groupId: string) => ['groups', 'activity', groupId] as const,
  /** Under `groups`: a recorded payment refreshes the rotation and the history with the rest. */
  groupRotation: (groupId: string) => ['groups', 'rotation', groupId] as const,
  groupContributions: (groupId: string) => ['groups', 'contributions', groupId] as const,
  /** Under `groups`: a live notification about a swap (proposed, approved…) refreshes them too. */
  groupTurnSwaps: (groupId: string) => ['groups', 'turn-swaps', groupId] as const,
  /**
   * Under `groups`: a live notification about a fine (applied, paid, refused) refreshes the
   * fines and the group's fund with the rest.
   */
  groupFines: (groupId: string) => ['groups', 'fines', groupId] as const,
  /**
   * Under `groups`: a live notification about a saving (validated, refused) refreshes the
   * savings fund with the rest; the fund also holds the paid fines, so a fine's change reads it
   * again.
   */
  groupSavings: (groupId: string) => ['groups', 'savings', groupId] as const,
  /**
   * Under `groups`: what each member would receive if the fund were shared out now, so that a
   * live notification about a saving or a loan refreshes it with the rest.
   */
  groupShareOut: (groupId: string) => ['groups', 'share-out', groupId] as const,
  /**
   * Under `groups`: the reader's loans in a group and those they were asked to guarantee, the
   * group's loan book (its tab after it) and one loan, so that a live notification about a loan
   * (a guarantee asked, an approval, a repayment) refreshes them with the rest.
   */
  myLoans: (groupId: string) => ['groups', 'my-loans', groupId] as const,
  groupLoanBook: (groupId: string) => ['groups', 'loan-book', groupId] as const,
  loan: (loanId: string) => ['groups', 'loan', loanId] as const,
  /**
   * Under `groups`: the standings of a group's members and requesters (its admins only), so
   * that a decided request or a recorded payment refreshes them with the rest.
   */
  groupStandings: (groupId: string) => ['groups', 'standings', groupId] as const,
  /** The requests a user sent. */
  joinRequests: ['join-requests'] as const,
  userJoinRequests: (userId: string) => ['join-requests', 'user', userId] as const,
  /** The caller's money across their groups. */
  memberSummary: ['users', 'me', 'summary'] as const,
  /** The caller's standing (reliability score) across every group they were in. */
  myStanding: ['users', 'me', 'standing'] as const,
  /** The caller's notifications, newest first; the live stream writes into it. */
  notifications: ['notifications'] as const,
  /** The super admins' exchange rates (GET /api/rates), for totals in the chosen currency. */
  rates: ['rates'] as const,
  /** The crypto networks the server is configured for (every "pay in crypto" entry reads it). */
  cryptoNetworks: ['crypto', 'networks'] as const,
  /** Whether the server collects through M-Pesa (every "pay with M-Pesa" entry reads it). */
  mpesaAvailability: ['mpesa', 'availability'] as const,
  mpesaPayment: (id: string) => ['mpesa', 'payments', id] as const,
  mpesaPayout: (groupId: string) => ['mpesa', 'payout', groupId] as const,
  mpesaAccount: (groupId: string) => ['mpesa', 'account', groupId] as const,
};
