import { fireEvent, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { GroupDetailDto } from '@tontine/contracts';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { callsTo, deferred, fakeApi } from '../../../test/fake-api';
import { makeChatPage, signInAsMe } from '../../../test/factories';
import { JoinChatButton } from './join-chat-button';

function makeGroup(overrides: Partial<GroupDetailDto> = {}): GroupDetailDto {
  return {
    id: 'g-1',
    name: 'Chama Umoja',
    status: 'active',
    chat_enabled: true,
    my_relation: 'member',
    ...overrides,
  } as GroupDetailDto;
}

function renderButton(group: GroupDetailDto, messages: () => Response | Promise<Response>) {
  signInAsMe();
  const fetch = fakeApi({ 'GET /chat/groups/g-1/messages': messages });
  const view = renderWithProviders(
    <Routes>
      <Route path="/groups/:id" element={<JoinChatButton group={group} />} />
      <Route path="/groups/:id/chat" element={<p>Chat ouvert</p>} />
    </Routes>,
    { route: '/groups/g-1' },
  );
  return {
    fetch,
    unmount: view.unmount,
    button: screen.getByRole('button', { name: 'Rejoindre le chat' }),
  };
}

const ok = () => jsonResponse(makeChatPage());

afterEach(() => notifications.clean());

describe('JoinChatButton', () => {
  it('is disabled when the chat is off or the group closed or suspended', () => {
    for (const overrides of [
      { chat_enabled: false },
      { status: 'closed' as const },
      { status: 'suspended' as const },
    ]) {
      const { button, unmount } = renderButton(makeGroup(overrides), ok);
      expect(button).toBeDisabled();
      unmount();
    }
  });

  it('refuses a non-member with the reason', async () => {
    const { fetch, button } = renderButton(makeGroup({ my_relation: 'pending' }), ok);
    fireEvent.click(button);
    expect(
      await screen.findByText(
        'Impossible de rejoindre le chat : Vous devez être membre du groupe pour accéder au chat',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/chat/groups/g-1/messages')).toHaveLength(0);
  });

  it('refuses without a connection', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { button } = renderButton(makeGroup(), ok);
    fireEvent.click(button);
    expect(
      await screen.findByText('Impossible de rejoindre le chat : Pas de connexion internet'),
    ).toBeInTheDocument();
  });

  it('shows a loading state while the messages load, then opens the chat', async () => {
    const answer = deferred<Response>();
    const { button } = renderButton(makeGroup(), () => answer.promise);
    fireEvent.click(button);
    expect(button).toHaveAttribute('data-loading', 'true');
    answer.resolve(ok());
    expect(await screen.findByText('Chat ouvert')).toBeInTheDocument();
  });

  it('stays on the group with the reason when the messages cannot be loaded', async () => {
    const { button } = renderButton(makeGroup(), () =>
      jsonResponse({ detail: 'Chat indisponible pour ce groupe', code: 'CHAT_UNAVAILABLE' }, 403),
    );
    fireEvent.click(button);
    expect(
      await screen.findByText('Impossible de rejoindre le chat : Chat indisponible pour ce groupe'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rejoindre le chat' })).toBeEnabled();
    expect(screen.queryByText('Chat ouvert')).not.toBeInTheDocument();
  });

  it('carries the unread count of the group, capped at 99+', () => {
    signInAsMe();
    renderWithProviders(<JoinChatButton group={makeGroup()} size="xs" unread={150} />);
    expect(screen.getByLabelText('Messages non lus : 150')).toHaveTextContent('99+');
  });
});
