import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DashboardSections, type DashboardSection } from './dashboard-sections';

const sections: DashboardSection[] = [
  { id: 'overview', content: <p>Contenu aperçu</p> },
  { id: 'groups', content: <p>Contenu groupes</p> },
  { id: 'payments', content: <p>Contenu paiements</p> },
  { id: 'wallet', content: <p>Contenu portefeuille</p> },
];

/** The viewport as Mantine's media queries read it. */
function viewport(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('DashboardSections', () => {
  it('steps through the four sections with previous and next on a phone', () => {
    viewport(true);
    renderWithProviders(<DashboardSections sections={sections} />);
    const previous = screen.getByRole('button', { name: 'Précédent' });
    const next = screen.getByRole('button', { name: 'Suivant' });
    expect(previous).toBeDisabled();
    expect(screen.getByText('Aperçu')).toBeInTheDocument();
    expect(screen.getByText('1 sur 4')).toBeInTheDocument();
    expect(screen.getByText('Contenu aperçu')).toBeVisible();
    // Not mounted before it is first shown: its code and queries wait.
    expect(screen.queryByText('Contenu groupes')).not.toBeInTheDocument();

    fireEvent.click(next);
    expect(screen.getByText('Mes Groupes')).toBeInTheDocument();
    expect(screen.getByText('Contenu groupes')).toBeVisible();
    // Shown once, kept: its data and state survive the step.
    expect(screen.getByText('Contenu aperçu')).not.toBeVisible();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('Portefeuille')).toBeInTheDocument();
    expect(screen.getByText('4 sur 4')).toBeInTheDocument();
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(screen.getByText('Paiements')).toBeInTheDocument();
    expect(screen.getByText('Contenu paiements')).toBeVisible();
  });

  it('turns the page with a swipe', () => {
    viewport(true);
    renderWithProviders(<DashboardSections sections={sections} />);
    const area = screen.getByText('Contenu aperçu').parentElement!.parentElement!;
    fireEvent.touchStart(area, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 100 }] });
    expect(screen.getByText('Contenu groupes')).toBeVisible();
    fireEvent.touchStart(area, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 300 }] });
    expect(screen.getByText('Contenu aperçu')).toBeVisible();
  });

  it('shows every section at once on a wider screen', () => {
    viewport(false);
    renderWithProviders(<DashboardSections sections={sections} />);
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    for (const text of ['Contenu aperçu', 'Contenu groupes', 'Contenu paiements']) {
      expect(screen.getByText(text)).toBeVisible();
    }
  });
});
