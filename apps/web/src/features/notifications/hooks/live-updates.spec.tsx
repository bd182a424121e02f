import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { NotificationDto } from '@tontine/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGroupRotation } from '../../../api/get-group-rotation';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { fakeApi } from '../../../test/fake-api';
import { makeRotation } from '../../../test/factories';
import { fakeSocketFactory, FakeSocket } from '../../../test/fake-socket';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { useNotificationStream } from './use-notification-stream';

function note(
  type: NotificationDto['type'],
  data: NotificationDto['data'] = { group_id: 'g-1' },
): NotificationDto {
  return {
    id: `live-${type}`,
    type,
    title: type,
    message: type,
    priority: 'high',
    is_read: false,
    created_at: '2026-11-21T12:00:00Z',
    data,
  };
}

/** What the group page and the dashboard read: 'Mon statut' (the rotation) and the totals. */
function Screen() {
  useNotificationStream('tok', fakeSocketFactory);
  const rotation = useGroupRotation('g-1');
  const summary = useQuery({
    queryKey: queryKeys.memberSummary,
    queryFn: () => apiRequest<{ total: string }>('/users/me/summary'),
  });
  return (
    <>
      <p>cycle {rotation.data?.current_cycle}</p>
      <p>total {summary.data?.total}</p>
    </>
  );
}

describe('live updates from the notifications stream', () => {
  let cycle = 1;
  let total = '0.00';

  beforeEach(() => {
    FakeSocket.made = [];
    cycle = 1;
    total = '0.00';
    fakeApi({
      'GET /notifications': () => jsonResponse([]),
      'GET /groups/g-1/rotation': () => jsonResponse(makeRotation({ current_cycle: cycle })),
      'GET /users/me/summary': () => jsonResponse({ total }),
    });
  });

  it("refreshes 'Mon statut' after a payout, without a reload", async () => {
    renderWithProviders(<Screen />);
    expect(await screen.findByText('cycle 1')).toBeVisible();
    cycle = 2;
    act(() => FakeSocket.made[0]!.push({ type: 'notification', data: note('payout_received') }));
    expect(await screen.findByText('cycle 2')).toBeVisible();
  });

  it('moves the dashboard totals once a payment is validated', async () => {
    renderWithProviders(<Screen />);
    expect(await screen.findByText('total 0.00')).toBeVisible();
    total = '5000.00';
    act(() =>
      FakeSocket.made[0]!.push({ type: 'notification', data: note('contribution_confirmed') }),
    );
    expect(await screen.findByText('total 5000.00')).toBeVisible();
  });

  it('leaves the group data alone for a system notice that names no group', async () => {
    renderWithProviders(<Screen />);
    expect(await screen.findByText('cycle 1')).toBeVisible();
    cycle = 3;
    act(() =>
      FakeSocket.made[0]!.push({ type: 'notification', data: note('system_update', null) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('cycle 1')).toBeVisible();
  });

  it('refreshes a group for a system notice that names it (a fine waived, its rules changed)', async () => {
    renderWithProviders(<Screen />);
    expect(await screen.findByText('cycle 1')).toBeVisible();
    cycle = 3;
    act(() =>
      FakeSocket.made[0]!.push({
        type: 'notification',
        data: note('system_update', { group_id: 'g-1', template: 'fine_waived' }),
      }),
    );
    expect(await screen.findByText('cycle 3')).toBeVisible();
  });
});
