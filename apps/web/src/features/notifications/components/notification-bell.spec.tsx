import { screen } from '@testing-library/react';
import type { NotificationDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { badgeLabel } from '../utils/filters';
import { NotificationBell } from './notification-bell';

function unread(count: number): NotificationDto[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `n${i}`,
    type: 'system_update',
    title: `t${i}`,
    message: 'm',
    priority: 'low',
    is_read: false,
    created_at: '2026-11-21T12:00:00Z',
    data: null,
  }));
}

describe('NotificationBell', () => {
  it('caps the badge at 99+', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });

  it('shows 99+ for 150 unread notifications and links to the screen', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(unread(150)));
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByText('99+')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Notifications (150 non lues)' });
    expect(link).toHaveAttribute('href', '/notifications');
  });
});
