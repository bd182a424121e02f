import type { FlaggedChatMessageDto } from '@tontine/contracts';
import { useEffect, useRef } from 'react';
import type { ChatNotifications } from './use-chat-notifications';

/**
 * Each report of the moderation queue not seen before raises a notification; the reports of
 * the queue's first read are only remembered, since the operator sees them on opening the tab.
 */
export function useQueueNotifications(
  items: FlaggedChatMessageDto[] | undefined,
  { notifyReport }: ChatNotifications,
) {
  const seeded = useRef(false);
  useEffect(() => {
    if (!items) return;
    for (const item of items) notifyReport(item, item.group_name, seeded.current);
    seeded.current = true;
  }, [items, notifyReport]);
}
