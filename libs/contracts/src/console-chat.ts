import { z } from 'zod';

/**
 * The console's chat moderation: the reported messages of every group in one queue
 * (GET /api/superadmin/chat/flagged), and the short-lived ticket a client that does not hold
 * the session token (the desktop console's renderer) opens a chat socket with.
 */

/** A reported message waiting for a moderator, with its group. */
export interface FlaggedChatMessageDto {
  id: string;
  group_id: string;
  group_name: string;
  sender_id: string;
  sender_name: string;
  message: string;
  timestamp: string;
  flag_count: number;
  flag_reasons: string[];
  /** When the latest report still waiting was made. */
  last_flagged_at: string;
}

export interface FlaggedChatPage {
  items: FlaggedChatMessageDto[];
  nextCursor: string | null;
}

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

export interface ChatSocketTicketDto {
  /** Pass as `ticket` (instead of `token`) on `/ws/chat/<groupId>`. */
  ticket: string;
  expires_at: string;
}
