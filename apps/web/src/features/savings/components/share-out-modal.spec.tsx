import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupDetailDto, GroupSavings, ShareOutPreview } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { callsTo, fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { kes, makeGroupSavings, signInAsMe } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeShareOutPreview, SHARE_OUT_LINES } from '../testing/share-out-fixtures';
import { GroupSavingsCard } from './group-savings-card';

/** The fund before its share-out: the savings of SHARE_OUT_LINES and the interest earned. */
function fundHolding(balance: string): GroupSavings {
  return makeGroupSavings({
    fund: {
      ...makeGroupSavings().fund,
      balance,
      savings: '10000.00',
      interest_earned: '60.20',
    },
  });
}

/**
 * The share-out at the fetch level, the reader being u-1: each read of the preview answers the
 * next of `previews` (the last one from then on), and a confirmation of the balance last read
 * empties the fund; one of another balance is refused as the server refuses it.
 */
function fakeShareOutApi(previews: ShareOutPreview[]) {
  let reads = 0;
  let current = previews[0]!;
  let sharedOut: string | null = null;
  return fakeApi({
    'GET /groups/g-1/savings': () =>
      jsonResponse(
        sharedOut === null
          ? fundHolding(current.balance)
          : makeGroupSavings({
              fund: {
                ...makeGroupSavings().fund,
                savings: '10000.00',
                interest_earned: '60.20',
                shared_out: sharedOut,
              },
            }),
      ),
    'GET /groups/g-1/share-out': () => {
      current = previews[Math.min(reads, previews.length - 1)]!;
      reads += 1;
      return jsonResponse(current);
    },
    'POST /groups/g-1/share-out': ({ body }) => {
      const { accepted_balance } = body as { accepted_balance: string };
      const now = previews[Math.min(reads, previews.length - 1)]!;
      if (accepted_balance !== now.balance) return refusal('SHARE_OUT_CHANGED');
      sharedOut = accepted_balance;
      return jsonResponse(
        {
          id: 'so-1',
          total: accepted_balance,
          currency: 'KES',
          created_at: '2026-03-01T09:05:00.000Z',
          created_by_name: 'Amina',
          lines: now.lines,
        },
        201,
      );
    },
  });
}

function renderCard(relation: GroupDetailDto['my_relation'] = 'member') {
  return renderWithProviders(
    <GroupSavingsCard group={{ id: 'g-1', my_relation: relation, members: [] }} />,
  );
}

/** The figure shown under one of the labels within `scope`. */
function figure(scope: HTMLElement, label: string): string {
  return (within(scope).getByText(label).nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

/** Opens the share-out from the fund's card, as the reader taps it. */
async function openShareOut(name = 'Partage de la caisse') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  return { user, dialog };
}

describe('The share-out of the savings fund, for a member', () => {
  it('shows what the fund shares, how it splits and each line, the reader’s own first', async () => {
    signInAsMe();
    fakeShareOutApi([makeShareOutPreview()]);
    renderCard();
    const { dialog } = await openShareOut();
    expect(await within(dialog).findByText('À partager')).toBeVisible();
    expect(figure(dialog, 'À partager')).toBe(kes('10060.20'));
    expect(figure(dialog, 'Épargne à rendre')).toBe(kes('10000.00'));
    expect(figure(dialog, 'Gains à partager')).toBe(kes('60.20'));
    // The fund's first share-out: no earlier one to name.
    expect(within(dialog).queryByText(/Dernier partage le/)).not.toBeInTheDocument();

    const list = within(dialog).getByRole('list', { name: 'Part de chaque membre' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      `Amina, ${formatMoney('6036.12', 'KES')} au total`,
      `Baraka, ${formatMoney('4024.08', 'KES')} au total`,
    ]);
    const [mine, theirs] = rows as [HTMLElement, HTMLElement];
    expect(within(mine).getByText('Vous')).toBeVisible();
    expect(figure(mine, 'Total')).toBe(kes('6036.12'));
    expect(figure(mine, 'Épargne rendue')).toBe(kes('6000.00'));
    expect(figure(mine, 'Part des gains')).toBe(kes('36.12'));
    expect(within(theirs).queryByText('Vous')).not.toBeInTheDocument();
    expect(figure(theirs, 'Part des gains')).toBe(kes('24.08'));

    // Reading only: no confirmation, and the modal closes.
    expect(within(dialog).queryByRole('button', { name: 'Confirmer le partage' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the last share-out, and why the fund cannot be shared out while loans are out', async () => {
    signInAsMe();
    fakeShareOutApi([
      makeShareOutPreview({
        last_share_out_at: '2025-12-20T10:00:00.000Z',
        blocked: 'loans_outstanding',
      }),
    ]);
    renderCard();
    const { dialog } = await openShareOut();
    expect(
      await within(dialog).findByText(
        `Dernier partage le ${formatDate('2025-12-20T10:00:00.000Z')}`,
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      "Des prêts restent à rembourser ou à verser : le partage attend qu'ils soient clos.",
    );
  });
});

describe('The share-out of the savings fund, for an admin', () => {
  it('offers no confirmation while the fund holds nothing to share', async () => {
    signInAsMe();
    fakeShareOutApi([makeShareOutPreview({ lines: [], blocked: 'nothing_to_share' })]);
    renderCard('admin');
    const { dialog } = await openShareOut();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'La caisse ne détient rien à partager.',
    );
    expect(within(dialog).getByText('Aucune épargne depuis le dernier partage.')).toBeVisible();
    expect(figure(dialog, 'À partager')).toBe(kes('0.00'));
    expect(within(dialog).queryByRole('button', { name: 'Confirmer le partage' })).toBeNull();
  });

  it('confirms the balance read after saying what it does: the fund is then at zero', async () => {
    signInAsMe();
    const fetch = fakeShareOutApi([makeShareOutPreview({ can_confirm: true })]);
    renderCard('admin');
    const card = await screen.findByRole('region', { name: "Caisse d'épargne" });
    await waitFor(() => expect(figure(card, 'Solde de la caisse')).toBe(kes('10060.20')));
    const { user, dialog } = await openShareOut();
    await user.click(await within(dialog).findByRole('button', { name: 'Confirmer le partage' }));
    expect(dialog).toHaveTextContent(
      /Chaque membre reçoit son total en espèces, 10\s060,20\sKES en tout\. La caisse repart ensuite de zéro/,
    );
    expect(sentBodies(fetch, 'POST', '/groups/g-1/share-out')).toHaveLength(0);
    // Back to the lines, and on again.
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(within(dialog).getByRole('list', { name: 'Part de chaque membre' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le partage' }));
    await user.click(within(dialog).getByRole('button', { name: 'Partager la caisse' }));

    expect(
      await screen.findByText(`Caisse partagée : ${kes('10060.20')} remis aux membres`),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g-1/share-out')).toEqual([
      { accepted_balance: '10060.20' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(figure(card, 'Solde de la caisse')).toBe(kes('0.00')));
    expect(figure(card, 'Déjà partagé')).toBe(kes('10060.20'));
  });

  it('reads the preview again when the fund moved since, and confirms the new balance', async () => {
    signInAsMe();
    const moved = makeShareOutPreview({
      can_confirm: true,
      lines: [
        SHARE_OUT_LINES[0]!,
        { ...SHARE_OUT_LINES[1]!, savings: '6500.00', total: '6536.12' },
      ],
    });
    const fetch = fakeShareOutApi([makeShareOutPreview({ can_confirm: true }), moved]);
    // The saving of 500 arrives after the admin opened the preview: the server holds the new
    // balance when the confirmation comes.
    renderCard('admin');
    const { user, dialog } = await openShareOut();
    expect(await within(dialog).findByText('À partager')).toBeVisible();
    expect(figure(dialog, 'À partager')).toBe(kes('10060.20'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le partage' }));
    await user.click(within(dialog).getByRole('button', { name: 'Partager la caisse' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La caisse a changé depuis l’aperçu : relisez le partage avant de le confirmer',
    );
    await waitFor(() => expect(figure(dialog, 'À partager')).toBe(kes('10560.20')));
    expect(callsTo(fetch, 'GET', '/groups/g-1/share-out')).toHaveLength(2);
    expect(
      within(dialog).getByRole('listitem', {
        name: `Amina, ${formatMoney('6536.12', 'KES')} au total`,
      }),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le partage' }));
    expect(dialog).toHaveTextContent(/10\s560,20\sKES en tout/);
    await user.click(within(dialog).getByRole('button', { name: 'Partager la caisse' }));
    expect(
      await screen.findByText(`Caisse partagée : ${kes('10560.20')} remis aux membres`),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g-1/share-out')).toEqual([
      { accepted_balance: '10060.20' },
      { accepted_balance: '10560.20' },
    ]);
  });
});

describe('The share-out in other languages', () => {
  it('speaks English and Swahili', async () => {
    await i18n.changeLanguage('en');
    signInAsMe();
    fakeShareOutApi([makeShareOutPreview({ blocked: 'loans_outstanding' })]);
    const { unmount } = renderCard();
    const { dialog } = await openShareOut('Share-out of the fund');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Loans are still to be repaid or disbursed',
    );
    expect(within(dialog).getByRole('list', { name: "Each member's share" })).toBeVisible();
    unmount();
    await i18n.changeLanguage('sw');
    renderCard();
    const { dialog: sw } = await openShareOut('Mgawanyo wa mfuko');
    expect(await within(sw).findByText('Kiasi cha kugawanya')).toBeVisible();
    expect(within(sw).getByText('Wewe')).toBeVisible();
  });
});
