import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { DEFAULT_FLAG_REASON } from '@tontine/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { callsTo } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { makeChatMessage, makeChatPage, ME } from '../../../test/factories';
import { renderChat } from '../testing/render-chat';

const fromBaraka = makeChatMessage({ id: 'm-b', sender_name: 'Baraka', message: 'Nunua sasa!' });
const fromMe = makeChatMessage({
  id: 'm-me',
  sender_id: ME.id,
  sender_name: ME.username,
  message: 'Karibuni',
});

async function openMenu(sender: string) {
  const item = await screen.findByRole('listitem', { name: sender });
  fireEvent.click(within(item).getByRole('button', { name: 'Actions du message' }));
  return within(item).findByRole('menu');
}

beforeEach(() => {
  FakeSocket.made = [];
});
afterEach(() => notifications.clean());

describe('ChatScreen: reporting', () => {
  it("reports someone else's message with the default reason when none is given", async () => {
    const { fetch } = renderChat(makeChatPage({ items: [fromBaraka, fromMe] }), {
      'POST /chat/messages/m-b/flag': () => jsonResponse({ message_id: 'm-b' }, 201),
    });
    const menu = await openMenu('Baraka');
    expect(within(menu).queryByRole('menuitem', { name: 'Supprimer' })).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Signaler' }));

    const dialog = await screen.findByRole('dialog', { name: 'Signaler le message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Signaler' }));
    expect(
      await screen.findByText("Message signalé. L'administrateur en sera informé."),
    ).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/chat/messages/m-b/flag')[0]?.body).toEqual({
      reason: DEFAULT_FLAG_REASON,
    });
    expect(
      within(screen.getByRole('listitem', { name: 'Baraka' })).getByText('Signalé'),
    ).toBeInTheDocument();
  });

  it('sends the reason typed, aborts on cancel, and offers no report on my own message', async () => {
    const { fetch } = renderChat(makeChatPage({ items: [fromBaraka, fromMe] }), {
      'POST /chat/messages/m-b/flag': () => jsonResponse({ message_id: 'm-b' }, 201),
    });
    const own = await openMenu(ME.username);
    expect(within(own).queryByRole('menuitem', { name: 'Signaler' })).not.toBeInTheDocument();
    expect(within(own).getByRole('menuitem', { name: 'Supprimer' })).toBeInTheDocument();

    fireEvent.click(within(await openMenu('Baraka')).getByRole('menuitem', { name: 'Signaler' }));
    let dialog = await screen.findByRole('dialog', { name: 'Signaler le message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', '/chat/messages/m-b/flag')).toHaveLength(0);

    fireEvent.click(within(await openMenu('Baraka')).getByRole('menuitem', { name: 'Signaler' }));
    dialog = await screen.findByRole('dialog', { name: 'Signaler le message' });
    fireEvent.change(within(dialog).getByLabelText('Motif du signalement (facultatif)'), {
      target: { value: 'Publicité' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Signaler' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/chat/messages/m-b/flag')[0]?.body).toEqual({
        reason: 'Publicité',
      }),
    );
  });

  it('tells a moderator the message went to moderation, and says when reporting failed', async () => {
    let answer = jsonResponse({ message_id: 'm-b' }, 201);
    renderChat(makeChatPage({ items: [fromBaraka], is_moderator: true }), {
      'POST /chat/messages/m-b/flag': () => answer,
    });
    fireEvent.click(within(await openMenu('Baraka')).getByRole('menuitem', { name: 'Signaler' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Signaler' }),
    );
    expect(
      await screen.findByText('Message signalé et ajouté à la modération'),
    ).toBeInTheDocument();

    answer = jsonResponse({ detail: 'déjà', code: 'CHAT_ALREADY_FLAGGED' }, 409);
    fireEvent.click(within(await openMenu('Baraka')).getByRole('menuitem', { name: 'Signaler' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Signaler' }),
    );
    expect(await screen.findByText('Erreur lors du signalement')).toBeInTheDocument();
  });
});

describe('ChatScreen: deleting', () => {
  it('deletes my own message after the confirmation', async () => {
    const { fetch } = renderChat(makeChatPage({ items: [fromBaraka, fromMe] }), {
      'DELETE /chat/messages/m-me': () => jsonResponse({}),
    });
    fireEvent.click(
      within(await openMenu(ME.username)).getByRole('menuitem', { name: 'Supprimer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le message' });
    expect(
      within(dialog).getByText('Êtes-vous sûr de vouloir supprimer ce message ?'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: ME.username })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetch, 'DELETE', '/chat/messages/m-me')).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Baraka' })).toBeInTheDocument();
  });

  it('keeps the message and says so when the deletion fails', async () => {
    renderChat(makeChatPage({ items: [fromMe] }), {
      'DELETE /chat/messages/m-me': () => jsonResponse({ detail: 'boom' }, 500),
    });
    fireEvent.click(
      within(await openMenu(ME.username)).getByRole('menuitem', { name: 'Supprimer' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    expect(await screen.findByText('Erreur lors de la suppression')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: ME.username })).toBeInTheDocument();
  });

  it('removes a message another moderator deleted', async () => {
    renderChat(makeChatPage({ items: [fromBaraka, fromMe] }));
    await screen.findByRole('listitem', { name: 'Baraka' });
    act(() =>
      FakeSocket.latest().push({ type: 'message_deleted', group_id: 'g-1', message_id: 'm-b' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Baraka' })).not.toBeInTheDocument(),
    );
  });
});

describe('ChatScreen: who moderates', () => {
  it("follows the server's is_moderator, not the account role: an admin of another group is a plain member here", async () => {
    const { fetch } = renderChat(
      makeChatPage({ items: [fromBaraka, fromMe] }),
      {},
      undefined,
      'admin',
    );
    const menu = await openMenu('Baraka');
    expect(within(menu).queryByRole('menuitem', { name: 'Supprimer' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Signaler' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modération/ })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/chat/groups/g-1/flagged')).toHaveLength(0);
  });
});

describe('ChatScreen: moderation panel', () => {
  const spam = makeChatMessage({
    id: 'm-spam',
    sender_name: 'Juma',
    message: 'Gagnez 1000 KES',
    is_flagged: true,
    flag_count: 2,
    flag_reasons: ['Spam', DEFAULT_FLAG_REASON],
  });
  const rude = makeChatMessage({
    id: 'm-rude',
    sender_name: 'Otieno',
    message: 'Grossier',
    is_flagged: true,
    flag_count: 1,
    flag_reasons: [DEFAULT_FLAG_REASON],
  });

  it('lists the flagged messages; Ignore takes one off the list, Delete off the chat too', async () => {
    const { fetch } = renderChat(
      makeChatPage({ items: [spam, rude, fromMe], is_moderator: true }),
      {
        'GET /chat/groups/g-1/flagged': () => jsonResponse([spam, rude]),
        'POST /chat/messages/m-rude/dismiss-flags': () => jsonResponse({}),
        'DELETE /chat/messages/m-spam': () => jsonResponse({}),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Modération (2)' }));
    const panel = await screen.findByRole('dialog', { name: 'Messages signalés' });
    const flaggedSpam = within(panel).getByRole('listitem', { name: 'Juma' });
    expect(flaggedSpam).toHaveTextContent('Gagnez 1000 KES');
    expect(flaggedSpam).toHaveTextContent('Signalements : 2');
    expect(within(flaggedSpam).getByText('Spam')).toBeInTheDocument();
    expect(within(flaggedSpam).getByRole('time')).toBeInTheDocument();

    fireEvent.click(
      within(within(panel).getByRole('listitem', { name: 'Otieno' })).getByRole('button', {
        name: 'Ignorer',
      }),
    );
    await waitFor(() =>
      expect(within(panel).queryByRole('listitem', { name: 'Otieno' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetch, 'POST', '/chat/messages/m-rude/dismiss-flags')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Modération (1)' })).toBeInTheDocument();
    // Ignored, not deleted: it stays in the chat.
    expect(screen.getByRole('listitem', { name: 'Otieno' })).toBeInTheDocument();

    fireEvent.click(within(flaggedSpam).getByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le message' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await within(panel).findByText('Aucun message signalé')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Juma' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modération (0)' })).toBeInTheDocument();
  });

  it("follows other moderators' reports and dismissals", async () => {
    renderChat(makeChatPage({ items: [fromBaraka], is_moderator: true }));
    await screen.findByRole('button', { name: 'Modération (0)' });
    act(() =>
      FakeSocket.latest().push({
        type: 'message_flagged',
        message: { ...fromBaraka, is_flagged: true, flag_count: 1, flag_reasons: ['Spam'] },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Modération (1)' })).toBeInTheDocument();
    expect(screen.getByText('Signalé (1)')).toBeInTheDocument();
    act(() =>
      FakeSocket.latest().push({ type: 'flag_dismissed', group_id: 'g-1', message_id: 'm-b' }),
    );
    expect(await screen.findByRole('button', { name: 'Modération (0)' })).toBeInTheDocument();
  });
});
