import { screen } from '@testing-library/react';
import type { GroupFines } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makeFine, makeGroupFund, signInAsMe } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { MyFinesFact } from './my-fines-fact';

function answer(fines: GroupFines['fines']) {
  return fakeApi({
    'GET /groups/g-1/fines': () =>
      jsonResponse({ fines, fund: makeGroupFund(), can_manage: true } satisfies GroupFines),
  });
}

describe("MyFinesFact, in 'Mon statut'", () => {
  it("sums the reader's own fines still to settle, and no one else's", async () => {
    signInAsMe();
    answer([
      makeFine({ user_id: 'u-1', amount: '50.00', status: 'unpaid' }),
      makeFine({ user_id: 'u-1', amount: '25.00', status: 'pending' }),
      makeFine({ user_id: 'u-1', amount: '75.00', status: 'paid' }),
      makeFine({ user_id: 'u-2', amount: '500.00', status: 'unpaid' }),
    ]);
    renderWithProviders(<MyFinesFact groupId="g-1" />);
    expect(await screen.findByText('Mes amendes à régler (2)')).toBeVisible();
    expect(screen.getByText(/^75,00/)).toBeVisible();
  });

  it('says nothing when there is nothing to settle', async () => {
    signInAsMe();
    const fetch = answer([makeFine({ user_id: 'u-1', status: 'waived' })]);
    renderWithProviders(<MyFinesFact groupId="g-1" />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/amendes à régler/)).not.toBeInTheDocument();
  });
});
