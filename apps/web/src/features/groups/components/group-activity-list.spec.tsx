import { screen, within } from '@testing-library/react';
import type { GroupActivityDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { GroupActivityList, GroupActivityPanel } from './group-activity-list';

const NOW = Date.parse('2026-11-21T12:00:00Z');

function makeActivity(overrides: Partial<GroupActivityDto> = {}): GroupActivityDto {
  return {
    type: 'member_joined',
    user_id: 'u-1',
    user_name: 'amina',
    at: new Date(NOW - 10_000).toISOString(),
    ...overrides,
  };
}

const sentences: [GroupActivityDto['type'], string][] = [
  ['group_created', 'amina a créé le groupe'],
  ['member_joined', 'amina a rejoint le groupe'],
  ['request_accepted', 'La demande de amina a été acceptée'],
  ['request_rejected', 'La demande de amina a été refusée'],
  ['member_excluded', 'amina a été exclu du groupe'],
];

describe('GroupActivityList', () => {
  for (const [type, sentence] of sentences) {
    it(`says "${sentence}" for ${type}`, () => {
      renderWithProviders(<GroupActivityList items={[makeActivity({ type })]} now={NOW} />);
      const line = screen.getByRole('listitem');
      expect(line).toHaveTextContent(sentence);
      expect(line).toHaveTextContent("À l'instant");
    });
  }

  it('puts the newest line first and tells minutes, hours and days ago', () => {
    renderWithProviders(
      <GroupActivityList
        now={NOW}
        items={[
          makeActivity({ type: 'group_created', at: new Date(NOW - 3 * 86_400_000).toISOString() }),
          makeActivity({ user_name: 'baraka', at: new Date(NOW - 5 * 60_000).toISOString() }),
          makeActivity({ user_name: 'chiku', at: new Date(NOW - 2 * 3_600_000).toISOString() }),
        ]}
      />,
    );
    const lines = screen.getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'baraka a rejoint le groupeil y a 5 minutes',
      'chiku a rejoint le groupeil y a 2 heures',
      'amina a créé le groupeil y a 3 jours',
    ]);
  });

  it('speaks the interface language', async () => {
    await i18n.changeLanguage('sw');
    renderWithProviders(<GroupActivityList items={[makeActivity()]} now={NOW} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('amina amejiunga na kikundi');
    expect(screen.getByRole('listitem')).toHaveTextContent('Sasa hivi');
  });

  it('shows the empty state when nothing happened', () => {
    renderWithProviders(<GroupActivityList items={[]} now={NOW} />);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByText("Aucune activité pour l'instant.")).toBeInTheDocument();
  });
});

describe('GroupActivityPanel', () => {
  it("loads the group's feed", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse([makeActivity({ at: new Date().toISOString(), user_name: 'juma' })]),
      );
    renderWithProviders(<GroupActivityPanel groupId="g-1" />);
    const list = await screen.findByRole('list');
    expect(within(list).getByText('juma a rejoint le groupe')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/groups/g-1/activity');
  });
});
