import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  notificationPriority,
  type NotificationDto,
  type NotificationType,
} from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { NotificationsPage } from './notifications-page';

const NOW = Date.parse('2026-11-21T12:00:00Z');

function make(
  id: string,
  type: NotificationType,
  minutesAgo: number,
  is_read = false,
): NotificationDto {
  return {
    id,
    type,
    title: `Titre ${id}`,
    message: `Message ${id}`,
    priority: notificationPriority(type),
    is_read,
    created_at: new Date(NOW - minutesAgo * 60_000).toISOString(),
    data: null,
  };
}

const ITEMS = [
  make('n1', 'payment_reminder', 5),
  make('n2', 'group_join_approved', 0, true),
  make('n3', 'system_update', 120),
  make('n4', 'payout_received', 60 * 24 * 2, true),
];

function serveApi(items: NotificationDto[]) {
  let current = items;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/api/notifications') && method === 'GET') {
      return Promise.resolve(jsonResponse(current));
    }
    const read = /\/api\/notifications\/([^/]+)\/read$/.exec(url);
    if (read && method === 'POST') {
      current = current.map((item) => (item.id === read[1] ? { ...item, is_read: true } : item));
      return Promise.resolve(jsonResponse({ updated: 1 }));
    }
    return Promise.resolve(jsonResponse({ detail: 'unexpected' }, 500));
  });
}

describe('NotificationsPage', () => {
  it('shows each filter with its count, newest first, and filters the list', async () => {
    serveApi(ITEMS);
    renderWithProviders(<NotificationsPage now={NOW} />);
    const list = await screen.findByRole('list');
    const titles = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(titles).toEqual(['Titre n2', 'Titre n1', 'Titre n3', 'Titre n4']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent("À l'instant");

    expect(screen.getByText('Toutes (4)')).toBeInTheDocument();
    expect(screen.getByText('Non lues (2)')).toBeInTheDocument();
    expect(screen.getByText('Importantes (2)')).toBeInTheDocument();
    expect(screen.getByText('Paiements (2)')).toBeInTheDocument();
    expect(screen.getByText('Groupes (1)')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Non lues (2)'));
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Titre n1', 'Titre n3']);

    fireEvent.click(screen.getByText('Groupes (1)'));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the empty state when there is nothing, and when the load fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ detail: 'down' }, 500));
    renderWithProviders(<NotificationsPage now={NOW} />);
    expect(await screen.findByText('Aucune notification')).toBeInTheDocument();
    expect(screen.getByText('Vous êtes à jour !')).toBeInTheDocument();
  });

  it('selects all, marks the selection read one id at a time, then clears the selection', async () => {
    const fetchMock = serveApi(ITEMS);
    renderWithProviders(<NotificationsPage now={NOW} />);
    await screen.findByRole('list');

    fireEvent.click(screen.getByRole('button', { name: 'Tout sélectionner' }));
    expect(screen.getByText('4 sélectionnée(s)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme lu' }));

    await waitFor(() => expect(screen.queryByText('4 sélectionnée(s)')).not.toBeInTheDocument());
    const readCalls = fetchMock.mock.calls
      .map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`)
      .filter((call) => call.includes('/read'));
    expect(readCalls).toEqual([
      'POST /api/notifications/n2/read',
      'POST /api/notifications/n1/read',
      'POST /api/notifications/n3/read',
      'POST /api/notifications/n4/read',
    ]);
    await waitFor(() => expect(screen.getByText('Non lues (0)')).toBeInTheDocument());
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('selects one item and cancels the selection', async () => {
    serveApi(ITEMS);
    renderWithProviders(<NotificationsPage now={NOW} />);
    await screen.findByRole('list');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « Titre n3 »' }));
    expect(screen.getByText('1 sélectionnée(s)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByText('1 sélectionnée(s)')).not.toBeInTheDocument();
  });
});
