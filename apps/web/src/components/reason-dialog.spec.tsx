import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { waiveFineSchema } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ReasonDialog } from './reason-dialog';

const idle = { isPending: false, isError: false, error: null };
const texts = {
  title: "Annuler l'amende",
  message: 'Annuler cette amende ?',
  confirmLabel: "Confirmer l'annulation",
  confirmColor: 'orange',
  onClose: () => undefined,
};

describe('ReasonDialog', () => {
  it('confirms at once when no reason is asked', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<ReasonDialog {...texts} mutation={idle} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: "Annuler l'amende" });
    expect(dialog).toHaveTextContent('Annuler cette amende ?');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Confirmer l'annulation" }));
    expect(onConfirm).toHaveBeenCalledWith();
  });

  it('sends nothing until the schema accepts the reason, then the reason as it is sent', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <ReasonDialog
        {...texts}
        mutation={idle}
        reason={{ label: 'Motif', hint: 'Le membre le lira', schema: waiveFineSchema }}
        onConfirm={onConfirm}
      />,
    );
    const field = await screen.findByRole('textbox', { name: /Motif/ });
    expect(field).toHaveAttribute('maxlength', '500');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: "Confirmer l'annulation" }));
    expect(
      await screen.findByText("Veuillez indiquer le motif de l'annulation de l'amende"),
    ).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(field, 'Retard excusé ');
    await user.click(screen.getByRole('button', { name: "Confirmer l'annulation" }));
    expect(onConfirm).toHaveBeenCalledWith('Retard excusé');
  });

  it("spins while the call runs and shows the server's refusal", async () => {
    renderWithProviders(
      <ReasonDialog
        {...texts}
        mutation={{ isPending: true, isError: true, error: new Error('Déjà réglée') }}
        onConfirm={() => undefined}
      />,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Confirmer l'annulation" })).toHaveAttribute(
      'data-loading',
      'true',
    );
  });
});
