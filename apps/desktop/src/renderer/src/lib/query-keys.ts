/**
 * One key per endpoint the console reads. Every key starts with `console`, so the refresh
 * button invalidates them all; a mutation invalidates the keys of what it changed.
 */
export const queryKeys = {
  /** Who is signed in: outside `console`, so that Refresh does not sign anyone out. */
  session: ['session'] as const,
  all: ['console'] as const,
  /** The stat cards and the monthly charts: every action that moves a figure invalidates both. */
  figures: ['console', 'figures'] as const,
  stats: ['console', 'figures', 'stats'] as const,
  monthly: ['console', 'figures', 'monthly'] as const,
  /** A keyset list (users, groups, payments, audit…), by its path and its filters. */
  lists: (path: string) => ['console', 'list', path] as const,
  list: (path: string, query: Record<string, string | undefined>) =>
    ['console', 'list', path, query] as const,
  auditVerification: ['console', 'audit', 'verification'] as const,
  systemActions: ['console', 'system', 'actions'] as const,
  config: ['console', 'system', 'config'] as const,
  backups: ['console', 'system', 'backups'] as const,
  rates: ['console', 'rates'] as const,
  /** The M-Pesa float of the platform's shortcodes, followed after a refresh until answered. */
  mpesaFloat: ['console', 'mpesa', 'float'] as const,
  mpesaStatement: (id: string) => ['console', 'mpesa', 'statements', id] as const,
  content: ['console', 'content'] as const,
  /** The ad inventory and its counts: a save of the inventory invalidates both. */
  ads: ['console', 'ads'] as const,
  adInventory: ['console', 'ads', 'inventory'] as const,
  adStats: ['console', 'ads', 'stats'] as const,
  adImage: (url: string) => ['console', 'ad-image', url] as const,
  /** The platform documents; a document's key starts its versions' key, so a save invalidates both. */
  documents: ['console', 'documents'] as const,
  document: (name: string) => ['console', 'documents', name] as const,
  documentVersions: (name: string) => ['console', 'documents', name, 'versions'] as const,
  chatGroups: (q: string) => ['console', 'chat', 'groups', q] as const,
  chatHistory: (groupId: string) => ['console', 'chat', 'history', groupId] as const,
  flaggedQueue: ['console', 'chat', 'flagged'] as const,
};
