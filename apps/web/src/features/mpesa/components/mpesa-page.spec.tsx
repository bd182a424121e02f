import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { MpesaPage } from './mpesa-page';

describe('MpesaPage', () => {
  it('says M-Pesa is unavailable and leads to cash and crypto instead', () => {
    renderWithProviders(<MpesaPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'M-Pesa' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Le paiement par M-Pesa est temporairement indisponible.',
    );
    expect(screen.getByRole('link', { name: 'Voir mes paiements' })).toHaveAttribute(
      'href',
      '/payments',
    );
    expect(screen.getByRole('link', { name: 'Ouvrir mon portefeuille' })).toHaveAttribute(
      'href',
      '/crypto',
    );
  });

  it('speaks Swahili', async () => {
    await i18n.changeLanguage('sw');
    renderWithProviders(<MpesaPage />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Malipo kwa M-Pesa hayapatikani kwa muda.',
    );
  });
});
