import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';
import { OfflineBanner } from './offline-banner';
import { OFFLINE_REASON_ID, WriteActionIcon, WriteButton } from './offline-writes';

function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => goOffline(false));

describe('write buttons offline', () => {
  it('are disabled offline and point to the banner’s network message, then come back', async () => {
    const pay = vi.fn();
    renderWithProviders(
      <>
        <OfflineBanner />
        <WriteButton onClick={pay}>Effectuer un paiement</WriteButton>
        <WriteActionIcon aria-label="Envoyer">→</WriteActionIcon>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Effectuer un paiement' });
    expect(button).toBeEnabled();

    goOffline(true);
    expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    const reason = document.getElementById(OFFLINE_REASON_ID);
    expect(reason).toHaveTextContent(
      "Les actions qui modifient vos données sont désactivées jusqu'au retour de la connexion.",
    );
    expect(button).toHaveAttribute('aria-describedby', OFFLINE_REASON_ID);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(
      'Erreur de connexion. Vérifiez votre connexion internet.',
    );

    goOffline(false);
    expect(button).toBeEnabled();
    await userEvent.setup().click(button);
    expect(pay).toHaveBeenCalledOnce();
  });

  it('keeps the action’s own reason while online and puts the offline one first', () => {
    renderWithProviders(
      <>
        <span id="own">Cycle déjà payé</span>
        <WriteButton disabled aria-describedby="own">
          Payer
        </WriteButton>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Payer' });
    expect(button).toHaveAttribute('aria-describedby', 'own');
    goOffline(true);
    expect(button).toHaveAttribute('aria-describedby', OFFLINE_REASON_ID);
  });

  it('lets a confirmation that works offline (signing out) be confirmed', () => {
    goOffline(true);
    const noop = () => undefined;
    renderWithProviders(
      <>
        <ConfirmDialog
          opened
          title="A"
          confirmLabel="Supprimer"
          loading={false}
          onConfirm={noop}
          onClose={noop}
        >
          x
        </ConfirmDialog>
        <ConfirmDialog
          worksOffline
          opened
          title="B"
          confirmLabel="Déconnexion"
          loading={false}
          onConfirm={noop}
          onClose={noop}
        >
          y
        </ConfirmDialog>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeEnabled();
  });

  it('are disabled from their first paint when they appear after the network went', () => {
    goOffline(true);
    // A button drawn offline (a tab opened, a list shown) never shows enabled, not even once.
    const seen: boolean[] = [];
    renderWithProviders(
      <WriteButton
        ref={(node) => {
          if (node) seen.push(node.disabled);
        }}
      >
        Exclure
      </WriteButton>,
    );
    expect(screen.getByRole('button', { name: 'Exclure' })).toBeDisabled();
    expect(seen).not.toContain(false);
  });

  it('the banner publishes its height for the fixed header, and takes it back online', () => {
    goOffline(true);
    renderWithProviders(<OfflineBanner />);
    const height = () => document.documentElement.style.getPropertyValue('--offline-banner-height');
    expect(height()).toMatch(/^\d+(\.\d+)?px$/);
    goOffline(false);
    expect(height()).toBe('');
  });
});
