import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { WS_CLOSE, type NotificationDto } from '@tontine/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory, FakeSocket } from '../../../test/fake-socket';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { NotificationBell } from '../components/notification-bell';
import { useNotificationStream } from './use-notification-stream';

const pushed: NotificationDto = {
  id: 'live-1',
  type: 'group_join_approved',
  title: 'Demande acceptée',
  message: 'Bienvenue',
  priority: 'medium',
  is_read: false,
  created_at: '2026-11-21T12:00:00Z',
  data: { invitation_code: 'ABCD1234' },
};

let setToken: (token: string | null) => void = () => undefined;

function Harness({ initial }: { initial: string | null }) {
  const [token, set] = useState(initial);
  setToken = set;
  useNotificationStream(token, fakeSocketFactory);
  return <NotificationBell />;
}

describe('useNotificationStream', () => {
  beforeEach(() => {
    FakeSocket.made = [];
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse([]));
  });
  afterEach(() => vi.useRealTimers());

  it('opens the channel with the token and puts a pushed notification in the list', async () => {
    renderWithProviders(<Harness initial="tok-1" />);
    expect(FakeSocket.made).toHaveLength(1);
    expect(FakeSocket.made[0]!.url).toBe(
      `${window.location.origin.replace(/^http/, 'ws')}/ws/notifications?token=tok-1`,
    );
    await screen.findByRole('link', { name: 'Notifications (0 non lues)' });
    act(() => FakeSocket.made[0]!.push({ type: 'notification', data: pushed }));
    expect(await screen.findByRole('link', { name: 'Notifications (1 non lues)' })).toBeVisible();
  });

  it('reads the list again when the channel opens: what came before it listened is shown', async () => {
    renderWithProviders(<Harness initial="tok-1" />);
    await screen.findByRole('link', { name: 'Notifications (0 non lues)' });
    // Accepted on the server between the page's first answer and the socket's opening.
    vi.mocked(fetch).mockResolvedValue(jsonResponse([pushed]));
    act(() => FakeSocket.made[0]!.open());
    expect(await screen.findByRole('link', { name: 'Notifications (1 non lues)' })).toBeVisible();
  });

  it('a read under way when a notification arrives does not take it away again', async () => {
    renderWithProviders(<Harness initial="tok-1" />);
    await screen.findByRole('link', { name: 'Notifications (0 non lues)' });
    // The read that the opening starts began before the notification was written.
    let answerStale: (response: Response) => void = () => undefined;
    vi.mocked(fetch).mockReturnValueOnce(new Promise((resolve) => (answerStale = resolve)));
    vi.mocked(fetch).mockResolvedValue(jsonResponse([pushed]));
    act(() => FakeSocket.made[0]!.open());
    act(() => FakeSocket.made[0]!.push({ type: 'notification', data: pushed }));
    await act(async () => answerStale(jsonResponse([])));
    expect(await screen.findByRole('link', { name: 'Notifications (1 non lues)' })).toBeVisible();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('link', { name: 'Notifications (1 non lues)' })).toBeVisible();
  });

  it('reconnects after a drop with a doubling delay, stops on unauthorized, closes on sign-out', () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness initial="tok-1" />);
    act(() => FakeSocket.made[0]!.drop());
    act(() => vi.advanceTimersByTime(999));
    expect(FakeSocket.made).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSocket.made).toHaveLength(2);
    act(() => FakeSocket.made[1]!.drop());
    act(() => vi.advanceTimersByTime(1999));
    expect(FakeSocket.made).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSocket.made).toHaveLength(3);

    act(() => FakeSocket.made[2]!.drop(WS_CLOSE.unauthorized));
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSocket.made).toHaveLength(3);

    act(() => setToken('tok-2'));
    expect(FakeSocket.made).toHaveLength(4);
    act(() => setToken(null));
    expect(FakeSocket.made[3]!.closed).toBe(true);
  });

  it('keeps reconnecting through a maintenance with a growing delay, then starts over once served', () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness initial="tok-1" />);
    act(() => FakeSocket.made[0]!.open());
    act(() => FakeSocket.made[0]!.drop(WS_CLOSE.maintenance));
    // Accepted then closed again while maintenance lasts: each wait doubles, up to 30 s.
    const waits = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    waits.forEach((wait, index) => {
      act(() => vi.advanceTimersByTime(wait - 1));
      expect(FakeSocket.made).toHaveLength(index + 1);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeSocket.made).toHaveLength(index + 2);
      const socket = FakeSocket.made.at(-1)!;
      act(() => socket.open());
      if (index < waits.length - 1) act(() => socket.drop(WS_CLOSE.maintenance));
    });

    // Maintenance is over: the socket stays; a later drop waits a second again.
    act(() => FakeSocket.made.at(-1)!.drop());
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeSocket.made).toHaveLength(waits.length + 2);
  });

  it('asks who is signed in when the server ends the session, so that the app signs out', () => {
    const { queryClient } = renderWithProviders(<Harness initial="tok-1" />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => FakeSocket.made[0]!.open());
    act(() => FakeSocket.made[0]!.drop(WS_CLOSE.forbidden));
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['auth', 'me'] });

    act(() => setToken('tok-2'));
    act(() => FakeSocket.made[1]!.drop(WS_CLOSE.unauthorized));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth', 'me'] });
  });
});
