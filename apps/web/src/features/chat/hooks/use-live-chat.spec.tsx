import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { callsTo } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { makeChatMessage, makeChatPage } from '../../../test/factories';
import { renderChat } from '../testing/render-chat';

beforeEach(() => {
  FakeSocket.made = [];
});
afterEach(() => vi.useRealTimers());

describe('the chat socket', () => {
  it('reconnects with backoff after a drop and fetches what was missed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const known = makeChatMessage({ id: 'm-known', message: 'Avant la coupure' });
    const missed = makeChatMessage({ id: 'm-missed', sender_name: 'Wanjiru', message: 'Pendant' });
    let caughtUp = false;
    const { fetch } = renderChat(makeChatPage({ items: [known] }), {
      'GET /chat/groups/g-1/messages': ({ url }) => {
        if (!url.searchParams.has('after')) return jsonResponse(makeChatPage({ items: [known] }));
        return jsonResponse(makeChatPage({ items: caughtUp ? [missed] : [] }));
      },
    });
    await screen.findByRole('listitem', { name: 'Baraka' });
    act(() => FakeSocket.latest().open());
    expect(screen.getByRole('status', { name: 'Connexion : Connecté' })).toBeInTheDocument();

    act(() => FakeSocket.latest().drop(1006));
    expect(screen.getByRole('status', { name: 'Connexion : Déconnecté' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(FakeSocket.made).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(FakeSocket.made).toHaveLength(2);

    caughtUp = true;
    act(() => FakeSocket.latest().open());
    expect(await screen.findByRole('listitem', { name: 'Wanjiru' })).toHaveTextContent('Pendant');
    expect(screen.getByRole('status', { name: 'Connexion : Connecté' })).toBeInTheDocument();
    const catchUps = callsTo(fetch, 'GET', '/chat/groups/g-1/messages').filter(({ search }) =>
      search.has('after'),
    );
    expect(catchUps.map(({ search }) => search.get('after'))).toEqual(['m-known', 'm-known']);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('stops on a refusal and says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderChat();
    await screen.findByText('Commencez la conversation !');
    act(() =>
      FakeSocket.latest().drop(4403, 'Vous devez être membre du groupe pour accéder au chat'),
    );
    expect(screen.getByRole('status', { name: 'Connexion : Erreur' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Impossible de rejoindre le chat : Vous devez être membre du groupe pour accéder au chat',
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('keeps trying through a maintenance, waiting longer each time, and stops on 4401', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderChat();
    await screen.findByText('Commencez la conversation !');
    act(() => FakeSocket.latest().open());

    // Maintenance starts: the socket is closed, and each new one is accepted then closed again.
    act(() => FakeSocket.latest().drop(4503, 'Application en cours de mise à jour...'));
    expect(screen.getByRole('status', { name: 'Connexion : Déconnecté' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    for (const [attempt, wait] of [
      [2, 1_000],
      [3, 2_000],
      [4, 4_000],
    ] as const) {
      await act(() => vi.advanceTimersByTimeAsync(wait * 0.8));
      expect(FakeSocket.made).toHaveLength(attempt - 1);
      await act(() => vi.advanceTimersByTimeAsync(wait * 0.2));
      expect(FakeSocket.made).toHaveLength(attempt);
      act(() => FakeSocket.latest().open());
      act(() => FakeSocket.latest().drop(4503, 'Application en cours de mise à jour...'));
    }

    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(FakeSocket.made).toHaveLength(5);
    act(() => FakeSocket.latest().drop(4401, 'Session expirée, veuillez vous reconnecter'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeSocket.made).toHaveLength(5);
    expect(screen.getByRole('status', { name: 'Connexion : Erreur' })).toBeInTheDocument();
  });

  it('counts a message from someone else as unread', async () => {
    renderChat();
    await screen.findByText('Commencez la conversation !');
    act(() =>
      FakeSocket.latest().push({
        type: 'new_message',
        message: makeChatMessage({ is_read: false }),
      }),
    );
    expect(await screen.findByLabelText('Messages non lus : 1')).toHaveTextContent('1');
    expect(screen.getByText('Nouveau')).toBeInTheDocument();
  });
});
