import { z } from 'zod';

/**
 * The console's chat moderation: the reported messages of every group in one queue
 * (GET /api/superadmin/chat/flagged), and the short-lived ticket a client that does not hold
 * the session token (the desktop console's renderer) opens a chat socket with.
 */

/** A reported message waiting for a moderator, with its group. */
export const flaggedChatMessageDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  group_name: z.string(),
  sender_id: z.string(),
  sender_name: z.string(),
  message: z.string(),
  timestamp: z.string(),
  flag_count: z.number().int(),
  flag_reasons: z.array(z.string()),
  /** When the latest report still waiting was made. */
  last_flagged_at: z.string(),
});
export type FlaggedChatMessageDto = z.output<typeof flaggedChatMessageDtoSchema>;

export const flaggedChatPageSchema = z.strictObject({
  items: z.array(flaggedChatMessageDtoSchema),
  nextCursor: z.string().nullable(),
});
export type FlaggedChatPage = z.output<typeof flaggedChatPageSchema>;

export const flaggedChatQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(200, { error: 'invalidValue' })
    .default(50),
  cursor: z.string().max(64).optional(),
});
export type FlaggedChatQuery = z.output<typeof flaggedChatQuerySchema>;

/** POST /api/chat/socket-ticket. */
export const chatSocketTicketSchema = z.strictObject({
  group_id: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(64),
});

/** How long a socket ticket opens its chat socket; it opens nothing else. */
export const CHAT_SOCKET_TICKET_SECONDS = 60;

export const chatSocketTicketDtoSchema = z.strictObject({
  /** Pass as `ticket` (instead of `token`) on `/ws/chat/<groupId>`. */
  ticket: z.string(),
  expires_at: z.string(),
});
export type ChatSocketTicketDto = z.output<typeof chatSocketTicketDtoSchema>;
