// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExportProgress, ExportResult, ExportSource } from '@tontine/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { fakeBridge, renderConsole } from '../../../testing/render';
import { ExportButton } from './export-button';

describe('ExportButton', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('shows the rows written while main streams the file, then the result', async () => {
    let finish: () => void = () => undefined;
    const bridge = fakeBridge({
      exportData: vi.fn(
        (source: ExportSource, onProgress?: (progress: ExportProgress) => void) =>
          new Promise<ExportResult>((resolve) => {
            const progress = { exportId: 'e1', source, totalBytes: null, done: false };
            onProgress?.({ ...progress, bytes: 4096, rows: 1200 });
            finish = () =>
              resolve({
                outcome: 'saved',
                fileName: '/home/op/audit.csv',
                bytes: 9000,
                rows: 2500,
              });
          }),
      ),
    });
    const toasts: unknown[] = [];
    const user = userEvent.setup();
    renderConsole(<ExportButton source="audit" toast={(toast) => toasts.push(toast)} />);
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    expect(bridge.exportData).toHaveBeenCalledWith('audit', expect.any(Function));
    expect(
      await screen.findByRole('progressbar', { name: 'Progression de l’export' }),
    ).toBeVisible();
    expect(screen.getByText(/1\s200 lignes/)).toBeVisible();
    finish();
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        {
          kind: 'success',
          title: 'Export enregistré',
          message: expect.stringMatching(/^\/home\/op\/audit\.csv : 2\s500 lignes$/),
        },
      ]),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    fakeBridge({
      exportData: vi.fn(async () => ({
        outcome: 'refused' as const,
        status: 403,
        body: { detail: 'Accès super-admin requis pour cette action', code: 'SUPERADMIN_REQUIRED' },
      })),
    });
    const toasts: unknown[] = [];
    const user = userEvent.setup();
    renderConsole(<ExportButton source="users" toast={(toast) => toasts.push(toast)} />);
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        {
          kind: 'error',
          title: 'Échec de l’export',
          message: 'Accès super-admin requis pour cette action',
        },
      ]),
    );
  });
});
