import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { filenameFromContentDisposition } from '../utils/save-file';

/** The group's two PDF documents: the caller's statement and, for its admins, the report. */
export type GroupPdf = 'statement' | 'report';

const PATHS: Record<GroupPdf, string> = { statement: 'statement.pdf', report: 'report.pdf' };
const FALLBACK_WORDS: Record<GroupPdf, string> = { statement: 'releve', report: 'rapport' };

export interface GroupPdfFile {
  blob: Blob;
  /** The server's name (Content-Disposition), else `releve-<group>.pdf` / `rapport-<group>.pdf`. */
  filename: string;
}

/** The name for an answer without Content-Disposition, built as the server builds its own. */
export function fallbackPdfName(kind: GroupPdf, groupName: string, groupId: string): string {
  const slug = groupName
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${FALLBACK_WORDS[kind]}-${slug || groupId}.pdf`;
}

/**
 * GET /api/groups/:id/statement.pdf and GET /api/groups/:id/report.pdf: a PDF in the caller's
 * language, as a file. Read as bytes with the session's token (a plain link could not carry
 * it), it fails like every call (an `ApiError`, the session and maintenance signals).
 */
export async function getGroupPdf(
  kind: GroupPdf,
  group: { id: string; name: string },
  signal?: AbortSignal,
): Promise<GroupPdfFile> {
  const response = await apiFetch(`/groups/${encodeURIComponent(group.id)}/${PATHS[kind]}`, {
    headers: { Accept: 'application/pdf' },
    signal,
  });
  const filename =
    filenameFromContentDisposition(response.headers.get('content-disposition')) ??
    fallbackPdfName(kind, group.name, group.id);
  return { blob: await response.blob(), filename };
}

/** Downloads one of the group's PDFs and hands it to the browser as a file. */
export function useDownloadGroupPdf(kind: GroupPdf) {
  return useMutation({
    mutationFn: async (group: { id: string; name: string }) => {
      const file = await getGroupPdf(kind, group);
      saveFile(file.blob, file.filename);
      return file;
    },
  });
}
