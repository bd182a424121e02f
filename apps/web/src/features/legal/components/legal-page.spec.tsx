import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makePublicContent } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { TermsPage } from './legal-page';

const content = (terms: string) => makePublicContent({ terms_of_service: terms });

describe('TermsPage', () => {
  it('shows the terms the operators wrote in the console, one paragraph per block', async () => {
    fakeApi({
      'GET /content/public': () =>
        jsonResponse(content('Article 1 : les cotisations sont dues.\n\nArticle 2 : le tour.')),
    });
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(await screen.findByText('Article 1 : les cotisations sont dues.')).toBeVisible();
    expect(screen.getByText('Article 2 : le tour.')).toBeVisible();
    expect(screen.queryByText(/ne détient pas les fonds/)).toBeNull();
  });

  it('shows the built-in terms while none are written', async () => {
    fakeApi({ 'GET /content/public': () => jsonResponse(content('  ')) });
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(await screen.findByText(/ne détient pas les fonds des groupes/)).toBeVisible();
  });
});
