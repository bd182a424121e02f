import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isSessionEnded, type PaymentProofDto } from '@tontine/contracts';
import { API_BASE } from '../../../lib/api-client';
import { ApiError, readErrorBody } from '../../../lib/api-error';
import { emitApiEvent } from '../../../lib/api-events';
import { getToken } from '../../../lib/session';
import { proofsQueryKey } from './get-proofs';

export interface UploadProofInput {
  contributionId: string;
  file: Blob;
  fileName: string;
  source: 'camera' | 'file';
  /** Called with 0–100 as the browser sends the bytes (the request's own progress). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POST /api/contributions/:id/proofs (multipart, field `file`). Sent with XMLHttpRequest, not
 * fetch: only its `upload.onprogress` reports how much of the body has gone.
 */
export function uploadProof({
  contributionId,
  file,
  fileName,
  source,
  onProgress,
  signal,
}: UploadProofInput): Promise<PaymentProofDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = getToken();
    xhr.open(
      'POST',
      `${API_BASE}/contributions/${encodeURIComponent(contributionId)}/proofs?source=${source}`,
    );
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as PaymentProofDto);
        return;
      }
      const error = new ApiError({ kind: 'http', status: xhr.status, ...readErrorBody(body) });
      if (token && isSessionEnded(error.code)) {
        emitApiEvent('unauthorized', { code: error.code });
      }
      if (xhr.status === 503 && error.code === 'MAINTENANCE') {
        emitApiEvent('maintenance', { detail: error.detail ?? '' });
      }
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError({ kind: 'network' }));
    xhr.onabort = () => reject(new ApiError({ kind: 'aborted' }));
    if (signal) {
      if (signal.aborted) {
        reject(new ApiError({ kind: 'aborted' }));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
}

export function useUploadProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProof,
    onSettled: (_data, _error, { contributionId }) =>
      queryClient.invalidateQueries({ queryKey: proofsQueryKey(contributionId) }),
  });
}
