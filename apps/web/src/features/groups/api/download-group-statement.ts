import { useMutation } from '@tanstack/react-query';
import { API_BASE } from '../../../lib/api-client';
import { ApiError, readErrorBody } from '../../../lib/api-error';
import { emitApiEvent } from '../../../lib/api-events';
import { getToken } from '../../../lib/session';
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

async function readError(response: Response): Promise<ApiError> {
  const type = response.headers.get('content-type') ?? '';
  let body: unknown;
  try {
    body = type.includes('json') ? await response.json() : await response.text();
  } catch {
    body = undefined;
  }
  return new ApiError({ kind: 'http', status: response.status, ...readErrorBody(body) });
}

/**
 * GET /api/groups/:id/statement: the caller's CSV statement for one group, as a file. It is
 * read as bytes, not through `apiRequest` (which parses JSON or text), but fails the same way:
 * an `ApiError`, with the same session and maintenance signals.
 */
export async function getGroupStatement(
  group: { id: string; name: string },
  signal?: AbortSignal,
): Promise<GroupStatementFile> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'text/csv' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/groups/${encodeURIComponent(group.id)}/statement`, {
      headers,
      signal,
    });
  } catch (cause) {
    const kind = signal?.aborted ? 'aborted' : 'network';
    throw new ApiError({ kind, cause, detail: cause instanceof Error ? cause.message : undefined });
  }
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token) emitApiEvent('unauthorized', { code: error.code });
    if (response.status === 503 && error.code === 'MAINTENANCE') {
      emitApiEvent('maintenance', { detail: error.detail ?? '' });
    }
    throw error;
  }
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
