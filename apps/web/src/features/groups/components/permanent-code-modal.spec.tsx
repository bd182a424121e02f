import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { PermanentCodeModal } from './permanent-code-modal';

function openModal() {
  const onClose = vi.fn();
  renderWithProviders(<PermanentCodeModal opened onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

async function submitCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByRole('textbox', { name: 'Code permanent' }), code);
  await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
}

/** The API's answers, with the code every refusal carries: the message follows the code. */
const answers: [string, Response | Error, string][] = [
  [
    'an unknown code',
    jsonResponse({ detail: 'Code inconnu', code: 'INVALID_PERMANENT_CODE' }, 404),
    "Code d'invitation invalide ou groupe introuvable (vérifiez le code, 8 caractères)",
  ],
  [
    'a member',
    jsonResponse({ detail: 'Vous êtes déjà membre de ce groupe', code: 'ALREADY_MEMBER' }, 400),
    'Vous êtes déjà membre de ce groupe',
  ],
  [
    'a full group',
    jsonResponse(
      { detail: 'Le groupe a atteint sa capacité maximale (20)', code: 'GROUP_FULL' },
      400,
    ),
    'Ce groupe a atteint sa capacité maximale',
  ],
  [
    'an inactive group',
    jsonResponse({ detail: "Ce groupe n'est pas actif", code: 'GROUP_INACTIVE' }, 400),
    "Ce groupe n'est plus actif",
  ],
  ['another 400', jsonResponse({ detail: 'Autre refus' }, 400), 'Autre refus'],
  [
    'a code no longer valid',
    jsonResponse({ detail: 'Expiré', code: 'INVITATION_EXPIRED' }, 403),
    "Ce code d'invitation a expiré ou n'est plus valide",
  ],
  [
    'someone whose request was refused',
    jsonResponse({ detail: 'Refusée', code: 'JOIN_REQUEST_REFUSED' }, 403),
    'Votre demande pour rejoindre ce groupe a été refusée : envoyez une nouvelle demande à son administrateur.',
  ],
  [
    'someone excluded',
    jsonResponse({ detail: 'Exclu', code: 'EXCLUDED_FROM_GROUP' }, 403),
    'Vous avez été exclu de ce groupe : envoyez une nouvelle demande à son administrateur pour y revenir.',
  ],
  [
    'a server failure',
    jsonResponse({ detail: 'boom' }, 500),
    'Erreur serveur. Veuillez réessayer dans quelques instants',
  ],
  ['a network failure', new TypeError('Failed to fetch'), 'Erreur de connexion...'],
];

describe('PermanentCodeModal', () => {
  it('asks for a code, then for exactly 8 characters, upper-cased while typing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { user } = openModal();
    await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByText('Veuillez entrer un code permanent')).toBeInTheDocument();
    await submitCode(user, 'abc12');
    expect(screen.getByRole('textbox', { name: 'Code permanent' })).toHaveValue('ABC12');
    expect(
      await screen.findByText('Le code permanent doit contenir exactement 8 caractères'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  for (const [situation, answer, message] of answers) {
    it(`shows the documents' message for ${situation}`, async () => {
      const fetch = vi.spyOn(globalThis, 'fetch');
      if (answer instanceof Error) fetch.mockRejectedValue(answer);
      else fetch.mockResolvedValue(answer);
      const { user } = openModal();
      await submitCode(user, 'abcd2345');
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as unknown;
      expect(body).toEqual({ permanent_code: 'ABCD2345' });
    });
  }

  it('shows the group joined and closes after 3 seconds', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        message: 'ok',
        group: { name: 'Chama Umoja', member_count: 4, max_members: 20 },
      }),
    );
    const { user, onClose } = openModal();
    await submitCode(user, 'ABCD2345');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vous avez rejoint « Chama Umoja » (4/20 membres).',
    );
    expect(onClose).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 4000 });
  });
});
