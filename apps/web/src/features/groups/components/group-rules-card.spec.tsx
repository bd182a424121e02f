import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { GroupRulesDto } from '@tontine/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { makeRules } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { GroupRulesCard } from './group-rules-card';

afterEach(() => notifications.clean());

const fixedRules: GroupRulesDto = makeRules({ version: 2 });

function renderCard(
  rules: GroupRulesDto,
  {
    relation = 'member',
    cycle = 1,
    inForce,
  }: { relation?: 'admin' | 'member' | null; cycle?: number; inForce?: GroupRulesDto } = {},
) {
  const group = {
    id: 'g-1',
    contribution_amount: '5000.00',
    currency: 'KES',
    current_cycle: cycle,
    my_relation: relation,
    rules,
    rules_in_force: inForce,
  };
  renderWithProviders(<GroupRulesCard group={group} />);
  return screen.getByRole('region', { name: 'Règles du groupe' });
}

/** The value shown under a rule's label. */
function ruleValue(card: HTMLElement, label: string): string {
  return within(card).getByText(label).nextElementSibling?.textContent ?? '';
}

describe('GroupRulesCard', () => {
  it("shows fixed fines in the group's currency and the days of grace", () => {
    const card = renderCard(fixedRules);
    expect(ruleValue(card, 'Amende de retard')).toMatch(/^500,00\sKES$/);
    expect(ruleValue(card, 'Délai de grâce')).toBe("3 jours après l'échéance");
    expect(ruleValue(card, "Amende d'un membre déjà payé")).toMatch(/^1\s000,00\sKES$/);
    expect(ruleValue(card, 'Rappel')).toBe("2 jours avant l'échéance");
    expect(within(card).queryByText(/S'applique à partir du cycle/)).not.toBeInTheDocument();
  });

  it('says when the members are first reminded', () => {
    expect(ruleValue(renderCard({ ...fixedRules, reminder_days_before: 1 }), 'Rappel')).toBe(
      "1 jour avant l'échéance",
    );
  });

  it('shows a percentage of the contribution with the amount it makes', () => {
    const card = renderCard({
      ...fixedRules,
      late_fine_kind: 'percent',
      late_fine: '5.00',
      paid_member_late_fine: '12.50',
      grace_days: 1,
    });
    expect(ruleValue(card, 'Amende de retard')).toMatch(
      /^5\s%\sde la cotisation \(= 250,00\sKES\)$/,
    );
    expect(ruleValue(card, "Amende d'un membre déjà payé")).toMatch(
      /^12,5\s%\sde la cotisation \(= 625,00\sKES\)$/,
    );
    expect(ruleValue(card, 'Délai de grâce')).toBe("1 jour après l'échéance");
  });

  it('says there is no fine when both fines are 0, and still when the reminder comes', () => {
    const card = renderCard({
      ...fixedRules,
      late_fine: '0.00',
      paid_member_late_fine: '0.00',
      reminder_days_before: 0,
    });
    expect(within(card).getByText('Aucune amende')).toBeVisible();
    expect(within(card).queryByText('Amende de retard')).not.toBeInTheDocument();
    expect(ruleValue(card, 'Rappel')).toBe("Le jour de l'échéance");
  });

  it('shows only the fine that is set, the other as none', () => {
    const card = renderCard({ ...fixedRules, late_fine: '0.00', grace_days: 0 });
    expect(ruleValue(card, 'Amende de retard')).toBe('Aucune');
    expect(ruleValue(card, 'Délai de grâce')).toBe("Aucun : l'amende s'applique dès l'échéance");
  });

  it('says from which cycle rules changed during the rotation apply', () => {
    const card = renderCard({ ...fixedRules, effective_from_cycle: 4 }, { cycle: 3 });
    expect(within(card).getByText("S'applique à partir du cycle 4")).toBeVisible();
    expect(within(card).getByText('Le cycle en cours garde les règles précédentes.')).toBeVisible();
  });

  it('shows the rules the cycle under way keeps first, then the new ones and their cycle', () => {
    const inForce = makeRules({ version: 1, late_fine: '100.00', paid_member_late_fine: '200.00' });
    const card = renderCard({ ...fixedRules, effective_from_cycle: 4 }, { cycle: 3, inForce });
    expect(within(card).getByText('En vigueur pour le cycle en cours')).toBeVisible();
    expect(ruleValue(card, 'Amende de retard')).toMatch(/^100,00\sKES$/);
    expect(within(card).getByText('Nouvelles règles à partir du cycle 4')).toBeVisible();
    expect(within(card).getByText(/^500,00\sKES$/)).toBeVisible();
    expect(within(card).queryByText(/S'applique à partir du cycle/)).not.toBeInTheDocument();
  });

  it('says nothing of a cycle once the rules apply', () => {
    const card = renderCard({ ...fixedRules, effective_from_cycle: 4 }, { cycle: 4 });
    expect(within(card).queryByText(/S'applique à partir du cycle/)).not.toBeInTheDocument();
  });

  it("offers 'Modifier les règles' to the group's admins only", () => {
    renderCard(fixedRules, { relation: 'admin' });
    expect(screen.getByRole('button', { name: 'Modifier les règles' })).toBeEnabled();
  });

  for (const relation of ['member', null] as const) {
    it(`offers no change to ${relation ?? 'someone outside the group'}`, () => {
      const card = renderCard(fixedRules, { relation });
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    });
  }

  it('shows nothing for a group kept from before the rules existed', () => {
    const group = {
      id: 'g-1',
      contribution_amount: '5000.00',
      currency: 'KES',
      current_cycle: 1,
      my_relation: 'admin' as const,
    };
    renderWithProviders(<GroupRulesCard group={group} />);
    expect(screen.queryByRole('region', { name: 'Règles du groupe' })).not.toBeInTheDocument();
  });
});

describe("GroupRulesCard's change of the rules", () => {
  async function openEdit() {
    renderCard(fixedRules, { relation: 'admin', cycle: 2 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier les règles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier les règles du groupe' });
    return { user, dialog };
  }

  async function setField(
    user: ReturnType<typeof userEvent.setup>,
    dialog: HTMLElement,
    name: string | RegExp,
    value: string,
  ) {
    const input = within(dialog).getByRole('textbox', { name });
    await user.clear(input);
    if (value) await user.type(input, value);
  }

  it('starts from the rules in force and says a change applies from the next cycle', async () => {
    const { dialog } = await openEdit();
    expect(within(dialog).getByRole('radio', { name: 'Montant fixe' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Amende de retard' })).toHaveValue('500');
    expect(
      within(dialog).getByRole('textbox', { name: "Amende d'un membre déjà payé" }),
    ).toHaveValue('1000');
    expect(within(dialog).getByRole('textbox', { name: 'Délai de grâce (jours)' })).toHaveValue(
      '3',
    );
    expect(
      within(dialog).getByRole('textbox', { name: "Rappel avant l'échéance (jours)" }),
    ).toHaveValue('2');
    expect(
      within(dialog).getByText(
        "Une fois la rotation commencée, un changement s'applique à partir du cycle suivant (cycle 3) : le cycle en cours garde ses règles.",
      ),
    ).toBeVisible();
  });

  it("shows the contracts' messages under the fields and sends nothing", async () => {
    const fetch = fakeApi({});
    const { user, dialog } = await openEdit();
    await setField(user, dialog, "Amende d'un membre déjà payé", '100');
    await setField(user, dialog, 'Délai de grâce (jours)', '45');
    await setField(user, dialog, "Rappel avant l'échéance (jours)", '8');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les règles' }));
    expect(
      await within(dialog).findByText(
        "L'amende d'un membre déjà payé doit être au moins égale à l'amende de retard",
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Le délai de grâce va de 0 à 30 jours')).toBeVisible();
    expect(
      within(dialog).getByRole('textbox', { name: "Rappel avant l'échéance (jours)" }),
    ).toHaveAccessibleDescription(/Le rappel avant l’échéance va de 0 à 7 jours/);
    // Each under its own field, which a screen reader reads with it.
    expect(
      within(dialog).getByRole('textbox', { name: "Amende d'un membre déjà payé" }),
    ).toHaveAccessibleDescription(/doit être au moins égale à l'amende de retard/);
    expect(
      within(dialog).getByRole('textbox', { name: 'Délai de grâce (jours)' }),
    ).toHaveAccessibleDescription(/Le délai de grâce va de 0 à 30 jours/);
    expect(within(dialog).getByRole('textbox', { name: 'Amende de retard' })).toBeValid();

    await user.click(within(dialog).getByRole('radio', { name: '% de la cotisation' }));
    await setField(user, dialog, 'Amende de retard', '150');
    await setField(user, dialog, "Amende d'un membre déjà payé", '150');
    await setField(user, dialog, 'Délai de grâce (jours)', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les règles' }));
    expect(
      await within(dialog).findAllByText("L'amende ne peut pas dépasser 100 % de la cotisation"),
    ).toHaveLength(2);
    expect(within(dialog).queryByText('Le délai de grâce va de 0 à 30 jours')).toBeNull();
    expect(sentBodies(fetch, 'PUT', '/groups/g-1/rules')).toHaveLength(0);
  });

  it('sends the new rules and says from which cycle they apply', async () => {
    const fetch = fakeApi({
      'PUT /groups/g-1/rules': ({ body }) =>
        jsonResponse({
          ...fixedRules,
          ...(body as object),
          late_fine: '10.00',
          paid_member_late_fine: '20.00',
          version: 3,
          effective_from_cycle: 3,
        }),
    });
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('radio', { name: '% de la cotisation' }));
    await setField(user, dialog, 'Amende de retard', '10');
    await setField(user, dialog, "Amende d'un membre déjà payé", '20');
    await setField(user, dialog, 'Délai de grâce (jours)', '5');
    await setField(user, dialog, "Rappel avant l'échéance (jours)", '0');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les règles' }));
    expect(
      await screen.findByText("Règles enregistrées : elles s'appliquent à partir du cycle 3"),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', '/groups/g-1/rules')).toEqual([
      {
        late_fine_kind: 'percent',
        late_fine: '10.00',
        paid_member_late_fine: '20.00',
        grace_days: 5,
        reminder_days_before: 0,
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Modifier les règles du groupe' })).toBeNull(),
    );
  });

  it("shows the server's message when the change is refused", async () => {
    fakeApi({ 'PUT /groups/g-1/rules': () => refusal('GROUP_INACTIVE') });
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les règles' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Ce groupe n'est pas actif");
  });
});
