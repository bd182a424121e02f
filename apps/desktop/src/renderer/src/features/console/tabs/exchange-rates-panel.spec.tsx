// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ExchangeRateDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { answerBy, callsTo, ok } from '../../../testing/api-routes';
import { fakeBridge, renderConsole } from '../../../testing/render';
import { ExchangeRatesPanel } from './exchange-rates-panel';

const kes: ExchangeRateDto = {
  currency: 'KES',
  units_per_usd: '129.5',
  set_at: '2026-11-24T08:00:00.000Z',
  set_by_name: 'root',
};

function setUp(initial: ExchangeRateDto[], routes: Parameters<typeof answerBy>[0] = {}) {
  let rates = initial;
  const request = answerBy({
    'GET /api/rates': () => ok(rates),
    'POST /api/superadmin/rates': (call) => {
      const body = call.body as { currency: string; units_per_usd: string };
      const saved = { ...body, set_at: '2026-11-24T09:00:00.000Z', set_by_name: 'root' };
      rates = [...rates.filter((r) => r.currency !== body.currency), saved];
      return ok(saved, 201);
    },
    ...routes,
  });
  fakeBridge({ request });
  const toast = vi.fn();
  renderConsole(<ExchangeRatesPanel toast={toast} />);
  return { request, toast };
}

describe('the rate table editor', () => {
  it('lists the current rates with who set them, and says when there is none', async () => {
    await i18n.changeLanguage('fr');
    setUp([kes]);
    const table = await screen.findByRole('table', {
      name: 'Taux de change (unités pour 1 USD)',
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('KES129.5');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('root');
    expect(screen.queryByText(/Aucun taux enregistré/)).toBeNull();
  });

  it('warns that crypto payments are refused without a rate', async () => {
    await i18n.changeLanguage('en');
    setUp([]);
    expect(
      await screen.findByText('No rate recorded: crypto payments are refused until there is one.'),
    ).toBeVisible();
  });

  it('sets a new rate through the API and shows it', async () => {
    await i18n.changeLanguage('en');
    const { request, toast } = setUp([kes]);
    await screen.findByText('129.5');
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Units per 1 USD/ }), '0.92');
    await userEvent.click(screen.getByRole('button', { name: 'Save the rate' }));
    await waitFor(() =>
      expect(callsTo(request, 'POST /api/superadmin/rates')).toEqual([
        { currency: 'EUR', units_per_usd: '0.92' },
      ]),
    );
    expect(toast).toHaveBeenCalledWith({
      kind: 'success',
      title: 'EUR rate saved: 0.92 per 1 USD',
    });
    expect(await screen.findByText('0.92')).toBeVisible();
  });

  it('refuses a rate that is not a positive number before calling the API', async () => {
    await i18n.changeLanguage('fr');
    const { request } = setUp([kes]);
    await screen.findByText('129.5');
    await userEvent.type(screen.getByRole('textbox', { name: /Unités pour 1 USD/ }), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    expect(await screen.findByText('Un nombre positif, avec au plus 8 décimales')).toBeVisible();
    expect(callsTo(request, 'POST /api/superadmin/rates')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    await i18n.changeLanguage('fr');
    const { toast } = setUp([kes], {
      'POST /api/superadmin/rates': () => ({
        status: 403,
        body: { code: 'SUPERADMIN_REQUIRED', detail: 'x' },
      }),
    });
    await screen.findByText('129.5');
    await userEvent.type(screen.getByRole('textbox', { name: /Unités pour 1 USD/ }), '130');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'error',
        title: 'Erreur lors de l’enregistrement du taux',
        message: 'Accès super-admin requis pour cette action',
      }),
    );
  });
});
