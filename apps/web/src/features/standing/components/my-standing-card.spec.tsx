import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { makeStanding } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { MyStandingCard } from './my-standing-card';

/** The counts as the card lists them: each label with its number. */
function counts(container: HTMLElement): Record<string, string> {
  const terms = within(container).getAllByRole('term');
  const values = within(container).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i]!.textContent]));
}

describe('MyStandingCard', () => {
  it('shows the score out of 100, what it is made of and how it is computed', async () => {
    fakeApi({
      'GET /users/me/standing': () =>
        jsonResponse(
          makeStanding({
            cycles_owed: 5,
            on_time: 3,
            late: 1,
            missed: 1,
            fines: 2,
            fines_unpaid: 1,
            completed_rotations: 1,
          }),
        ),
    });
    renderWithProviders(<MyStandingCard />);
    const card = screen.getByRole('region', { name: 'Ma fiabilité' });
    // 100 × (3 + ½) ÷ 5 − 10 + 2 = 62
    expect(
      await within(card).findByRole('img', { name: 'Score de fiabilité : 62 sur 100' }),
    ).toHaveTextContent('62/100');
    expect(counts(card)).toEqual({
      'Cycles dus': '5',
      'À l’heure': '3',
      'En retard': '1',
      Manqués: '1',
      Amendes: '2',
      'dont impayées': '1',
      'Rotations terminées': '1',
    });
    expect(
      within(card).getByText(
        /100 × \(à l’heure \+ ½ × en retard\) ÷ cycles dus, moins 10 par amende impayée, plus 2 par rotation terminée/,
      ),
    ).toBeVisible();
  });

  it('says there is no score yet before a first deadline has passed', async () => {
    fakeApi({
      'GET /users/me/standing': () =>
        jsonResponse(makeStanding({ score: null, cycles_owed: 0, on_time: 0, late: 0, missed: 0 })),
    });
    renderWithProviders(<MyStandingCard />);
    const card = screen.getByRole('region', { name: 'Ma fiabilité' });
    expect(
      await within(card).findByText(
        'Pas encore de score : il apparaît après votre première échéance passée',
      ),
    ).toBeVisible();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByText(/\/100/)).not.toBeInTheDocument();
  });

  it('speaks Swahili', async () => {
    await i18n.changeLanguage('sw');
    fakeApi({ 'GET /users/me/standing': () => jsonResponse(makeStanding()) });
    renderWithProviders(<MyStandingCard />);
    const card = screen.getByRole('region', { name: 'Uaminifu wangu' });
    expect(await within(card).findByText('88/100')).toBeInTheDocument();
    expect(within(card).getByText('Kwa wakati')).toBeVisible();
  });
});
