// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { fakeBridge, renderConsole } from '../../../testing/render';
import { ConsoleTabs, tabsFor } from './console-tabs';

const tabProps = { search: '', toast: () => undefined };

describe('ConsoleTabs', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('gives a super admin the eight tabs of the documents and the chat', () => {
    expect(tabsFor('super_admin')).toEqual([
      'overview',
      'users',
      'groups',
      'payments',
      'content',
      'system',
      'audit',
      'code',
      'chat',
    ]);
  });

  it('shows support staff the audit tab alone, open', async () => {
    fakeBridge({
      request: vi.fn(async () => ({ status: 200, body: { items: [], nextCursor: null } })),
    });
    renderConsole(<ConsoleTabs role="support" operatorId="s1" tabProps={tabProps} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Audit']);
    expect(screen.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Vérifier la chaîne' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exporter (CSV)' })).toBeVisible();
  });
});
