import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BottomNav } from './bottom-nav';

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderBar(route: string) {
  return renderWithProviders(
    <nav aria-label="Navigation principale">
      <BottomNav />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </nav>,
    { route },
  );
}

describe('BottomNav (the phone bar)', () => {
  it('shows four pages with short labels and a "Plus" button, not seven squeezed labels', () => {
    renderBar('/dashboard');
    const bar = screen.getByRole('navigation', { name: 'Navigation principale' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Accueil',
      'Groupes',
      'Explorer',
      'Alertes',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('button', { name: 'Plus de pages' })).toHaveTextContent('Plus');
    expect(within(bar).queryByRole('link', { name: 'Paramètres' })).not.toBeInTheDocument();
  });

  it('opens a menu with Adhésion, Crypto and Paramètres that navigates', async () => {
    const user = userEvent.setup();
    renderBar('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Plus de pages' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Adhésion', 'Crypto', 'Paramètres']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Paramètres' }));
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/settings');
  });

  it('marks the current page inside the menu', async () => {
    const user = userEvent.setup();
    renderBar('/crypto');
    for (const link of screen.getAllByRole('link'))
      expect(link).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Plus de pages' }));
    expect(await screen.findByRole('menuitem', { name: 'Crypto' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('announces a closed menu before its first opening, and mounts it at the first tap', async () => {
    renderBar('/dashboard');
    const more = screen.getByRole('button', { name: 'Plus de pages' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(more);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Plus de pages' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
