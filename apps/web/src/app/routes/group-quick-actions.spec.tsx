import { screen, within } from '@testing-library/react';
import type { GroupDetailDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { makeCryptoNetworks, makeCycle, makeRotation, signInAsMe } from '../../test/factories';
import { GroupQuickActions } from './group-quick-actions';

/** Amina (u-1, signed in) and the group of admin u-9. */
function makeGroup(overrides: Partial<GroupDetailDto> = {}): GroupDetailDto {
  return {
    id: 'g-1',
    name: 'Chama Umoja',
    admin_id: 'u-9',
    admin_name: 'Baraka',
    admin_phone: '0712 345 678',
    status: 'active',
    contribution_amount: '5000.00',
    currency: 'KES',
    payment_enabled: true,
    chat_enabled: true,
    my_relation: 'member',
    members: [],
    ...overrides,
  } as unknown as GroupDetailDto;
}

function renderCard(
  group: GroupDetailDto,
  state: 'due' | 'paid' = 'due',
  configured: Parameters<typeof makeCryptoNetworks>[0] = ['polygon'],
) {
  signInAsMe();
  fakeApi({
    'GET /crypto/networks': () => jsonResponse(makeCryptoNetworks(configured)),
    'GET /groups/g-1/rotation': () =>
      jsonResponse(
        makeRotation({
          cycles: [
            makeCycle({
              members: [
                {
                  user_id: 'u-1',
                  state,
                  approved: state === 'paid' ? '5000.00' : '0.00',
                  pending: '0.00',
                },
              ],
            }),
          ],
        }),
      ),
  });
  renderWithProviders(<GroupQuickActions group={group} />);
  return screen.getByRole('region', { name: 'Actions rapides' });
}

describe('GroupQuickActions', () => {
  it('gives a member the four actions, Call Admin dialling the admin', async () => {
    const card = renderCard(makeGroup());
    expect(within(card).getByRole('button', { name: 'Effectuer un paiement' })).toBeEnabled();
    expect(within(card).getByRole('link', { name: 'Payer en crypto' })).toHaveAttribute(
      'href',
      '/crypto-pay/g-1',
    );
    expect(within(card).getByRole('button', { name: /Rejoindre le chat/ })).toBeEnabled();
    expect(within(card).getByRole('link', { name: "Appeler l'administrateur" })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
  });

  it('disables paying once the cycle is paid, and says why', async () => {
    const card = renderCard(makeGroup(), 'paid');
    await screen.findAllByText('Cycle déjà payé');
    const pay = within(card).getByRole('button', { name: 'Effectuer un paiement' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Cycle déjà payé');
    expect(within(card).getByRole('button', { name: 'Payer en crypto' })).toBeDisabled();
  });

  it('disables Pay with Crypto with the service message when the server has no network', async () => {
    const card = renderCard(makeGroup(), 'due', []);
    const crypto = await within(card).findByRole('button', { name: 'Payer en crypto' });
    expect(crypto).toBeDisabled();
    expect(crypto).toHaveAccessibleDescription(
      'Service de cryptomonnaie temporairement indisponible',
    );
    expect(within(card).getByRole('button', { name: 'Effectuer un paiement' })).toBeEnabled();
  });

  it('disables everything for a non-member, each with its reason', () => {
    const card = renderCard(makeGroup({ my_relation: null, admin_phone: null }));
    expect(
      within(card).getByRole('button', { name: 'Effectuer un paiement' }),
    ).toHaveAccessibleDescription('Seuls les membres du groupe peuvent effectuer des paiements');
    expect(
      within(card).getByRole('button', { name: 'Rejoindre le chat' }),
    ).toHaveAccessibleDescription('Vous devez être membre du groupe pour accéder au chat');
    expect(
      within(card).getByRole('button', { name: "Appeler l'administrateur" }),
    ).toHaveAccessibleDescription('Réservé aux membres du groupe');
  });

  it('tells a member when the admin left no phone number, and when chat is off', () => {
    const card = renderCard(makeGroup({ admin_phone: null, chat_enabled: false }));
    expect(
      within(card).getByRole('button', { name: "Appeler l'administrateur" }),
    ).toHaveAccessibleDescription('Aucun numéro de téléphone enregistré pour cet administrateur');
    expect(
      within(card).getByRole('button', { name: 'Rejoindre le chat' }),
    ).toHaveAccessibleDescription('Chat indisponible pour ce groupe');
  });
});
