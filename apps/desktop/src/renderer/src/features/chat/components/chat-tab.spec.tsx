// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ChatEvent, ChatMessageDto, FlaggedChatMessageDto } from '@tontine/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerBy, callsTo, ok, SPEC_OPERATOR } from '../../../testing/api-routes';
import { fakeBridge, renderConsole } from '../../../testing/render';
import { ChatTab } from './chat-tab';

/** The chat socket the tab opens: the spec delivers the server's events through it. */
class SocketStandIn {
  static opened: SocketStandIn[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    SocketStandIn.opened.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  deliver(event: ChatEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  SocketStandIn.opened = [];
  vi.stubGlobal('WebSocket', SocketStandIn);
});
afterEach(() => vi.unstubAllGlobals());

const group = { id: 'g-1', name: 'Tontine des amis', status: 'active' };
const message = (over: Partial<ChatMessageDto>): ChatMessageDto => ({
  id: 'm-1',
  group_id: group.id,
  sender_id: 'u-2',
  sender_name: 'amina',
  message: 'Bonjour',
  timestamp: '2026-11-24T08:00:00.000Z',
  is_flagged: false,
  is_admin: false,
  is_read: true,
  flag_count: 0,
  flag_reasons: [],
  ...over,
});
const reported: FlaggedChatMessageDto = {
  id: 'm-9',
  group_id: 'g-2',
  group_name: 'Épargne Nairobi',
  sender_id: 'u-5',
  sender_name: 'baraka',
  message: 'Achetez mes montres',
  timestamp: '2026-11-24T07:00:00.000Z',
  flag_count: 2,
  flag_reasons: ['Spam', 'Contenu inapproprié'],
  last_flagged_at: '2026-11-24T07:30:00.000Z',
};

function setUp() {
  const request = answerBy({
    'GET /api/superadmin/groups': () => ok({ items: [group], nextCursor: null }),
    'GET /api/chat/groups/g-1/messages': () =>
      ok({ items: [message({})], next_cursor: null, unread_count: 0, is_moderator: true }),
    'GET /api/superadmin/chat/flagged': () => ok({ items: [reported], nextCursor: null }),
    'POST /api/chat/socket-ticket': () =>
      ok({ ticket: 'ticket-1', expires_at: '2026-11-24T08:01:00.000Z' }),
    'POST /api/chat/messages': () => ok({ id: 'm-3', timestamp: '2026-11-24T08:02:00.000Z' }, 201),
    'POST /api/chat/messages/m-9/dismiss-flags': () => ok({ dismissed: true, message_id: 'm-9' }),
    'DELETE /api/chat/messages/m-1': () => ok({ deleted: true, message_id: 'm-1' }),
  });
  const bridge = fakeBridge({ request });
  renderConsole(<ChatTab search="" toast={vi.fn()} />);
  return { request, bridge };
}

async function openGroup() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Groupe' }));
  await userEvent.click(await screen.findByRole('option', { name: group.name }));
  await screen.findByText('Bonjour');
  await waitFor(() => expect(SocketStandIn.opened).toHaveLength(1));
}

describe('the chat tab', () => {
  it('opens a group’s chat with its history and a socket opened with a ticket', async () => {
    setUp();
    await openGroup();
    expect(SocketStandIn.opened[0]!.url).toBe('ws://127.0.0.1:4310/ws/chat/g-1?ticket=ticket-1');
    expect(await screen.findByText('Connecté')).toBeInTheDocument();
  });

  it('notifies each new message from someone else, never the operator’s own', async () => {
    const { bridge } = setUp();
    await openGroup();
    const socket = SocketStandIn.opened[0]!;
    socket.deliver({ type: 'new_message', message: message({ id: 'm-2', message: 'Habari' }) });
    expect(await screen.findByText('Habari')).toBeInTheDocument();
    expect(bridge.notify).toHaveBeenCalledWith('amina dans Tontine des amis', 'Habari');

    socket.deliver({
      type: 'new_message',
      message: message({ id: 'm-4', sender_id: SPEC_OPERATOR.id, message: 'Je modère' }),
    });
    expect(await screen.findByText('Je modère')).toBeInTheDocument();
    expect(bridge.notify).toHaveBeenCalledTimes(1);
  });

  it('notifies a new report in the open chat', async () => {
    const { bridge } = setUp();
    await openGroup();
    SocketStandIn.opened[0]!.deliver({
      type: 'message_flagged',
      message: message({ is_flagged: true, flag_count: 1, flag_reasons: ['Spam'] }),
    });
    expect(await screen.findByText('1 signalement(s) : Spam')).toBeInTheDocument();
    expect(bridge.notify).toHaveBeenCalledWith('amina dans Tontine des amis', 'Bonjour');
  });

  it('sends with Enter', async () => {
    const { request } = setUp();
    await openGroup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Salut{Enter}');
    await waitFor(() =>
      expect(callsTo(request, 'POST /api/chat/messages')).toEqual([
        expect.objectContaining({ group_id: 'g-1', message: 'Salut' }),
      ]),
    );
  });

  it('deletes a message after the documents’ confirmation', async () => {
    const { request } = setUp();
    await openGroup();
    await userEvent.click(
      screen.getByRole('button', { name: 'Actions sur le message (auteur : amina)' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer ce message ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(callsTo(request, 'DELETE /api/chat/messages/m-1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Bonjour')).toBeNull());
  });

  it('lists the reports of every group, and Ignore takes one off the queue', async () => {
    const { request } = setUp();
    const item = await screen.findByTestId('flagged-message');
    expect(item).toHaveTextContent('baraka dans Épargne Nairobi');
    expect(item).toHaveTextContent('2 signalement(s) : Spam, Contenu inapproprié');
    await userEvent.click(within(item).getByRole('button', { name: 'Ignorer' }));
    await waitFor(() =>
      expect(callsTo(request, 'POST /api/chat/messages/m-9/dismiss-flags')).toHaveLength(1),
    );
    expect(await screen.findByText('Aucun message signalé')).toBeInTheDocument();
  });
});
