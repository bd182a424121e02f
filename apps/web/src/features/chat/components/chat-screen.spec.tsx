import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ChatSendResponse } from '@tontine/contracts';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { callsTo, deferred } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { makeChatMessage, makeChatPage, ME } from '../../../test/factories';
import { renderChat } from '../testing/render-chat';

async function typeAndSend(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Votre message' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

const mine = () => screen.queryAllByRole('listitem', { name: ME.username });

/** Lets the query cache tell the screen about a change (it notifies on the next tick). */
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 25)));

beforeEach(() => {
  FakeSocket.made = [];
});
afterEach(() => {
  notifications.clean();
  vi.useRealTimers();
});

describe('ChatScreen: header and list', () => {
  it('shows the title, the empty state and the connection status', async () => {
    renderChat();
    expect(await screen.findByText('Commencez la conversation !')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discussion de groupe' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Connexion : Déconnecté' })).toBeInTheDocument();
    expect(FakeSocket.latest().url).toBe(
      `${window.location.origin.replace(/^http/, 'ws')}/ws/chat/g-1?token=tok-1`,
    );
    act(() => FakeSocket.latest().open());
    expect(screen.getByRole('status', { name: 'Connexion : Connecté' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Modération/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Chama Umoja')).toBeInTheDocument();
  });

  it('caps the unread badge at 99+ and marks the list as read 2 s after it changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const last = makeChatMessage({ is_read: false, message: 'Dernier' });
    const { fetch } = renderChat(
      makeChatPage({ items: [makeChatMessage({ is_read: false }), last], unread_count: 150 }),
    );
    const badge = await screen.findByLabelText('Messages non lus : 150');
    expect(badge).toHaveTextContent('99+');
    expect(screen.getAllByText('Nouveau')).toHaveLength(2);
    expect(callsTo(fetch, 'POST', '/chat/groups/g-1/read')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(callsTo(fetch, 'POST', '/chat/groups/g-1/read')[0]?.body).toEqual({
      message_id: last.id,
    });
    expect(screen.queryByLabelText(/^Messages non lus/)).not.toBeInTheDocument();
    expect(screen.queryByText('Nouveau')).not.toBeInTheDocument();
  });

  it('goes back to the group with the reason when the messages cannot be loaded', async () => {
    renderChat(makeChatPage(), {
      'GET /chat/groups/g-1/messages': () =>
        jsonResponse(
          {
            detail: 'Vous devez être membre du groupe pour accéder au chat',
            code: 'CHAT_MEMBERS_ONLY',
          },
          403,
        ),
    });
    expect(await screen.findByText('Page du groupe')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Impossible de rejoindre le chat : Vous devez être membre du groupe pour accéder au chat',
      ),
    ).toBeInTheDocument();
  });
});

describe('ChatScreen: sending', () => {
  it('shows the message at once, then the sent tick for 2 s, without a duplicate from the socket', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = deferred<Response>();
    const { fetch } = renderChat(makeChatPage(), { 'POST /chat/messages': () => answer.promise });
    await typeAndSend('  Habari za leo?  ');

    const [temporary] = await screen.findAllByRole('listitem', { name: ME.username });
    expect(temporary).toHaveTextContent('Habari za leo?');
    expect(within(temporary!).getByText('Envoi...')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Votre message' })).toHaveValue('');
    expect(callsTo(fetch, 'POST', '/chat/messages')[0]?.body).toMatchObject({
      group_id: 'g-1',
      message: 'Habari za leo?',
      timestamp: expect.any(String),
    });

    // The socket delivers the message before the send is answered: still one message.
    act(() =>
      FakeSocket.latest().push({
        type: 'new_message',
        message: makeChatMessage({
          id: 'm-real',
          sender_id: ME.id,
          sender_name: ME.username,
          message: 'Habari za leo?',
        }),
      }),
    );
    await flush();
    expect(mine()).toHaveLength(1);
    expect(within(mine()[0]!).getByText('Envoi...')).toBeInTheDocument();

    const sent: ChatSendResponse = { id: 'm-real', timestamp: new Date().toISOString() };
    await act(async () => answer.resolve(jsonResponse(sent, 201)));
    expect(await screen.findByRole('img', { name: 'Envoyé' })).toBeInTheDocument();
    expect(mine()).toHaveLength(1);
    expect(screen.getByText('Messages : 1')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByRole('img', { name: 'Envoyé' })).not.toBeInTheDocument();
    expect(mine()).toHaveLength(1);
  });

  it('marks a refused message as failed with the alert, then removes it after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderChat(makeChatPage(), {
      'POST /chat/messages': () =>
        jsonResponse({ detail: 'Trop de messages', code: 'CHAT_RATE_LIMITED' }, 429),
    });
    await typeAndSend('Encore un');
    expect(
      await screen.findByText('❌ Trop de messages envoyés, attendez un moment'),
    ).toBeInTheDocument();
    expect(within(mine()[0]!).getByText("Échec de l'envoi")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(mine()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(mine()).toHaveLength(0);
  });

  it.each([
    [401, 'Session expirée, veuillez vous reconnecter'],
    [403, "Vous n'êtes pas autorisé à envoyer des messages dans ce groupe"],
    [500, "Échec d'envoi, réessayez"],
  ])('shows the message of a %i answer', async (status, text) => {
    renderChat(makeChatPage(), {
      'POST /chat/messages': () => jsonResponse({ detail: 'refused' }, status),
    });
    await typeAndSend('Salut');
    expect(await screen.findByText(`❌ ${text}`)).toBeInTheDocument();
  });

  it('gives up after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderChat(makeChatPage(), {
      'POST /chat/messages': ({ signal }) =>
        new Promise<Response>((_, reject) =>
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    });
    await typeAndSend('Salut');
    await screen.findByText('Envoi...');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(
      await screen.findByText("❌ Délai d'attente dépassé, vérifiez votre connexion"),
    ).toBeInTheDocument();
  });

  it('does not send without a connection', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { fetch } = renderChat();
    await typeAndSend('Salut');
    expect(
      await screen.findByText('❌ Pas de connexion internet, message non envoyé'),
    ).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/chat/messages')).toHaveLength(0);
  });
});

describe('ChatScreen: incoming messages', () => {
  it('shows a desktop notification for a message from someone else while the page is hidden', async () => {
    const shown = vi.fn();
    class FakeNotification {
      static permission = 'granted';
      constructor(title: string, options: NotificationOptions) {
        shown(title, options);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    renderChat();
    await screen.findByText('Chama Umoja');
    act(() =>
      FakeSocket.latest().push({
        type: 'new_message',
        message: makeChatMessage({ sender_name: 'Baraka', message: 'Mambo?' }),
      }),
    );
    act(() =>
      FakeSocket.latest().push({
        type: 'new_message',
        message: makeChatMessage({ sender_id: ME.id, sender_name: ME.username }),
      }),
    );
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith(
      'Baraka dans Chama Umoja',
      expect.objectContaining({ body: 'Mambo?' }),
    );
    expect(await screen.findByRole('listitem', { name: 'Baraka' })).toHaveTextContent('Mambo?');
  });

  it('reads a message aloud with a French voice, and new ones once the toggle is on', async () => {
    const speak = vi.fn();
    class FakeUtterance {
      lang = '';
      rate = 1;
      pitch = 1;
      voice: unknown = null;
      constructor(readonly text: string) {}
    }
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn(), getVoices: () => [] });
    renderChat(makeChatPage({ items: [makeChatMessage({ message: 'Karibu' })] }));
    const item = await screen.findByRole('listitem', { name: 'Baraka' });
    fireEvent.click(within(item).getByRole('button', { name: 'Actions du message' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Lire à voix haute' }));
    expect(speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Karibu', lang: 'fr-FR', rate: 0.9, pitch: 1 }),
    );

    fireEvent.click(screen.getByRole('switch', { name: 'Lecture à voix haute' }));
    act(() =>
      FakeSocket.latest().push({
        type: 'new_message',
        message: makeChatMessage({ message: 'Habari mpya' }),
      }),
    );
    expect(speak).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'Habari mpya' }));
  });
});
