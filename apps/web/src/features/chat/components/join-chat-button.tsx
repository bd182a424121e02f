import { useState } from 'react';
import { Badge, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_LIMITS, isChatAvailable, type GroupDetailDto } from '@tontine/contracts';
import { IconMessages } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { chatThreadQueryOptions } from '../api/get-chat-messages';
import { describeError } from '../../../lib/describe-error';
import { CHAT_LOAD_ERRORS, chatBlockReason } from '../utils/chat-access';
import { unreadBadgeText } from '../utils/chat-thread';
import { askNotificationPermission } from '../utils/desktop-notification';
import { isOnline } from '../utils/send-error';

/**
 * Join Chat on the group page: disabled when the group's chat is unavailable; a click runs
 * the join checks (see `chatBlockReason`), then loads the messages (loading state) and opens
 * the chat. A refusal
 * shows 'Impossible de rejoindre le chat : {reason}' and stays on the group.
 */
export function JoinChatButton({
  group,
  size,
  unread = 0,
}: {
  group: Pick<GroupDetailDto, 'id' | 'my_relation' | 'chat_enabled' | 'status'>;
  size?: 'xs' | 'sm';
  /** Unread messages, shown on the button (capped like the chat's own badge). */
  unread?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = Boolean(useSession()?.user);
  const [opening, setOpening] = useState(false);

  async function join() {
    const reason = chatBlockReason(group, signedIn, isOnline(), t);
    if (reason) {
      notifyError({ message: t('chat.join.cannotJoin', { reason }) });
      return;
    }
    askNotificationPermission();
    setOpening(true);
    try {
      // Always afresh: the cached thread may be from an earlier visit.
      await queryClient.fetchQuery({ ...chatThreadQueryOptions(group.id), staleTime: 0 });
      navigate(`/groups/${encodeURIComponent(group.id)}/chat`);
    } catch (error) {
      setOpening(false);
      notifyError({
        message: t('chat.join.cannotJoin', { reason: describeError(error, t, CHAT_LOAD_ERRORS) }),
      });
    }
  }

  return (
    <Button
      size={size}
      leftSection={<IconMessages size={16} aria-hidden />}
      rightSection={
        unread > 0 ? (
          <Badge
            size="xs"
            color="red"
            circle={unread < 10}
            aria-label={t('chat.header.unread', { count: unread })}
          >
            {unreadBadgeText(unread, CHAT_LIMITS.unreadCap)}
          </Badge>
        ) : undefined
      }
      disabled={!isChatAvailable(group)}
      loading={opening}
      onClick={() => void join()}
    >
      {t('chat.join.button')}
    </Button>
  );
}
