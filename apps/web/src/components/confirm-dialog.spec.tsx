import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

function Screen() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Supprimer le groupe
      </button>
      <ConfirmDialog
        opened={opened}
        title="Supprimer"
        confirmLabel="Supprimer"
        loading={false}
        onConfirm={() => undefined}
        onClose={() => setOpened(false)}
      >
        Voulez-vous vraiment supprimer ?
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('adds nothing to the page until it is first opened, and opens again once closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screen />);
    // A closed Mantine modal still renders its root in a portal (and renders twice to do so).
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Supprimer le groupe' }));
    expect(await screen.findByRole('dialog', { name: 'Supprimer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Supprimer le groupe' }));
    expect(await screen.findByRole('dialog', { name: 'Supprimer' })).toBeInTheDocument();
  });
});
