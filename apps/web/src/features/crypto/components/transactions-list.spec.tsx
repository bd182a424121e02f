import { screen, within } from '@testing-library/react';
import type { CryptoTransactionDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { kes } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { TransactionsList } from './transactions-list';

const HASH = `0x${'cd'.repeat(32)}`;
const TREASURY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A late fine of 50 KES paid from the custodial wallet: 0.386101 USDT to the treasury. */
const finePaid: CryptoTransactionDto = {
  id: 'tx-fine',
  transaction_type: 'fine',
  amount: '0.386101',
  token_symbol: 'USDT',
  network: 'polygon',
  status: 'confirmed',
  tx_hash: HASH,
  explorer_url: `https://polygonscan.com/tx/${HASH}`,
  wallet_address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  counterparty: TREASURY,
  group_name: 'Chama Umoja',
  fiat_amount: '50.00',
  currency: 'KES',
  created_at: '2026-11-24T10:01:00.000Z',
};

function renderList() {
  renderWithProviders(<TransactionsList transactions={[finePaid]} hidden={false} />);
  return within(screen.getByRole('list')).getByRole('listitem');
}

describe("TransactionsList: a late fine's payment", () => {
  it('is labelled a fine, with the group paid and the fine in its currency', () => {
    const row = renderList();
    expect(row).toHaveTextContent('Amende · Polygon');
    expect(row).toHaveTextContent(`Groupe Chama Umoja · ${kes('50.00')}`);
    expect(row).toHaveTextContent('−0.3861 USDT');
    expect(row).toHaveTextContent('Confirmée');
  });

  it('speaks English and Swahili', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = renderWithProviders(
      <TransactionsList transactions={[finePaid]} hidden={false} />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Fine · Polygon');
    unmount();
    await i18n.changeLanguage('sw');
    expect(renderList()).toHaveTextContent('Faini · Polygon');
  });
});
