import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { filenameFromContentDisposition } from '../utils/save-file';

export interface GroupStatementFile {
  blob: Blob;
  /** The server's name (Content-Disposition), else `releve-<group>.csv`. */
  filename: string;
}

/** The name the server would give, for an answer without Content-Disposition. */
export function fallbackStatementName(groupName: string, groupId: string): string {
  const slug = groupName
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `releve-${slug || groupId}.csv`;
}

/**
 * GET /api/groups/:id/statement: the caller's CSV statement for one group, as a file: read
 * as bytes, it fails like every call (an `ApiError`, the session and maintenance signals).
 */
export async function getGroupStatement(
  group: { id: string; name: string },
  signal?: AbortSignal,
): Promise<GroupStatementFile> {
  const response = await apiFetch(`/groups/${encodeURIComponent(group.id)}/statement`, {
    headers: { Accept: 'text/csv' },
    signal,
  });
  const filename =
    filenameFromContentDisposition(response.headers.get('content-disposition')) ??
    fallbackStatementName(group.name, group.id);
  return { blob: await response.blob(), filename };
}

/** Downloads the statement and hands it to the browser as a file. */
export function useDownloadGroupStatement() {
  return useMutation({
    mutationFn: async (group: { id: string; name: string }) => {
      const file = await getGroupStatement(group);
      saveFile(file.blob, file.filename);
      return file;
    },
  });
}
