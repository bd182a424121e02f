import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { MotivationModal } from './motivation-modal';

const group = { id: 'g1', name: 'Chama Umoja' };

function openModal(chosen: typeof group | null = group) {
  renderWithProviders(<MotivationModal group={chosen} opened onClose={() => undefined} />);
  return userEvent.setup();
}

describe('MotivationModal', () => {
  it('keeps Send disabled until a message is written', async () => {
    const user = openModal();
    const send = screen.getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Message de motivation/ }), '   ');
    expect(send).toBeDisabled();
  });

  it('says when no group is selected', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = openModal(null);
    await user.type(screen.getByRole('textbox', { name: /Message de motivation/ }), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Groupe non sélectionné');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the trimmed message and shows the success', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ success: true, message: 'ok', request: {} }, 201));
    const user = openModal();
    await user.type(screen.getByRole('textbox', { name: /Message de motivation/ }), ' Bonjour ');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Demande d'adhésion envoyée avec succès !",
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/groups/g1/join-request');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ message: 'Bonjour' });
  });

  it('shows the server’s answer, the default text or the connection message', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    fetch.mockResolvedValueOnce(new Response('', { status: 502 }));
    const user = openModal();
    await user.type(screen.getByRole('textbox', { name: /Message de motivation/ }), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Erreur lors de l'envoi de la demande",
    );
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur de connexion. Vérifiez votre connexion internet.',
    );
    fetch.mockResolvedValueOnce(
      jsonResponse({ detail: 'déjà', code: 'JOIN_REQUEST_PENDING' }, 409),
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous avez déjà une demande en attente pour ce groupe',
    );
  });
});
