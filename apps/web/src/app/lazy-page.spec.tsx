import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

function renderPage(Component: ReturnType<typeof lazyPage<{ Page: typeof Page }, 'Page'>>) {
  return render(
    <Suspense fallback={<p>chargement</p>}>
      <Component title="Tableau de bord" />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('shows the loader, then the page, when its code comes with the render', async () => {
    const Lazy = lazyPage(() => Promise.resolve({ Page }), 'Page');
    renderPage(Lazy);
    expect(screen.getByText('chargement')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without the loader before it (the landing page)', async () => {
    let loads = 0;
    const Lazy = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ Page });
    }, 'Page');
    await Lazy.preload();
    renderPage(Lazy);
    expect(screen.getByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.queryByText('chargement')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('settles its preload when the code cannot come (the page then loads on render)', async () => {
    const Lazy = lazyPage(() => Promise.reject(new Error('offline')), 'Page');
    await expect(Lazy.preload()).resolves.toBeUndefined();
  });
});
