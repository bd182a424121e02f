import { shape } from '../common/endpoint/endpoint-texts.js';
import type {
  ChatSocketEvents,
  NotificationSocketEvents,
  SocketNotes,
  WebSocketRoute,
} from './openapi-document.js';

const NOTIFICATION_EVENTS: NotificationSocketEvents = {
  notification: `A new notification, ${shape('NotificationDto')}.`,
};

const CHAT_EVENTS: ChatSocketEvents = {
  new_message: `A message was sent: \`{ type, message }\`, a ${shape('ChatMessageDto')}.`,
  message_deleted: 'A message was deleted: `{ type, group_id, message_id }`.',
  message_flagged: 'To moderators only: a message was reported, `{ type, message }`.',
  flag_dismissed: 'To moderators only: reports were dismissed, `{ type, group_id, message_id }`.',
};

const CHAT_SOCKET: SocketNotes = {
  summary: "A group's chat, live",
  description:
    'The token and the membership are checked when the socket opens; a refusal closes it with ' +
    '4401 (token), 4403 (not a member, chat unavailable, or excluded later) or 4404 (no such ' +
    'group), with the message as the reason. With REDIS_URL the events reach sockets held by ' +
    'any instance.',
  events: CHAT_EVENTS,
};

/** The WebSocket paths of the contracts: each one must be described (the type says so). */
export const SOCKET_NOTES: Readonly<Record<WebSocketRoute, SocketNotes>> = {
  '/ws/notifications': {
    summary: "The caller's notifications, live",
    description:
      'Events `{ type, data }`, sent after the change that made them is committed. A missing ' +
      'or bad token closes the socket with 4401 and the reason.',
    events: NOTIFICATION_EVENTS,
  },
  '/ws/chat/:groupId': CHAT_SOCKET,
  '/api/ws/:groupId': { ...CHAT_SOCKET, summary: "A group's chat, live (the older path)" },
};
