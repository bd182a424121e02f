import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import type { SocketFactory } from '../../../lib/reconnecting-socket';
import { useChatThread } from '../api/get-chat-messages';
import { describeError } from '../../../lib/describe-error';
import { CHAT_LOAD_ERRORS } from '../utils/chat-access';
import { ChatScreen } from './chat-screen';

/**
 * `/groups/:id/chat`: loads the messages with a loading state; when that fails (not a member,
 * chat unavailable, no such group, no connection) it goes back to the group with the reason.
 */
export function ChatPage({ createSocket, now }: { createSocket?: SocketFactory; now?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const thread = useChatThread(id);
  const failure = thread.isError && !thread.isFetching ? thread.error : null;

  useEffect(() => {
    if (!failure) return;
    notifyError({
      message: t('chat.join.cannotJoin', { reason: describeError(failure, t, CHAT_LOAD_ERRORS) }),
    });
    navigate(`/groups/${encodeURIComponent(id)}`, { replace: true });
  }, [failure, id, navigate, t]);

  if (!thread.data) {
    return (
      <Center mih={240}>
        <Loader aria-label={t('chat.list.loading')} />
      </Center>
    );
  }
  return (
    <ChatScreen key={id} groupId={id} thread={thread.data} createSocket={createSocket} now={now} />
  );
}
