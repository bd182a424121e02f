import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorCatalog, type GroupDto, type GroupRulesDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, refusal, sentBodies, type FakeRoute } from '../../../test/fake-api';
import { makeRules } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { PermanentCodeModal } from './permanent-code-modal';

const rules: GroupRulesDto = makeRules({ version: 2 });

/** The group the code opens, as GET /api/groups/preview answers it. */
const previewed = {
  id: 'g-1',
  name: 'Chama Umoja',
  member_count: 4,
  max_members: 20,
  contribution_amount: '5000.00',
  currency: 'KES',
  current_cycle: 1,
  my_relation: null,
  rules,
} as unknown as GroupDto;

const accept = "J'ai lu et j'accepte les règles du groupe";

function openModal() {
  const onClose = vi.fn();
  renderWithProviders(<PermanentCodeModal opened onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

/** The first step: the code typed, then 'Continuer'. */
async function lookUp(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByRole('textbox', { name: 'Code permanent' }), code);
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
}

/** The second step: the rules accepted, then 'Rejoindre'. */
async function acceptAndJoin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: accept }));
  await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
}

/** A failed call: the API's refusal, or no answer at all. */
const failing =
  (answer: Response | Error): FakeRoute =>
  () =>
    answer instanceof Error ? Promise.reject(answer) : answer.clone();

/** The API's answers to the join, with the code every refusal carries: the message follows the code. */
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

/** The look-up's own failures: the code's, the attempts', the server's and the network's. */
const previewFailures: [string, Response | Error, string][] = [
  answers[0]!,
  [
    'too many attempts',
    refusal('TOO_MANY_JOIN_ATTEMPTS'),
    errorCatalog.TOO_MANY_JOIN_ATTEMPTS.message.fr,
  ],
  answers[8]!,
  answers[9]!,
];

describe('PermanentCodeModal', () => {
  it('asks for a code, then for exactly 8 characters, upper-cased while typing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { user } = openModal();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Veuillez entrer un code permanent')).toBeInTheDocument();
    await lookUp(user, 'abc12');
    expect(screen.getByRole('textbox', { name: 'Code permanent' })).toHaveValue('ABC12');
    expect(
      await screen.findByText('Le code permanent doit contenir exactement 8 caractères'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the group the code opens with its rules, and joins once they are accepted', async () => {
    const fetch = fakeApi({
      'GET /groups/preview': () => jsonResponse(previewed),
      'POST /groups/join-with-permanent-code': () =>
        jsonResponse({ message: 'ok', group: previewed }),
    });
    const { user } = openModal();
    await lookUp(user, 'abcd2345');
    expect(await screen.findByText('Chama Umoja')).toBeVisible();
    expect(callsTo(fetch, 'GET', '/groups/preview')[0]?.search.get('permanent_code')).toBe(
      'ABCD2345',
    );
    expect(screen.getByText(/^4\/20 membres · cotisation de 5\s000,00\sKES$/)).toBeVisible();
    expect(screen.getByText('Règles du groupe')).toBeVisible();
    expect(screen.getByText(/^500,00\sKES$/)).toBeVisible();
    expect(screen.getByText("3 jours après l'échéance")).toBeVisible();
    const join = screen.getByRole('button', { name: 'Rejoindre' });
    expect(join).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: accept })).toBeRequired();
    await acceptAndJoin(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vous avez rejoint « Chama Umoja » (4/20 membres).',
    );
    expect(sentBodies(fetch, 'POST', '/groups/join-with-permanent-code')).toEqual([
      { permanent_code: 'ABCD2345', accepted_rules_version: 2 },
    ]);
  });

  for (const [situation, answer, message] of previewFailures) {
    it(`shows the documents' message when the look-up finds ${situation}`, async () => {
      const fetch = fakeApi({ 'GET /groups/preview': failing(answer) });
      const { user } = openModal();
      await lookUp(user, 'abcd2345');
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continuer' })).toBeEnabled();
      expect(callsTo(fetch, 'POST', '/groups/join-with-permanent-code')).toHaveLength(0);
    });
  }

  for (const [situation, answer, message] of answers) {
    it(`shows the documents' message for ${situation}`, async () => {
      const fetch = fakeApi({
        'GET /groups/preview': () => jsonResponse(previewed),
        'POST /groups/join-with-permanent-code': failing(answer),
      });
      const { user } = openModal();
      await lookUp(user, 'abcd2345');
      await acceptAndJoin(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(sentBodies(fetch, 'POST', '/groups/join-with-permanent-code')).toEqual([
        { permanent_code: 'ABCD2345', accepted_rules_version: 2 },
      ]);
    });
  }

  it('says the rules changed and shows the new ones, to be accepted again', async () => {
    let current = previewed;
    const fetch = fakeApi({
      'GET /groups/preview': () => jsonResponse(current),
      'POST /groups/join-with-permanent-code': () => {
        current = { ...previewed, rules: { ...rules, late_fine: '800.00', version: 3 } };
        return refusal('GROUP_RULES_CHANGED');
      },
    });
    const { user } = openModal();
    await lookUp(user, 'abcd2345');
    await acceptAndJoin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les règles du groupe ont changé : relisez-les avant de rejoindre',
    );
    expect(await screen.findByText(/^800,00\sKES$/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: accept })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Rejoindre' })).toBeDisabled();
    await acceptAndJoin(user);
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST', '/groups/join-with-permanent-code')).toEqual([
        { permanent_code: 'ABCD2345', accepted_rules_version: 2 },
        { permanent_code: 'ABCD2345', accepted_rules_version: 3 },
      ]),
    );
  });

  it('goes back to the first step when the code changes', async () => {
    fakeApi({ 'GET /groups/preview': () => jsonResponse(previewed) });
    const { user } = openModal();
    await lookUp(user, 'abcd2345');
    await user.click(await screen.findByRole('checkbox', { name: accept }));
    await user.type(screen.getByRole('textbox', { name: 'Code permanent' }), '{Backspace}');
    expect(screen.queryByText('Chama Umoja')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  });

  it('shows the group joined and closes after 3 seconds', async () => {
    fakeApi({
      'GET /groups/preview': () => jsonResponse(previewed),
      'POST /groups/join-with-permanent-code': () =>
        jsonResponse({
          message: 'ok',
          group: { name: 'Chama Umoja', member_count: 5, max_members: 20 },
        }),
    });
    const { user, onClose } = openModal();
    await lookUp(user, 'ABCD2345');
    await acceptAndJoin(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vous avez rejoint « Chama Umoja » (5/20 membres).',
    );
    expect(onClose).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 4000 });
  });
});
