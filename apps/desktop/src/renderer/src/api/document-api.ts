import type { DocumentDto, DocumentSummaryDto, DocumentVersionDto } from '@tontine/contracts';
import { consoleGet, consoleSend } from './console-api';

const base = '/api/superadmin/documents';

export const listDocuments = () => consoleGet<DocumentSummaryDto[]>(base);

export const getDocument = (name: string) =>
  consoleGet<DocumentDto>(`${base}/${encodeURIComponent(name)}`);

export const saveDocument = (name: string, value: unknown, baseVersion: number) =>
  consoleSend<DocumentSummaryDto>('PUT', `${base}/${encodeURIComponent(name)}`, {
    value,
    baseVersion,
  });

export const listVersions = (name: string) =>
  consoleGet<{ items: DocumentVersionDto[] }>(`${base}/${encodeURIComponent(name)}/versions`);

export const restoreVersion = (name: string, version: number) =>
  consoleSend<DocumentSummaryDto>(
    'POST',
    `${base}/${encodeURIComponent(name)}/versions/${version}/restore`,
  );
