import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { desktop } from '../../../bridge';

/** What a desktop notification of the chat tells: who wrote what, where. */
export interface ChatNotice {
  id: string;
  sender_name: string;
  message: string;
}

/**
 * The chat's desktop notifications, through the bridge: `notifyMessage` for a message, and
 * `notifyReport` for a report, once per message and report count. A report first seen with
 * `announce` false (the queue's first read) is remembered without a notification.
 */
export function useChatNotifications() {
  const { t } = useTranslation();
  const reported = useRef(new Set<string>());

  const notifyMessage = useCallback(
    (notice: ChatNotice, groupName: string) => {
      void desktop
        .notify(
          t('chatTab.senderInGroup', { sender: notice.sender_name, group: groupName }),
          notice.message,
        )
        .catch(() => undefined);
    },
    [t],
  );

  const notifyReport = useCallback(
    (notice: ChatNotice & { flag_count: number }, groupName: string, announce = true) => {
      const key = `${notice.id}:${notice.flag_count}`;
      if (reported.current.has(key)) return;
      reported.current.add(key);
      if (announce) notifyMessage(notice, groupName);
    },
    [notifyMessage],
  );

  return { notifyMessage, notifyReport };
}

export type ChatNotifications = ReturnType<typeof useChatNotifications>;
