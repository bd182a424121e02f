import { z } from 'zod';

/** Limits and timings of the group chat. */
export const CHAT_LIMITS = {
  maxLength: 500,
  counterFrom: 200,
  composerMaxHeightPx: 120,
  sendTimeoutMs: 10_000,
  markReadDelayMs: 2_000,
  sentTickMs: 2_000,
  failedRemovalMs: 5_000,
  unreadCap: 99,
  pageSize: 50,
  maxPageSize: 100,
  moderatorsMax: 20,
} as const;

/** Speech reading of a message. */
export const CHAT_SPEECH = { lang: 'fr-FR', rate: 0.9, pitch: 1 } as const;

/** The flag reason when the person leaves it empty. */
export const DEFAULT_FLAG_REASON = 'Contenu inapproprié';

/** Sends per user before the API answers 429, and over how long. */
export const CHAT_RATE_LIMIT = { messages: 20, windowSeconds: 10 } as const;

/** `ws(s)://host/ws/chat/<groupId>?token=…`; `/api/ws/<groupId>` is the same channel. */
export const CHAT_WS_PATH_PREFIX = '/ws/chat/';
export const CHAT_WS_LEGACY_PATH_PREFIX = '/api/ws/';

export function chatSocketPath(groupId: string): string {
  return `${CHAT_WS_PATH_PREFIX}${encodeURIComponent(groupId)}`;
}

/** The group id a chat socket path names, or null for any other path. */
export function groupIdOfChatPath(pathname: string): string | null {
  for (const prefix of [CHAT_WS_PATH_PREFIX, CHAT_WS_LEGACY_PATH_PREFIX]) {
    if (pathname.startsWith(prefix)) {
      const rest = pathname.slice(prefix.length);
      if (rest && !rest.includes('/')) return decodeOrRaw(rest);
    }
  }
  return null;
}

/** A malformed escape stays as it is: it then names no group, rather than throwing. */
function decodeOrRaw(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A chat message as the API answers it; flags are shown to moderators only. */
export const chatMessageDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  sender_id: z.string(),
  sender_name: z.string(),
  message: z.string(),
  timestamp: z.string(),
  /** To moderators: flags wait on it. To others: the caller reported it. */
  is_flagged: z.boolean(),
  /** The sender administers the group. */
  is_admin: z.boolean(),
  /** The caller read it (their own messages count as read). */
  is_read: z.boolean(),
  flag_count: z.number().int(),
  flag_reasons: z.array(z.string()),
});
export type ChatMessageDto = z.output<typeof chatMessageDtoSchema>;

export const chatPageSchema = z.strictObject({
  /** Oldest first, as the list shows them. */
  items: z.array(chatMessageDtoSchema),
  /** Pass as `before` for the older page; null when the start of the chat is reached. */
  next_cursor: z.string().nullable(),
  unread_count: z.number().int(),
  /** The caller may moderate this group's chat. */
  is_moderator: z.boolean(),
});
export type ChatPage = z.output<typeof chatPageSchema>;

export const chatSendResponseSchema = z.strictObject({
  id: z.string(),
  timestamp: z.string(),
});
export type ChatSendResponse = z.output<typeof chatSendResponseSchema>;

export const chatUnreadDtoSchema = z.strictObject({
  group_id: z.string(),
  unread_count: z.number().int(),
});
export type ChatUnreadDto = z.output<typeof chatUnreadDtoSchema>;

/** GET /api/chat/unread: one row per group of the caller. */
export const chatUnreadListSchema = z.array(chatUnreadDtoSchema);

export const chatModeratorsDtoSchema = z.strictObject({
  group_id: z.string(),
  moderator_ids: z.array(z.string()),
});
export type ChatModeratorsDto = z.output<typeof chatModeratorsDtoSchema>;

/** POST /api/chat/groups/:groupId/read: what is left unread. */
export const chatReadResponseSchema = z.strictObject({
  unread_count: z.number().int(),
});
export type ChatReadResponse = z.output<typeof chatReadResponseSchema>;

/** POST /api/chat/messages/:id/flag. */
export const chatFlagResponseSchema = z.strictObject({
  message_id: z.string(),
  /** The caller may moderate this group's chat (their queue then shows the message). */
  is_moderator: z.boolean(),
});
export type ChatFlagResponse = z.output<typeof chatFlagResponseSchema>;

/** DELETE /api/chat/messages/:id. */
export const chatDeleteResponseSchema = z.strictObject({
  deleted: z.literal(true),
  message_id: z.string(),
});
export type ChatDeleteResponse = z.output<typeof chatDeleteResponseSchema>;

/** POST /api/chat/messages/:id/dismiss-flags: `dismissed` is false when nothing was waiting. */
export const chatDismissResponseSchema = z.strictObject({
  dismissed: z.boolean(),
  message_id: z.string(),
});
export type ChatDismissResponse = z.output<typeof chatDismissResponseSchema>;

/** GET /api/chat/groups/:groupId/flagged: the reported messages, with their reasons. */
export const chatFlaggedListSchema = z.array(chatMessageDtoSchema);

/**
 * POST /api/chat/messages. The text's checks run in the service, in the order the client shows them
 * (membership before length), so the schema only types the fields.
 */
export const sendChatMessageSchema = z.strictObject({
  group_id: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(64),
  message: z.string({ error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }),
  /** The client's clock, kept for display only; the server's time orders the chat. */
  timestamp: z.string().max(64).optional(),
});

export const flagChatMessageSchema = z.strictObject({
  reason: z.string().trim().max(200, { error: 'invalidValue' }).optional(),
});

export const chatHistoryQuerySchema = z.object({
  before: z.string().max(64).optional(),
  after: z.string().max(64).optional(),
  limit: z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(CHAT_LIMITS.maxPageSize, { error: 'invalidValue' })
    .default(CHAT_LIMITS.pageSize),
});
export type ChatHistoryQuery = z.output<typeof chatHistoryQuerySchema>;

export const markChatReadSchema = z.strictObject({
  message_id: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(64),
});

export const chatModeratorsSchema = z.strictObject({
  user_ids: z
    .array(z.string().min(1).max(64), { error: 'invalidValue' })
    .max(CHAT_LIMITS.moderatorsMax, { error: 'invalidValue' }),
});

/** Events on a group's chat socket. `message_flagged` and `flag_dismissed` reach moderators only. */
export type ChatEvent =
  | { type: 'new_message'; message: ChatMessageDto }
  | { type: 'message_deleted'; group_id: string; message_id: string }
  | { type: 'message_flagged'; message: ChatMessageDto }
  | { type: 'flag_dismissed'; group_id: string; message_id: string };
