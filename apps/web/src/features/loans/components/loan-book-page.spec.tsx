import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoanBookPage as LoanBookAnswer, LoanDto } from '@tontine/contracts';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/format';
import { callsTo, fakeApi, refusal } from '../../../test/fake-api';
import { signInAsMe } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeLoan } from '../testing/loan-fixtures';
import { LoanBookPage } from './loan-book-page';

const COUNTS = { applications: 2, active: 1, late: 0, closed: 0 };

function page(view: LoanBookAnswer['view'], loans: LoanDto[], next: string | null = null) {
  return jsonResponse({
    view,
    loans,
    next_cursor: next,
    counts: COUNTS,
  } satisfies LoanBookAnswer);
}

function renderBook() {
  return renderWithProviders(
    <Routes>
      <Route path="/groups/:groupId/loans" element={<LoanBookPage />} />
    </Routes>,
    { route: '/groups/g-1/loans' },
  );
}

describe('LoanBookPage', () => {
  it('lists the applications, loads the next page with its cursor, and opens each tab', async () => {
    signInAsMe();
    const first = makeLoan({ id: 'l-2', user_name: 'Baraka' });
    const second = makeLoan({ id: 'l-1', user_name: 'Chausiku', amount: '1500.00' });
    const active = makeLoan({ id: 'l-0', user_name: 'Juma', status: 'active', late: false });
    const fetch = fakeApi({
      'GET /groups/g-1/loans': ({ url }) => {
        const view = url.searchParams.get('view') as LoanBookAnswer['view'];
        if (view === 'active') return page('active', [active]);
        if (view !== 'applications') return page(view, []);
        return url.searchParams.get('cursor') === 'l-2'
          ? page('applications', [second])
          : page('applications', [first], 'l-2');
      },
    });
    renderBook();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registre des prêts' }),
    ).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Demandes (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = await screen.findByRole('listitem', {
      name: `Baraka, prêt de ${formatMoney('3000.00', 'KES')}`,
    });
    expect(within(row).getByText('En attente des garants')).toBeVisible();
    expect(within(row).getByRole('link', { name: /^Voir le prêt/ })).toHaveAttribute(
      'href',
      '/loans/l-2',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByRole('listitem', { name: /^Chausiku, prêt de/ })).toBeVisible();
    expect(callsTo(fetch, 'GET', '/groups/g-1/loans').map((c) => c.search.get('cursor'))).toEqual([
      null,
      'l-2',
    ]);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'En cours (1)' }));
    expect(await screen.findByRole('listitem', { name: /^Juma, prêt de/ })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'En retard (0)' }));
    expect(await screen.findByText('Aucun prêt en retard.')).toBeVisible();
  });

  it('tells a member who does not handle the money why there is nothing to read', async () => {
    signInAsMe();
    fakeApi({ 'GET /groups/g-1/loans': () => refusal('GROUP_ADMIN_REQUIRED') });
    renderBook();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Seul l'administrateur du groupe peut effectuer cette action",
    );
  });
});
