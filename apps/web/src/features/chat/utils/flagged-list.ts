import type { ChatMessageDto } from '@tontine/contracts';

/** The moderation list after a report: the message with its latest flags, in chat order. */
export function upsertFlagged(
  list: ChatMessageDto[] | undefined,
  message: ChatMessageDto,
): ChatMessageDto[] | undefined {
  if (!list) return list;
  const others = list.filter((item) => item.id !== message.id);
  return [...others, message].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** The moderation list without a message (deleted, or its flags ignored). */
export function withoutFlagged(
  list: ChatMessageDto[] | undefined,
  id: string,
): ChatMessageDto[] | undefined {
  return list?.filter((item) => item.id !== id);
}
