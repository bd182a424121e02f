import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { makeRules } from '../../../test/factories';
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

describe('MotivationModal on a group with rules', () => {
  const withRules = {
    ...group,
    contribution_amount: '2000.00',
    currency: 'KES',
    current_cycle: 1,
    rules: makeRules({
      late_fine_kind: 'percent',
      late_fine: '10.00',
      paid_member_late_fine: '20.00',
      grace_days: 2,
      version: 4,
    }),
  };
  const accept = "J'ai lu et j'accepte les règles du groupe";

  it('shows the rules and keeps Send disabled until they are accepted', async () => {
    const fetch = fakeApi({
      'POST /groups/g1/join-request': () =>
        jsonResponse({ success: true, message: 'ok', request: {} }, 201),
    });
    renderWithProviders(<MotivationModal group={withRules} opened onClose={() => undefined} />);
    const user = userEvent.setup();
    expect(screen.getByText(/10\s%\sde la cotisation \(= 200,00\sKES\)/)).toBeVisible();
    expect(screen.getByText("2 jours après l'échéance")).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Message de motivation/ }), 'Bonjour');
    const send = screen.getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: accept }));
    await user.click(send);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g1/join-request')).toEqual([
      { message: 'Bonjour', accepted_rules_version: 4 },
    ]);
  });

  it('asks again once the server says the rules changed', async () => {
    fakeApi({ 'POST /groups/g1/join-request': () => refusal('GROUP_RULES_CHANGED') });
    renderWithProviders(
      <MotivationModal
        group={withRules}
        opened
        onClose={() => undefined}
        acceptedRulesVersion={3}
      />,
    );
    const user = userEvent.setup();
    // Accepted on the screen before: not asked here.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Message de motivation/ }), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les règles du groupe ont changé : relisez-les avant de rejoindre',
    );
    expect(screen.getByRole('checkbox', { name: accept })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });
});
