/** The chat's cache entries: the open thread (the live socket writes into it) and the flagged list. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: ['chat', 'unread'] as const,
  thread: (groupId: string) => ['chat', 'thread', groupId] as const,
  flagged: (groupId: string) => ['chat', 'flagged', groupId] as const,
  moderators: (groupId: string) => ['chat', 'moderators', groupId] as const,
};
