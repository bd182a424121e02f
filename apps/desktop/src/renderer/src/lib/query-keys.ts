/**
 * One key per endpoint the console reads. Every key starts with `console`, so the refresh
 * button invalidates them all; a mutation invalidates the keys of what it changed.
 */
export const queryKeys = {
  all: ['console'] as const,
  /** The stat cards and the monthly charts: every action that moves a figure invalidates both. */
  figures: ['console', 'figures'] as const,
  stats: ['console', 'figures', 'stats'] as const,
  monthly: ['console', 'figures', 'monthly'] as const,
  /** A keyset list (users, groups, payments, audit…), by its path and its filters. */
  lists: (path: string) => ['console', 'list', path] as const,
  list: (path: string, query: Record<string, string | undefined>) =>
    ['console', 'list', path, query] as const,
  systemActions: ['console', 'system', 'actions'] as const,
  config: ['console', 'system', 'config'] as const,
  backups: ['console', 'system', 'backups'] as const,
  rates: ['console', 'rates'] as const,
  content: ['console', 'content'] as const,
  ads: ['console', 'ads'] as const,
  adImage: (url: string) => ['console', 'ads', 'image', url] as const,
  documents: ['console', 'documents'] as const,
  document: (name: string) => ['console', 'documents', name] as const,
  chatGroups: (q: string) => ['console', 'chat', 'groups', q] as const,
  chatHistory: (groupId: string) => ['console', 'chat', 'history', groupId] as const,
  flaggedQueue: ['console', 'chat', 'flagged'] as const,
};
