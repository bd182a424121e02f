// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { renderConsole } from '../../testing/render';
import type { ConsoleToast } from '../../lib/console-tab-props';
import { useToast } from './console-toasts';

let show: (toast: ConsoleToast) => void = () => undefined;
function Grab() {
  show = useToast();
  return null;
}

describe('the console toasts', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderConsole(<Grab />);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

  it('keeps the last three, newest last', () => {
    act(() => {
      for (const n of [1, 2, 3, 4]) show({ kind: 'info', title: `Toast ${n}` });
    });
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Toast 2',
      'Toast 3',
      'Toast 4',
    ]);
  });

  it('removes each toast after 5000 ms, counted from its own start', () => {
    act(() => show({ kind: 'error', title: 'Erreur lors du chargement des données' }));
    act(() => vi.advanceTimersByTime(3000));
    act(() => show({ kind: 'success', title: 'Paiement approuvé avec succès' }));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Paiement approuvé avec succès');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is dismissed by a swipe of 50 px, not by a shorter one', () => {
    act(() => show({ kind: 'info', title: 'Swipe me' }));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 149 });
    fireEvent.pointerUp(toast, { clientX: 149 });
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 50 });
    fireEvent.pointerUp(toast, { clientX: 50 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes the focus on F8', () => {
    act(() => show({ kind: 'warning', title: 'Attention' }));
    fireEvent.keyDown(window, { key: 'F8' });
    expect(region()).toHaveFocus();
  });
});
