import { useEffect, useState } from 'react';
import { Alert, Paper, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessageDto } from '@tontine/contracts';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { SocketFactory } from '../../../lib/reconnecting-socket';
import { useSession } from '../../../lib/session';
import { describeError } from '../../../lib/describe-error';
import { chatKeys } from '../api/chat-keys';
import { useDeleteChatMessage } from '../api/delete-chat-message';
import { useDismissChatFlags } from '../api/dismiss-chat-flags';
import { useFlagChatMessage } from '../api/flag-chat-message';
import { useGroup } from '../../../api/get-group';
import { getChatMessages } from '../api/get-chat-messages';
import { useFlaggedMessages } from '../api/get-flagged-messages';
import { useLiveChat } from '../hooks/use-live-chat';
import { useMarkChatRead } from '../hooks/use-mark-chat-read';
import { useSendChatMessage } from '../hooks/use-send-chat-message';
import { socketRefusalReason } from '../utils/chat-access';
import { sendErrorTexts } from '../utils/send-error';
import {
  onThread,
  patchFlags,
  prependOlder,
  removeMessage,
  type ChatListMessage,
  type ChatThread,
} from '../utils/chat-thread';
import { notifyWhileHidden } from '../utils/desktop-notification';
import { withoutFlagged } from '../utils/flagged-list';
import { speak, speechAvailable, stopSpeaking } from '../utils/speech';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatMessageList } from './chat-message-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FlagReasonModal } from './flag-reason-modal';
import { ModerationPanel } from './moderation-panel';

export interface ChatScreenProps {
  groupId: string;
  thread: ChatThread;
  createSocket?: SocketFactory;
  /** The clock for the message times; tests pin it. */
  now?: number;
}

/** The group chat screen, once its messages are loaded: header, messages, composer, moderation. */
export function ChatScreen({ groupId, thread, createSocket, now }: ChatScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const user = session?.user;
  const groupName = useGroup(groupId).data?.name;
  const canSpeak = speechAvailable();
  const [readAloud, setReadAloud] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [flagTarget, setFlagTarget] = useState<ChatListMessage | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<ChatMessageDto | null>(null);
  const [moderationOpen, setModerationOpen] = useState(false);

  const threadKey = chatKeys.thread(groupId);
  const flaggedKey = chatKeys.flagged(groupId);

  const live = useLiveChat({
    groupId,
    token: session?.token,
    myId: user?.id,
    createSocket,
    onIncoming: (message) => {
      notifyWhileHidden(
        t('chat.notification.title', { sender: message.sender_name, group: groupName ?? '' }),
        message.message,
        message.id,
      );
      if (readAloud) speak(message.message);
    },
  });
  const sender = useSendChatMessage(groupId, user);
  useMarkChatRead(groupId, thread);
  const flagged = useFlaggedMessages(groupId, thread.is_moderator);
  const flag = useFlagChatMessage();
  const remove = useDeleteChatMessage();
  const dismiss = useDismissChatFlags();

  useEffect(() => stopSpeaking, []);

  async function loadOlder() {
    if (!thread.next_cursor) return;
    setLoadingOlder(true);
    try {
      const page = await getChatMessages(groupId, { before: thread.next_cursor });
      queryClient.setQueryData(threadKey, onThread(prependOlder(page)));
    } catch {
      notifyError({ message: t('chat.list.olderFailed') });
    } finally {
      setLoadingOlder(false);
    }
  }

  function confirmFlag(reason: string) {
    const target = flagTarget;
    if (!target) return;
    flag.mutate(
      { id: target.id, reason },
      {
        onSuccess: () => {
          setFlagTarget(null);
          queryClient.setQueryData(
            threadKey,
            onThread(patchFlags(target.id, { is_flagged: true })),
          );
          if (thread.is_moderator) {
            void queryClient.invalidateQueries({ queryKey: flaggedKey });
            notifySuccess({ message: t('chat.flag.doneModerator') });
          } else {
            notifySuccess({ message: t('chat.flag.done') });
          }
        },
        onError: (error) => {
          setFlagTarget(null);
          notifyError({ title: t('chat.flag.failed'), message: describeError(error, t) });
        },
      },
    );
  }

  function confirmDelete() {
    const target = deleteTarget;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleteTarget(null);
        queryClient.setQueryData(threadKey, onThread(removeMessage(target.id)));
        queryClient.setQueryData<ChatMessageDto[]>(flaggedKey, (list) =>
          withoutFlagged(list, target.id),
        );
        notifySuccess({ message: t('chat.delete.done') });
      },
      onError: (error) => {
        setDeleteTarget(null);
        notifyError({ title: t('chat.delete.failed'), message: describeError(error, t) });
      },
    });
  }

  function ignoreFlags(message: ChatMessageDto) {
    dismiss.mutate(message.id, {
      onSuccess: () => {
        queryClient.setQueryData<ChatMessageDto[]>(flaggedKey, (list) =>
          withoutFlagged(list, message.id),
        );
        queryClient.setQueryData(
          threadKey,
          onThread(patchFlags(message.id, { is_flagged: false, flag_count: 0, flag_reasons: [] })),
        );
        notifySuccess({ message: t('chat.moderation.ignored') });
      },
      onError: (error) =>
        notifyError({
          title: t('chat.moderation.ignoreFailed'),
          message: describeError(error, t),
        }),
    });
  }

  return (
    <Stack
      gap="sm"
      mih={420}
      h="calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem) - var(--offline-banner-height, 0px) - 2 * var(--mantine-spacing-md))"
    >
      <ChatHeader
        groupName={groupName}
        messageCount={thread.items.filter((item) => !item.is_temp).length}
        unreadCount={thread.unread_count}
        status={live.status}
        readAloud={readAloud}
        onReadAloudChange={canSpeak ? setReadAloud : undefined}
        flaggedCount={thread.is_moderator ? (flagged.data?.length ?? 0) : null}
        onOpenModeration={() => {
          setModerationOpen(true);
          void flagged.refetch();
        }}
        onBack={() => navigate(`/groups/${groupId}`)}
      />
      {live.refusal && (
        <Alert color="red" role="alert">
          {t('chat.join.cannotJoin', {
            reason: socketRefusalReason(live.refusal.code, live.refusal.reason, t),
          })}
        </Alert>
      )}
      <Paper withBorder radius="md" style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <ChatMessageList
          thread={thread}
          myId={user?.id}
          now={now}
          loadingOlder={loadingOlder}
          onLoadOlder={() => void loadOlder()}
          onReadAloud={canSpeak ? (message) => speak(message.message) : undefined}
          onFlag={setFlagTarget}
          onDelete={setDeleteTarget}
        />
      </Paper>
      {sender.error && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={sender.dismissError}
        >
          {t('chat.send.alert', {
            message: describeError(sender.error.cause, t, sendErrorTexts(sender.error.online)),
          })}
        </Alert>
      )}
      <ChatComposer onSend={(text) => void sender.send(text)} />
      <FlagReasonModal
        opened={flagTarget !== null}
        loading={flag.isPending}
        onCancel={() => setFlagTarget(null)}
        onConfirm={confirmFlag}
      />
      <ConfirmDialog
        opened={deleteTarget !== null}
        title={t('chat.delete.title')}
        confirmLabel={t('chat.delete.submit')}
        loading={remove.isPending}
        onClose={() => setDeleteTarget(null)}
        onConfirm={confirmDelete}
        centered={false}
        // Above the moderation panel, which stays open behind it.
        zIndex={300}
      >
        {t('chat.delete.confirm')}
      </ConfirmDialog>
      {thread.is_moderator && (
        <ModerationPanel
          opened={moderationOpen}
          onClose={() => setModerationOpen(false)}
          messages={flagged.data}
          loading={flagged.isPending}
          failed={flagged.isError}
          ignoringId={dismiss.isPending ? (dismiss.variables ?? null) : null}
          onDelete={setDeleteTarget}
          onIgnore={ignoreFlags}
          now={now}
        />
      )}
    </Stack>
  );
}
