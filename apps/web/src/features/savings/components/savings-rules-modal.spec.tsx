import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavingsRules, SavingsRulesDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { makeGroupSavings, makeSavingsRules, signInAsMe } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { GroupSavingsCard } from './group-savings-card';

const PATH = '/groups/g-1/savings-rules';

/** An admin's card over a fund of `rules`, the PUT answering with `put`. */
async function openRules(
  rules: SavingsRulesDto,
  put: Parameters<typeof fakeApi>[0][string] = ({ body }) =>
    jsonResponse({ ...rules, ...(body as SavingsRules) }),
) {
  signInAsMe();
  let current = rules;
  const fetch = fakeApi({
    'GET /groups/g-1/savings': () => jsonResponse(makeGroupSavings({ rules: current })),
    [`PUT ${PATH}`]: async (request) => {
      const answer = await put(request);
      if (answer.ok) current = (await answer.clone().json()) as SavingsRulesDto;
      return answer;
    },
  });
  renderWithProviders(
    <GroupSavingsCard group={{ id: 'g-1', my_relation: 'admin', members: [] }} />,
  );
  const card = await screen.findByRole('region', { name: "Caisse d'épargne" });
  const user = userEvent.setup();
  await user.click(await within(card).findByRole('button', { name: 'Règles de la caisse' }));
  const dialog = await screen.findByRole('dialog', { name: "Règles de la caisse d'épargne" });
  return { fetch, user, card, dialog };
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('SavingsRulesModal', () => {
  it('starts from the rules in force and sends them all, as the API reads them', async () => {
    const { fetch, user, card, dialog } = await openRules(
      makeSavingsRules({ loan_multiple: '3.00', monthly_rate: '1.500' }),
    );
    expect(within(dialog).getByRole('switch', { name: /Tenir une caisse/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Montant fixe' })).toBeChecked();
    expect(field(dialog, 'Épargne de chaque cycle')).toHaveValue('500');
    expect(field(dialog, "Multiple de l'épargne")).toHaveValue('3');
    expect(field(dialog, "Taux d'intérêt mensuel")).toHaveValue('1.5');
    expect(within(dialog).getByRole('radio', { name: /Sur le capital restant dû/ })).toBeChecked();
    // Each way of working out the interest is explained in a line.
    expect(
      within(dialog).getByText('Les intérêts de chaque mois sont calculés sur la somme empruntée.'),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: 'Montant libre' }));
    const minimum = field(dialog, 'Versement minimum');
    await user.clear(minimum);
    await user.type(minimum, '200');
    const cap = field(dialog, "Plafond d'un prêt");
    await user.clear(cap);
    await user.type(cap, '50000');
    await user.click(within(dialog).getByRole('radio', { name: 'Taux fixe' }));
    const guarantors = field(dialog, 'Garants exigés');
    await user.clear(guarantors);
    await user.type(guarantors, '2');
    await user.click(
      within(dialog).getByRole('radio', { name: 'Le trésorier, puis un administrateur' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les règles' }));

    expect(
      await screen.findByText("Règles de la caisse d'épargne enregistrées"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetch, 'PUT', PATH)).toEqual<SavingsRules[]>([
      {
        enabled: true,
        saving_kind: 'free',
        saving_amount: '200.00',
        loan_multiple: '3',
        loan_cap: '50000.00',
        interest_method: 'flat',
        monthly_rate: '1.5',
        max_term_months: 6,
        guarantors_required: 2,
        approval: 'treasurer_and_admin',
      },
    ]);
    expect(
      await within(card).findByText(/^Épargne libre, au moins 200,00\sKES par versement$/),
    ).toBeVisible();
    expect(within(card).getByText('Garants exigés pour un prêt : 2')).toBeVisible();
  });

  it('shows the message of a refused value under its field, and sends nothing', async () => {
    const { fetch, user, dialog } = await openRules(makeSavingsRules());
    const save = within(dialog).getByRole('button', { name: 'Enregistrer les règles' });
    const amount = field(dialog, 'Épargne de chaque cycle');
    await user.clear(amount);
    const term = field(dialog, 'Durée maximale (mois)');
    await user.clear(term);
    await user.type(term, '48');
    await user.click(save);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        /Indiquez le montant de l’épargne de chaque cycle, supérieur à 0 pour une épargne fixe/,
      ),
    );
    expect(term).toHaveAccessibleDescription(/La durée d’un prêt va de 1 à 36 mois/);

    // A cap below the smallest loan is refused once the rest is right.
    await user.type(amount, '500');
    await user.clear(term);
    await user.type(term, '12');
    const cap = field(dialog, "Plafond d'un prêt");
    await user.clear(cap);
    await user.type(cap, '50');
    await user.click(save);
    await waitFor(() =>
      expect(cap).toHaveAccessibleDescription(
        /Le plafond d’un prêt est 0 \(aucun prêt\) ou au moins 100/,
      ),
    );
    expect(term).not.toHaveAccessibleDescription(/La durée d’un prêt/);
    expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names, else above the buttons", async () => {
    let answer = jsonResponse(
      {
        detail: 'Le taux d’intérêt va de 0 à 10 % par mois',
        code: 'VALIDATION_FAILED',
        field: 'monthly_rate',
        message_key: 'monthlyRateInvalid',
      },
      400,
    );
    const { user, dialog } = await openRules(makeSavingsRules(), () => answer);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les règles' }));
    await waitFor(() =>
      expect(field(dialog, "Taux d'intérêt mensuel")).toHaveAccessibleDescription(
        /Le taux d’intérêt va de 0 à 10 % par mois/,
      ),
    );
    answer = refusal('GROUP_INACTIVE');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les règles' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Ce groupe n'est pas actif");
    expect(screen.queryByText("Règles de la caisse d'épargne enregistrées")).toBeNull();
  });
});
