import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GroupDetailDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../../test/fake-api';
import { signInAsMe } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { DownloadPdfButtons } from './download-pdf-buttons';

const PDF_BYTES = '%PDF-1.3\n%\xFF\xFF\xFF\xFF\n';

function groupAs(relation: GroupDetailDto['my_relation']): GroupDetailDto {
  return { id: 'g-1', name: 'Amis du Marché', my_relation: relation } as GroupDetailDto;
}

function pdf(filename?: string): Response {
  return new Response(PDF_BYTES, {
    headers: {
      'content-type': 'application/pdf',
      ...(filename ? { 'content-disposition': `attachment; filename="${filename}"` } : {}),
    },
  });
}

/** The browser's side of a download: the object URL made and the names of the files saved. */
function spyOnDownloads() {
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { createObjectURL, saved };
}

describe('the PDF downloads of a group', () => {
  it('offers a member their statement only', () => {
    signInAsMe();
    fakeApi({});
    renderWithProviders(<DownloadPdfButtons group={groupAs('member')} />);
    expect(screen.getByRole('button', { name: 'Relevé PDF' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Rapport du groupe (PDF)' })).toBeNull();
  });

  it('fetches the statement with my token and saves it under the server’s name', async () => {
    signInAsMe();
    const fetch = fakeApi({
      'GET /groups/g-1/statement.pdf': () => pdf('releve-amis-2026-03-05.pdf'),
    });
    const { createObjectURL, saved } = spyOnDownloads();
    renderWithProviders(<DownloadPdfButtons group={groupAs('member')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Relevé PDF' }));

    await waitFor(() => expect(saved).toEqual(['releve-amis-2026-03-05.pdf']));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/groups/g-1/statement.pdf');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers.Accept).toBe('application/pdf');
    const blob = createObjectURL.mock.calls[0]?.[0] as unknown as Blob;
    expect(await blob.text()).toBe(await pdf().text());
  });

  it('offers an admin the group report too, named after the group without a server name', async () => {
    signInAsMe();
    fakeApi({ 'GET /groups/g-1/report.pdf': () => pdf() });
    const { saved } = spyOnDownloads();
    renderWithProviders(<DownloadPdfButtons group={groupAs('admin')} />);
    expect(screen.getByRole('button', { name: 'Relevé PDF' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Rapport du groupe (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['rapport-amis-du-marché.pdf']));
  });

  it('says why in a toast when the API refuses the report, and saves nothing', async () => {
    signInAsMe();
    fakeApi({ 'GET /groups/g-1/report.pdf': () => refusal('GROUP_ADMIN_REQUIRED') });
    const { saved } = spyOnDownloads();
    renderWithProviders(<DownloadPdfButtons group={groupAs('admin')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rapport du groupe (PDF)' }));
    expect(await screen.findByText("Le rapport n'a pas pu être téléchargé")).toBeInTheDocument();
    expect(
      screen.getByText("Seul l'administrateur du groupe peut effectuer cette action"),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
